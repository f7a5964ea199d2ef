/**
 * The "Justified images" block in the editor: its images on the canvas in rows as the page shows them
 * (each image chosen in place, its caption typed in place), images added, moved, duplicated and removed
 * from the canvas and the block toolbar, its starting points while it has none, and the row height, gap,
 * lightbox and captions in the sidebar.
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
import { PanelBody, RangeControl, ToggleControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	INLINE_FORMATS,
	type EditProps,
} from '../../common/editor/attribute-props';
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
import type { ImageLayoutAttributes, LayoutImageAttribute } from './types';

/** A new image: none chosen yet, no caption. */
export function newImage(): LayoutImageAttribute {
	return { imageId: 0, imageUrl: '', imageAlt: '', caption: '' };
}

/**
 * The image fields of a chosen image (its size gives its share of a row).
 *
 * @param image The image.
 */
export function imageFields( image: ChosenImage ): LayoutImageAttribute {
	return {
		imageId: image.id,
		imageUrl: image.url,
		imageAlt: image.alt,
		imageWidth: image.width,
		imageHeight: image.height,
	};
}

/**
 * The "Justified images" block in the editor.
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
}: EditProps< ImageLayoutAttributes > & {
	clientId: string;
	isSelected: boolean;
} ) {
	const bind = attributeProps( attributes, setAttributes );
	const { images } = attributes;
	const blockProps = useBlockProps( {
		className: 'inkblocks-image-layout is-editing',
		style: {
			'--inkblocks-image-layout-height': `${ attributes.rowHeight }px`,
			'--inkblocks-image-layout-gap': `${ attributes.gap }px`,
		} as CSSProperties,
	} );
	const { list, active, setCurrent, update, add, controls } = useItemsEdit(
		images,
		( next ) => setAttributes( { images: next } ),
		{ labels: imageLabels(), across: true }
	);
	// Width over height of the images shown, read when they load (an address has no stored size).
	const [ ratios, setRatios ] = useState< Record< string, number > >( {} );
	const image = images[ active ];

	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Layout', 'inkblocks' ) }>
				<RangeControl
					label={ __( 'Row height (px)', 'inkblocks' ) }
					min={ 80 }
					max={ 800 }
					step={ 10 }
					{ ...bind.number( 'rowHeight', 300 ) }
				/>
				<RangeControl
					label={ __( 'Space between images (px)', 'inkblocks' ) }
					min={ 0 }
					max={ 48 }
					{ ...bind.number( 'gap', 8 ) }
				/>
				<ToggleControl
					label={ __( 'Open images in the lightbox', 'inkblocks' ) }
					{ ...bind.toggle( 'lightbox' ) }
				/>
				<ToggleControl
					label={ __( 'Show captions', 'inkblocks' ) }
					{ ...bind.toggle( 'showCaptions' ) }
				/>
			</PanelBody>
			{ image && (
				<AltTextPanel
					title={ sprintf(
						/* translators: %d: image number. */
						__( 'Image %d', 'inkblocks' ),
						active + 1
					) }
					value={ image.imageAlt ?? '' }
					onChange={ ( imageAlt ) => update( active, { imageAlt } ) }
				/>
			) }
		</InspectorControls>
	);

	if ( ! images.length ) {
		return (
			<StartingPointsBlock
				blockProps={ blockProps }
				name="inkblocks/image-layout"
				clientId={ clientId }
			>
				{ settings }
			</StartingPointsBlock>
		);
	}

	const ratioOf = ( entry: LayoutImageAttribute ) =>
		entry.imageWidth && entry.imageHeight
			? entry.imageWidth / entry.imageHeight
			: ( ratios[ entry.imageUrl ?? '' ] ?? 1 );

	return (
		<div { ...blockProps }>
			{ settings }
			{ image && (
				<>
					<BlockControls group="block">
						<ItemToolbar { ...controls( active ) } />
					</BlockControls>
					<BlockControls group="other">
						<ReplaceImage
							id={ image.imageId ?? 0 }
							url={ image.imageUrl ?? '' }
							name={
								image.imageUrl
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
			<ul ref={ list } className="inkblocks-image-layout__items">
				{ images.map( ( entry, index ) => (
					<li
						// Images have no id; the list edits keep the order.
						key={ index }
						data-item-index={ index }
						className={ `inkblocks-image-layout__item${
							index === active ? ' is-current' : ''
						}${ entry.imageUrl ? '' : ' has-no-image' }` }
						style={
							{
								'--inkblocks-image-layout-ratio':
									ratioOf( entry ),
							} as CSSProperties
						}
						onFocus={ () => setCurrent( index ) }
					>
						<figure className="inkblocks-image-layout__figure">
							<ItemImage
								className="inkblocks-image-layout__image"
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
								onLoad={ ( img ) =>
									img.naturalHeight &&
									setRatios( ( known ) => ( {
										...known,
										[ img.getAttribute( 'src' ) ?? '' ]:
											img.naturalWidth /
											img.naturalHeight,
									} ) )
								}
							/>
							{ attributes.showCaptions && (
								<RichText
									tagName="figcaption"
									className="inkblocks-image-layout__caption"
									aria-label={ sprintf(
										/* translators: %d: image number. */
										__( 'Image %d caption', 'inkblocks' ),
										index + 1
									) }
									placeholder={ __( 'Caption', 'inkblocks' ) }
									allowedFormats={ INLINE_FORMATS }
									disableLineBreaks
									value={ entry.caption ?? '' }
									onChange={ ( caption ) =>
										update( index, { caption } )
									}
									__unstableOnSplitAtEnd={ () =>
										add( index + 1, newImage() )
									}
								/>
							) }
						</figure>
						{ isSelected && (
							<ItemActions { ...controls( index ) } />
						) }
					</li>
				) ) }
			</ul>
			{ isSelected && (
				<AddItemButton
					label={ __( 'Add image', 'inkblocks' ) }
					onClick={ () => add( images.length, newImage() ) }
				/>
			) }
		</div>
	);
}
