/**
 * The Slider block's starting points: slides with their texts, whose images are chosen on the canvas.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { newSlide } from './SlidesEdit';
import type { SlideAttribute, SliderAttributes } from './types';

/**
 * Slides with these texts and no image yet.
 *
 * @param texts Title and text of each slide.
 */
export function slidesOf(
	texts: Array< [ string, string ] >
): SlideAttribute[] {
	return texts.map( ( [ title, text ] ) => ( {
		...newSlide(),
		title,
		text,
	} ) );
}

/**
 * The starting points.
 */
export function variations(): Array<
	BlockVariation< Partial< SliderAttributes > >
> {
	return [
		{
			name: 'hero',
			title: __( 'Hero slider', 'inkblocks' ),
			description: __(
				'Three wide slides with a headline and a line each, turning on their own, without thumbnails.',
				'inkblocks'
			),
			icon: 'cover-image',
			scope: [ 'block' ],
			attributes: {
				label: __( 'Featured stories', 'inkblocks' ),
				height: 480,
				thumbnails: false,
				fullscreen: false,
				slides: slidesOf( [
					[
						__( 'Stories from the field', 'inkblocks' ),
						__(
							'Reporting from the places the news forgets.',
							'inkblocks'
						),
					],
					[
						__( 'Write with us', 'inkblocks' ),
						__( 'Every reader can become an author.', 'inkblocks' ),
					],
					[
						__( 'The weekly letter', 'inkblocks' ),
						__(
							'The best of the week, every Friday.',
							'inkblocks'
						),
					],
				] ),
			},
		},
		{
			name: 'photos',
			title: __( 'Photo slideshow', 'inkblocks' ),
			description: __(
				'Four photos with thumbnails below and a fullscreen button, changed by the reader.',
				'inkblocks'
			),
			icon: 'format-gallery',
			scope: [ 'block' ],
			attributes: {
				label: __( 'Photos', 'inkblocks' ),
				autoplay: false,
				slides: slidesOf( [
					[ '', '' ],
					[ '', '' ],
					[ '', '' ],
					[ '', '' ],
				] ),
			},
		},
	];
}
