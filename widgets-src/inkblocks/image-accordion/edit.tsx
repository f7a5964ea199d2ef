/**
 * The "Image accordion" block in the editor: its images side by side on the canvas as the page shows them,
 * the one being edited widened (at once, no motion) with its title, text and link label typed in place,
 * each image chosen in place, images added, moved, duplicated and removed from the canvas and the block
 * toolbar, its starting points while it has none, and the behaviour in the sidebar.
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
import {
	imageLabels,
	ItemActions,
	ItemToolbar,
} from '../media-items/ItemControls';
import {
	ItemImage,
	ReplaceImage,
	type ChosenImage,
} from '../media-items/ItemImage';
import { useItemsEdit } from '../media-items/useItemsEdit';
import { accordionSizes } from './sizes';
import type {
	AccordionImageAttribute,
	ImageAccordionAttributes,
} from './types';

/** A new image: none chosen yet, no texts. */
export function newImage(): AccordionImageAttribute {
	return {
		imageId: 0,
		imageUrl: '',
		imageAlt: '',
		title: '',
		description: '',
		link: '',
		linkText: '',
	};
}

/**
 * The image fields of a chosen image.
 *
 * @param image The image.
 */
function imageFields( image: ChosenImage ): AccordionImageAttribute {
	return { imageId: image.id, imageUrl: image.url, imageAlt: image.alt };
}

