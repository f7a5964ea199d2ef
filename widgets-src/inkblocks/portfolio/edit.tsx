/**
 * The Portfolio block in the editor: its items on the canvas as the page shows them before any filter
 * (each item's image chosen in place, its title, categories and description typed in place), the filter's
 * 'all' label and the 'view more' label typed where they show, items added, moved, duplicated and removed
 * from the canvas and the block toolbar, its starting points while it has none, and the layout, filter and
 * paging in the sidebar.
 */

/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import {
	BlockControls,
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	INLINE_FORMATS,
	type EditProps,
} from '../../common/editor/attribute-props';
import { LinkToolbarButton } from '../../common/editor/LinkToolbarButton';
import { StartingPointsBlock } from '../../common/editor/StartingPoints';
import { AddItemButton } from '../media-items/AddItemButton';
import { AltTextPanel } from '../media-items/AltTextPanel';
import { ItemActions, ItemToolbar } from '../media-items/ItemControls';
import {
	ItemImage,
	ReplaceImage,
	type ChosenImage,
} from '../media-items/ItemImage';
import { useItemsEdit } from '../media-items/useItemsEdit';
import { PORTFOLIO_COLUMNS, PORTFOLIO_PER_PAGE } from './constants';
import type { PortfolioAttributes, PortfolioItemAttributes } from './types';

/** A new item: no image yet, no texts, opening in the lightbox. */
export function newItem(): PortfolioItemAttributes {
	return {
		title: '',
		description: '',
		categories: '',
		lightboxEnabled: true,
		link: '',
		imageId: 0,
		imageUrl: '',
		imageAlt: '',
	};
}

/**
 * The item's image fields of a chosen image.
 *
 * @param image The image.
 */
export function imageFields(
	image: ChosenImage
): Partial< PortfolioItemAttributes > {
	return {
		imageId: image.id,
		imageUrl: image.url,
		imageAlt: image.alt,
		imageWidth: image.width,
		imageHeight: image.height,
	};
}

/**
 * The categories of the items, in the order they first appear, as the filter lists them.
 *
 * @param items The items.
 */
export function categoriesOf( items: PortfolioItemAttributes[] ): string[] {
	const seen = new Map< string, string >();
	for ( const item of items ) {
		for ( const label of ( item.categories ?? '' ).split( ',' ) ) {
			const trimmed = label.trim();
			const key = trimmed.toLowerCase();
			if ( trimmed && ! seen.has( key ) ) {
				seen.set( key, trimmed );
			}
		}
	}
	return [ ...seen.values() ];
}

