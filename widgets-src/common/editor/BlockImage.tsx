/**
 * The image of a block that has one (a testimonial's photo, an event's image, the scratch card's image,
 * the parallax background): a media placeholder on the canvas while it has none, and the toolbar's menu
 * that replaces or removes it, as core's Image and Cover blocks offer.
 */

/**
 * WordPress dependencies
 */
import {
	BlockControls,
	MediaPlaceholder,
	MediaReplaceFlow,
} from '@wordpress/block-editor';

/** An image chosen: a media library item (id) or an address (id 0, no alternative text). */
export interface PickedImage {
	id: number;
	url: string;
	alt: string;
}

/**
 * The image picked from what the placeholder or the menu hands over.
 *
 * @param media     The media library item, or only its address.
 * @param media.id
 * @param media.url
 * @param media.alt
 */
function picked( media: { id?: number; url: string; alt?: string } ) {
	return { id: media.id ?? 0, url: media.url, alt: media.alt ?? '' };
}

/**
 * The placeholder: upload an image, pick it from the media library or give its address.
 *
 * @param props              The placeholder.
 * @param props.icon         Its Dashicon.
 * @param props.title        Its title.
 * @param props.instructions Its sentence.
 * @param props.onSelect     Receives the image.
 */
export function BlockImagePlaceholder( {
	icon,
	title,
	instructions,
	onSelect,
}: {
	icon: 'format-image' | 'cover-image';
	title: string;
	instructions: string;
	onSelect: ( image: PickedImage ) => void;
} ) {
	return (
		<MediaPlaceholder
			icon={ icon }
			labels={ { title, instructions } }
			accept="image/*"
			allowedTypes={ [ 'image' ] }
			onSelect={ ( media ) => onSelect( picked( media ) ) }
			onSelectURL={ ( url ) => onSelect( picked( { url } ) ) }
		/>
	);
}

/**
 * The toolbar's menu that replaces or removes the image (in the block toolbar's "other" group).
 *
 * @param props          The image.
 * @param props.id       Its media library id (0 for an address).
 * @param props.url      Its address.
 * @param props.name     The menu's name ("Replace image").
 * @param props.onSelect Receives the new image.
 * @param props.onReset  Removes the image.
 */
export function BlockImageToolbar( {
	id,
	url,
	name,
	onSelect,
	onReset,
}: {
	id: number;
	url: string;
	name: string;
	onSelect: ( image: PickedImage ) => void;
	onReset: () => void;
} ) {
	return (
		<BlockControls group="other">
			<MediaReplaceFlow
				mediaId={ id || undefined }
				mediaURL={ url }
				allowedTypes={ [ 'image' ] }
				accept="image/*"
				name={ name }
				onSelect={ ( media ) => onSelect( picked( media ) ) }
				onSelectURL={ ( address ) =>
					onSelect( picked( { url: address } ) )
				}
				onReset={ onReset }
			/>
		</BlockControls>
	);
}
