/**
 * The image of an item on the canvas: the image itself once chosen, else a media placeholder to upload
 * one, pick it from the media library or give its address, as core's Image block starts.
 */

/**
 * WordPress dependencies
 */
import { MediaPlaceholder, MediaReplaceFlow } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

/** An image chosen on the canvas: a media library item (id) or an address (id 0). */
export interface ChosenImage {
	id: number;
	url: string;
	alt: string;
	caption: string;
	width: number;
	height: number;
}

/** What the media placeholder and the replace menu hand over. */
interface Media {
	id?: number;
	url: string;
	alt?: string;
	caption?: string;
	width?: number;
	height?: number;
}

/**
 * The chosen image of a media library item or an address.
 *
 * @param media The item, or an object with only the address.
 */
export function chosenImage( media: Media ): ChosenImage {
	return {
		id: media.id ?? 0,
		url: media.url,
		alt: media.alt ?? '',
		caption: media.caption ?? '',
		width: media.width ?? 0,
		height: media.height ?? 0,
	};
}

/**
 * The image, or its placeholder.
 *
 * @param props              The image and its change handler.
 * @param props.url          Its address ('' while none is chosen).
 * @param props.alt          Its alternative text.
 * @param props.className    Class of the image.
 * @param props.title        The placeholder's title.
 * @param props.instructions The placeholder's sentence (by default, the ways to choose an image).
 * @param props.onChange     Receives the chosen image.
 * @param props.onLoad       Receives the image once it has loaded.
 */
export function ItemImage( {
	url,
	alt,
	className,
	title,
	instructions = __(
		'Upload an image, pick one from the media library or give its address.',
		'inkblocks'
	),
	onChange,
	onLoad,
}: {
	url: string;
	alt: string;
	className: string;
	title: string;
	instructions?: string;
	onChange: ( image: ChosenImage ) => void;
	onLoad?: ( image: HTMLImageElement ) => void;
} ) {
	if ( url ) {
		return (
			<img
				className={ className }
				src={ url }
				alt={ alt }
				onLoad={ ( event ) => onLoad?.( event.currentTarget ) }
			/>
		);
	}
	return (
		<MediaPlaceholder
			className="inkblocks-item-image"
			icon="format-image"
			labels={ { title, instructions } }
			accept="image/*"
			allowedTypes={ [ 'image' ] }
			onSelect={ ( media ) => onChange( chosenImage( media ) ) }
			onSelectURL={ ( address ) =>
				onChange( chosenImage( { url: address } ) )
			}
		/>
	);
}

/**
 * The toolbar's menu that replaces (or adds) the image of the item being edited (put it inside
 * BlockControls).
 *
 * @param props          The image and its change handler.
 * @param props.id       Its media library id (0 for an address).
 * @param props.url      Its address.
 * @param props.name     The menu's name.
 * @param props.onChange Receives the chosen image.
 */
export function ReplaceImage( {
	id,
	url,
	name,
	onChange,
}: {
	id: number;
	url: string;
	name: string;
	onChange: ( image: ChosenImage ) => void;
} ) {
	return (
		<MediaReplaceFlow
			mediaId={ id || undefined }
			mediaURL={ url }
			allowedTypes={ [ 'image' ] }
			accept="image/*"
			name={ name }
			onSelect={ ( media ) => onChange( chosenImage( media ) ) }
			onSelectURL={ ( address ) =>
				onChange( chosenImage( { url: address } ) )
			}
		/>
	);
}