/**
 * The "Image accordion" block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.clientId      The block's editor id.
 * @param props.isSelected    Whether the block is selected (its image buttons show then).
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: EditProps< ImageAccordionAttributes > & {
	clientId: string;
	isSelected: boolean;
} ) {
	const bind = attributeProps( attributes, setAttributes );
	const { items } = attributes;
	const blockProps = useBlockProps( {
		className: 'inkblocks-image-accordion is-editing',
		style: {
			'--inkblocks-image-accordion-height': `${ attributes.height }px`,
		} as CSSProperties,
	} );
	// The image being edited is the open one; at first, the one the page opens.
	const { list, active, setCurrent, update, add, controls } = useItemsEdit(
		items,
		( next ) => setAttributes( { items: next } ),
		{
			labels: imageLabels(),
			across: true,
			first: Math.max( attributes.activeItem - 1, 0 ),
		}
	);
	const item = items[ active ];

	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Behaviour', 'inkblocks' ) }>
				<SelectControl
					label={ __( 'An image opens on', 'inkblocks' ) }
					options={ [
						{
							label: __( 'Hover or focus', 'inkblocks' ),
							value: 'hover',
						},
						{ label: __( 'Click', 'inkblocks' ), value: 'click' },
					] }
					{ ...bind.select( 'activeOn' ) }
				/>
				<RangeControl
					label={ __( 'Image open at first (0: none)', 'inkblocks' ) }
					min={ 0 }
					max={ Math.max( items.length, 1 ) }
					{ ...bind.number( 'activeItem', 0 ) }
				/>
				<RangeControl
					label={ __( 'Width of the open image (%)', 'inkblocks' ) }
					min={ 10 }
					max={ 90 }
					{ ...bind.number( 'activeSize', 50 ) }
				/>
				<RangeControl
					label={ __( 'Duration (ms)', 'inkblocks' ) }
					min={ 0 }
					max={ 5000 }
					step={ 50 }
					{ ...bind.number( 'duration', 500 ) }
				/>
				<RangeControl
					label={ __( 'Height (px)', 'inkblocks' ) }
					min={ 150 }
					max={ 1200 }
					step={ 10 }
					{ ...bind.number( 'height', 400 ) }
				/>
			</PanelBody>
			{ item && (
				<AltTextPanel
					title={ sprintf(
						/* translators: %d: image number. */
						__( 'Image %d', 'inkblocks' ),
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
				name="inkblocks/image-accordion"
				clientId={ clientId }
			>
				{ settings }
			</StartingPointsBlock>
		);
	}

	const sizes = accordionSizes( items.length, active, attributes.activeSize );
	const text = (
		index: number,
		key: 'title' | 'description' | 'linkText',
		tagName: string,
		className: string,
		label: string,
		placeholder: string
	) => (
		<RichText
			tagName={ tagName }
			className={ className }
			aria-label={ label }
			placeholder={ placeholder }
			allowedFormats={ INLINE_FORMATS }
			disableLineBreaks
			value={ items[ index ]?.[ key ] ?? '' }
			onChange={ ( value ) => update( index, { [ key ]: value } ) }
			// Enter at the end of a text adds the next image.
			__unstableOnSplitAtEnd={
				key === 'description'
					? () => add( index + 1, newImage() )
					: undefined
			}
		/>
	);

	return (
		<div { ...blockProps }>
			{ settings }
			{ item && (
				<>
					<BlockControls group="block">
						<ItemToolbar { ...controls( active ) } />
						<ToolbarGroup>
							<LinkToolbarButton
								label={ __( 'Image link', 'inkblocks' ) }
								url={ item.link ?? '' }
								onChange={ ( link ) =>
									update( active, { link } )
								}
							/>
						</ToolbarGroup>
					</BlockControls>
					<BlockControls group="other">
						<ReplaceImage
							id={ item.imageId ?? 0 }
							url={ item.imageUrl ?? '' }
							name={
								item.imageUrl
									? __( 'Replace image', 'inkblocks' )
									: __( 'Add image', 'inkblocks' )
							}
							onChange={ ( chosen ) =>
								update( active, imageFields( chosen ) )
							}
						/>
					</BlockControls>
				</>
			) }
			<ul
				ref={ list }
				className="inkblocks-image-accordion__items is-mounted"
			>
				{ items.map( ( entry, index ) => (
					<li
						// Images have no id; the list edits keep the order.
						key={ index }
						data-item-index={ index }
						className={ `inkblocks-image-accordion__item${
							index === active ? ' is-active' : ''
						}${ entry.imageUrl ? '' : ' has-no-image' }` }
						style={ { flexBasis: `${ sizes[ index ] }%` } }
						onFocus={ () => setCurrent( index ) }
					>
						<ItemImage
							className="inkblocks-image-accordion__image"
							url={ entry.imageUrl ?? '' }
							alt={ entry.imageAlt ?? '' }
							title={ sprintf(
								/* translators: %d: image number. */
								__( 'Image %d', 'inkblocks' ),
								index + 1
							) }
							onChange={ ( chosen ) =>
								update( index, imageFields( chosen ) )
							}
						/>
						<div className="inkblocks-image-accordion__panel">
							{ text(
								index,
								'title',
								'h3',
								'inkblocks-image-accordion__title',
								sprintf(
									/* translators: %d: image number. */
									__( 'Image %d title', 'inkblocks' ),
									index + 1
								),
								__( 'Title', 'inkblocks' )
							) }
							{ text(
								index,
								'description',
								'p',
								'inkblocks-image-accordion__description',
								sprintf(
									/* translators: %d: image number. */
									__( 'Image %d text', 'inkblocks' ),
									index + 1
								),
								__( 'A line about it', 'inkblocks' )
							) }
							{ entry.link &&
								text(
									index,
									'linkText',
									'span',
									'inkblocks-image-accordion__link',
									sprintf(
										/* translators: %d: image number. */
										__(
											'Image %d link label',
											'inkblocks'
										),
										index + 1
									),
									__( 'Read more', 'inkblocks' )
								) }
						</div>
						{ isSelected && index === active && (
							<ItemActions { ...controls( index ) } />
						) }
					</li>
				) ) }
			</ul>
			{ isSelected && (
				<AddItemButton
					label={ __( 'Add image', 'inkblocks' ) }
					onClick={ () => add( items.length, newImage() ) }
				/>
			) }
		</div>
	);
}
