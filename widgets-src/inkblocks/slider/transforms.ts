/**
 * The Slider and Carousel blocks' transforms: from core's Gallery (each image a slide, its caption the
 * slide's title) and back (each slide with an image an Image block, its title the caption).
 */

/**
 * Internal dependencies
 */
import { galleryTransforms } from '../media-items/gallery';
import type { CommonAttributes, SlideAttribute } from './types';

/**
 * The transforms of a slides block.
 *
 * @param name The block's name.
 */
export function slideTransforms< A extends CommonAttributes >( name: string ) {
	return galleryTransforms< A >(
		name,
		( images ) =>
			( {
				slides: images.map( ( image ): SlideAttribute => ( {
					id: image.id,
					url: image.url,
					alt: image.alt,
					title: image.caption,
					text: '',
					link: '',
				} ) ),
			} ) as Partial< A >,
		( { slides } ) =>
			slides.map( ( slide ) => ( {
				id: slide.id ?? 0,
				url: slide.url ?? '',
				alt: slide.alt ?? '',
				caption: slide.title ?? '',
			} ) )
	);
}
