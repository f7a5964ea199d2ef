/**
 * The Testimonials block's starting points.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TestimonialAttributes } from '../testimonial/types';
import type { TestimonialsAttributes } from './types';

/**
 * A Testimonial child of a starting point.
 *
 * @param attributes Its texts and rating.
 */
const quote = (
	attributes: Partial< TestimonialAttributes >
): [ string, Partial< TestimonialAttributes > ] => [
	'inkblocks/testimonial',
	attributes,
];

/**
 * The starting points, with real sample text.
 */
export function variations(): Array<
	BlockVariation< Partial< TestimonialsAttributes > >
> {
	return [
		{
			name: 'three-quotes',
			title: __( 'Three quotes', 'inkblocks' ),
			description: __(
				'Three quotes side by side, with names and roles.',
				'inkblocks'
			),
			icon: 'grid-view',
			scope: [ 'block' ],
			attributes: { layout: 'grid', columns: 3, showRating: false },
			innerBlocks: [
				quote( {
					content: __(
						'The only newsletter I read to the end, every single week.',
						'inkblocks'
					),
					name: __( 'Maya Lindqvist', 'inkblocks' ),
					role: __( 'Subscriber since 2021', 'inkblocks' ),
				} ),
				quote( {
					content: __(
						'Careful reporting, kind comments section. A rare thing.',
						'inkblocks'
					),
					name: __( 'Tomás Ortega', 'inkblocks' ),
					role: __( 'Reader', 'inkblocks' ),
				} ),
				quote( {
					content: __(
						'I came for the health pieces and stayed for the essays.',
						'inkblocks'
					),
					name: __( 'Grace Okafor', 'inkblocks' ),
					role: __( 'Nurse', 'inkblocks' ),
				} ),
			],
		},
		{
			name: 'reviews',
			title: __( 'Reviews carousel', 'inkblocks' ),
			description: __(
				'Rated reviews in a carousel that shows three at a time.',
				'inkblocks'
			),
			icon: 'star-filled',
			scope: [ 'block' ],
			attributes: { layout: 'carousel', columns: 3, showRating: true },
			innerBlocks: [
				quote( {
					content: __(
						'Clear writing that respects my time.',
						'inkblocks'
					),
					name: __( 'Henrik Sato', 'inkblocks' ),
					role: __( 'Engineer', 'inkblocks' ),
					rating: 5,
				} ),
				quote( {
					content: __(
						'The follow feature means I never miss my favourite authors.',
						'inkblocks'
					),
					name: __( 'Lena Novak', 'inkblocks' ),
					role: __( 'Student', 'inkblocks' ),
					rating: 5,
				} ),
				quote( {
					content: __(
						'Thoughtful, well edited and never shouting.',
						'inkblocks'
					),
					name: __( 'Amara Diallo', 'inkblocks' ),
					role: __( 'Teacher', 'inkblocks' ),
					rating: 4,
				} ),
				quote( {
					content: __(
						'My morning read, with the first coffee.',
						'inkblocks'
					),
					name: __( 'Jonas Weber', 'inkblocks' ),
					role: __( 'Baker', 'inkblocks' ),
					rating: 4,
				} ),
			],
		},
	];
}
