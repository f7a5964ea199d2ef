/**
 * The Portfolio block's transforms: from core's Gallery (each image an item, its caption the title) and
 * back (each item with an image an Image block, its title the caption).
 */

/**
 * Internal dependencies
 */
import { galleryTransforms } from '../media-items/gallery';
import { newItem } from './edit';
import type { PortfolioAttributes } from './types';

export const transforms = galleryTransforms< PortfolioAttributes >(
	'inkblocks/portfolio',
	( images ) => ( {
		items: images.map( ( image ) => ( {
			...newItem(),
			title: image.caption,
			imageId: image.id,
			imageUrl: image.url,
			imageAlt: image.alt,
		} ) ),
	} ),
	( { items } ) =>
		items.map( ( item ) => ( {
			id: item.imageId ?? 0,
			url: item.imageUrl ?? '',
			alt: item.imageAlt ?? '',
			caption: item.title,
		} ) )
);