/**
 * The Portfolio block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.clientId      The block's editor id.
 * @param props.isSelected    Whether the block is selected (its item buttons show then).
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: EditProps< PortfolioAttributes > & {
	clientId: string;
	isSelected: boolean;
} ) {
	const bind = attributeProps( attributes, setAttributes );
	const { items } = attributes;
	const blockProps = useBlockProps( {
		className: `inkblocks-portfolio is-layout-${ attributes.layout } is-editing`,
		style: {
			'--inkblocks-portfolio-columns': attributes.columns,
		} as CSSProperties,
	} );
	const { list, active, setCurrent, update, add, controls } = useItemsEdit(
		items,
		( next ) => setAttributes( { items: next } ),
		{
			labels: {
				back: __( 'Move item back', 'inkblocks' ),
				forward: __( 'Move item forward', 'inkblocks' ),
				duplicate: __( 'Duplicate item', 'inkblocks' ),
				remove: __( 'Remove item', 'inkblocks' ),
			},
			across: true,
		}
	);
	const item = items[ active ];
	// The filter's and the button's labels are plain text, as the island prints them.
	const plain = ( name: 'allLabel' | 'moreLabel' ) => ( {
		value: attributes[ name ],
		onChange: ( value: string ) => setAttributes( { [ name ]: value } ),
		allowedFormats: [],
		withoutInteractiveFormatting: true,
		disableLineBreaks: true,
	} );

	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Layout', 'inkblocks' ) }>
				<SelectControl
					label={ __( 'Layout', 'inkblocks' ) }
					options={ [
						{
							label: __( 'Masonry', 'inkblocks' ),
							value: 'masonry',
						},
						{ label: __( 'Grid', 'inkblocks' ), value: 'grid' },
					] }
					{ ...bind.select( 'layout' ) }
				/>
				<RangeControl
					label={ __( 'Columns', 'inkblocks' ) }
					min={ 1 }
					max={ 6 }
					{ ...bind.number( 'columns', PORTFOLIO_COLUMNS ) }
				/>
				<RangeControl
					label={ __( 'Items per page', 'inkblocks' ) }
					help={ __(
						"Also how many more each 'view more' shows.",
						'inkblocks'
					) }
					min={ 1 }
					max={ 48 }
					{ ...bind.number( 'perPage', PORTFOLIO_PER_PAGE ) }
				/>
				<ToggleControl
					label={ __( 'Show the category filter', 'inkblocks' ) }
					{ ...bind.toggle( 'showFilter' ) }
				/>
			</PanelBody>
			{ item && (
				<AltTextPanel
					title={ sprintf(
						/* translators: %d: item number. */
						__( 'Item %d', 'inkblocks' ),
						active + 1
					) }
					value={ item.imageAlt ?? '' }
					onChange={ ( imageAlt ) => update( active, { imageAlt } ) }
				/>
			) }
		</InspectorControls>
	);

	if ( ! items.length ) {
		return (
			<StartingPointsBlock
				blockProps={ blockProps }
				name="inkblocks/portfolio"
				clientId={ clientId }
			>
				{ settings }
			</StartingPointsBlock>
		);
	}

	const categories = categoriesOf( items );
	const labels = ( index: number ) => ( {
		title: sprintf(
			/* translators: %d: item number. */
			__( 'Item %d title', 'inkblocks' ),
			index + 1
		),
		categories: sprintf(
			/* translators: %d: item number. */
			__( 'Item %d categories', 'inkblocks' ),
			index + 1
		),
		description: sprintf(
			/* translators: %d: item number. */
			__( 'Item %d description', 'inkblocks' ),
			index + 1
		),
	} );

	return (
		<div { ...blockProps }>
			{ settings }
			{ item && (
				<>
					<BlockControls group="block">
						<ItemToolbar { ...controls( active ) } />
						<ToolbarGroup>
							<ToolbarButton
								icon="format-image"
								label={ __(
									'Open the image in the lightbox',
									'inkblocks'
								) }
								isPressed={ item.lightboxEnabled }
								onClick={ () =>
									update( active, {
										lightboxEnabled: ! item.lightboxEnabled,
									} )
								}
							/>
							{ ! item.lightboxEnabled && (
								<LinkToolbarButton
									label={ __( 'Item link', 'inkblocks' ) }
									url={ item.link ?? '' }
									onChange={ ( link ) =>
										update( active, { link } )
									}
								/>
							) }
						</ToolbarGroup>
					</BlockControls>
					<BlockControls group="other">
						<ReplaceImage
							id={ item.imageId ?? 0 }
							url={ item.imageUrl ?? '' }
							name={
								item.imageUrl
									? __( 'Replace item image', 'inkblocks' )
									: __( 'Add item image', 'inkblocks' )
							}
							onChange={ ( image ) =>
								update( active, imageFields( image ) )
							}
						/>
					</BlockControls>
				</>
			) }
			{ attributes.showFilter && categories.length > 0 && (
				<div className="inkblocks-portfolio__filters">
					<RichText
						tagName="span"
						className="inkblocks-portfolio__filter is-active"
						aria-label={ __(
							"Label of the 'all' filter",
							'inkblocks'
						) }
						placeholder={ __( 'All', 'inkblocks' ) }
						{ ...plain( 'allLabel' ) }
					/>
					{ categories.map( ( category ) => (
						<span
							key={ category }
							className="inkblocks-portfolio__filter"
						>
							{ category }
						</span>
					) ) }
				</div>
			) }
			<ul ref={ list } className="inkblocks-portfolio__items">
				{ items.map( ( entry, index ) => (
					<li
						// Items have no id; the list edits keep the order.
						key={ index }
						data-item-index={ index }
						className={ `inkblocks-portfolio__item${
							index >= attributes.perPage ? ' is-more' : ''
						}${ index === active ? ' is-current' : '' }` }
						onFocus={ () => setCurrent( index ) }
					>
						<figure className="inkblocks-portfolio__figure">
							<ItemImage
								className="inkblocks-portfolio__image"
								url={ entry.imageUrl ?? '' }
								alt={ entry.imageAlt ?? '' }
								title={ sprintf(
									/* translators: %d: item number. */
									__( 'Item %d', 'inkblocks' ),
									index + 1
								) }
								onChange={ ( image ) =>
									update( index, imageFields( image ) )
								}
							/>
							<figcaption className="inkblocks-portfolio__caption">
								<RichText
									tagName="strong"
									className="inkblocks-portfolio__title"
									aria-label={ labels( index ).title }
									placeholder={ __( 'Title', 'inkblocks' ) }
									allowedFormats={ INLINE_FORMATS }
									disableLineBreaks
									value={ entry.title ?? '' }
									onChange={ ( title ) =>
										update( index, { title } )
									}
								/>
								<RichText
									tagName="span"
									className="inkblocks-portfolio__categories"
									aria-label={ labels( index ).categories }
									placeholder={ __(
										'Categories, separated by commas',
										'inkblocks'
									) }
									allowedFormats={ [] }
									withoutInteractiveFormatting
									disableLineBreaks
									value={ entry.categories ?? '' }
									onChange={ ( value ) =>
										update( index, { categories: value } )
									}
								/>
								<RichText
									tagName="span"
									className="inkblocks-portfolio__description"
									aria-label={ labels( index ).description }
									placeholder={ __(
										'A line about the work',
										'inkblocks'
									) }
									allowedFormats={ INLINE_FORMATS }
									disableLineBreaks
									value={ entry.description ?? '' }
									onChange={ ( description ) =>
										update( index, { description } )
									}
									__unstableOnSplitAtEnd={ () =>
										add( index + 1, newItem() )
									}
								/>
							</figcaption>
						</figure>
						{ isSelected && (
							<ItemActions { ...controls( index ) } />
						) }
					</li>
				) ) }
			</ul>
			{ items.length > attributes.perPage && (
				<RichText
					tagName="span"
					className="inkblocks-portfolio__more"
					aria-label={ __( "Label of 'view more'", 'inkblocks' ) }
					placeholder={ __( 'View more', 'inkblocks' ) }
					{ ...plain( 'moreLabel' ) }
				/>
			) }
			{ isSelected && (
				<AddItemButton
					label={ __( 'Add item', 'inkblocks' ) }
					onClick={ () => add( items.length, newItem() ) }
				/>
			) }
		</div>
	);
}
