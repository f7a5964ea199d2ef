/**
 * The Timeline event block in the editor: one event's card as the page shows it, its date, title and text
 * typed in place, its image chosen in a media placeholder on the card (replaced or removed from the
 * toolbar).
 */

/**
 * WordPress dependencies
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	attributeProps,
	INLINE_FORMATS,
	type EditProps,
} from '../../common/editor/attribute-props';
import {
	BlockImagePlaceholder,
	BlockImageToolbar,
	type PickedImage,
} from '../../common/editor/BlockImage';
import type { TimelineEventAttributes } from './types';

/**
 * The Timeline event block in the editor.
 *
 * @param props               Edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates them.
 * @param props.isSelected    Whether the event is selected (its image placeholder shows then).
 */
export function Edit( {
	attributes,
	setAttributes,
	isSelected,
}: EditProps< TimelineEventAttributes > & { isSelected: boolean } ) {
	const bind = attributeProps( attributes, setAttributes );
	const choose = ( image: PickedImage ) =>
		setAttributes( {
			imageId: image.id,
			imageUrl: image.url,
			imageAlt: image.alt,
		} );
	return (
		<div { ...useBlockProps( { className: 'inkblocks-timeline__item' } ) }>
			{ attributes.imageUrl && (
				<BlockImageToolbar
					id={ attributes.imageId }
					url={ attributes.imageUrl }
					name={ __( 'Replace image', 'inkblocks' ) }
					onSelect={ choose }
					onReset={ () =>
						setAttributes( {
							imageId: 0,
							imageUrl: '',
							imageAlt: '',
						} )
					}
				/>
			) }
			<div className="inkblocks-timeline__card">
				<RichText
					tagName="p"
					className="inkblocks-timeline__date"
					aria-label={ __( 'Date', 'inkblocks' ) }
					placeholder={ __( 'When', 'inkblocks' ) }
					{ ...bind.rich( 'date' ) }
				/>
				<RichText
					tagName="h3"
					className="inkblocks-timeline__title"
					aria-label={ __( 'Event title', 'inkblocks' ) }
					placeholder={ __( 'What happened', 'inkblocks' ) }
					{ ...bind.rich( 'title' ) }
				/>
				{ attributes.imageUrl && (
					<img
						className="inkblocks-timeline__image"
						src={ attributes.imageUrl }
						alt={ attributes.imageAlt }
					/>
				) }
				{ ! attributes.imageUrl && isSelected && (
					<BlockImagePlaceholder
						icon="format-image"
						title={ __( 'Image', 'inkblocks' ) }
						instructions={ __(
							'An image of the event, shown under its title.',
							'inkblocks'
						) }
						onSelect={ choose }
					/>
				) }
				<RichText
					tagName="p"
					className="inkblocks-timeline__content"
					aria-label={ __( 'Event text', 'inkblocks' ) }
					placeholder={ __( 'A few words about it', 'inkblocks' ) }
					allowedFormats={ INLINE_FORMATS }
					value={ attributes.content }
					onChange={ ( content ) => setAttributes( { content } ) }
				/>
			</div>
		</div>
	);
}
