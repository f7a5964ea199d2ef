/**
 * The "Justified images" block's transforms: from core's Gallery (each image with its caption, shown when
 * any has one) and back.
 */

/**
 * Internal dependencies
 */
import { galleryTransforms } from '../media-items/gallery';
import type { ImageLayoutAttributes } from './types';

export const transforms = galleryTransforms< ImageLayoutAttributes >(
	'inkblocks/image-layout',
	( images ) => ( {
		showCaptions: images.some( ( image ) => image.caption !== '' ),
		images: images.map( ( image ) => ( {
			imageId: image.id,
			imageUrl: image.url,
			imageAlt: image.alt,
			caption: image.caption,
		} ) ),
	} ),
	( { images } ) =>
		images.map( ( image ) => ( {
			id: image.imageId ?? 0,
			url: image.imageUrl ?? '',
			alt: image.imageAlt ?? '',
			caption: image.caption ?? '',
		} ) )
);
