/**
 * The "Image accordion" block's starting points: images to choose on the canvas, with their titles and
 * texts.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { newImage } from './edit';
import type {
	AccordionImageAttribute,
	ImageAccordionAttributes,
} from './types';

/**
 * Images with these titles and texts and no image chosen yet.
 *
 * @param texts Title and text of each image.
 */
function imagesOf(
	texts: Array< [ string, string ] >
): AccordionImageAttribute[] {
	return texts.map( ( [ title, description ] ) => ( {
		...newImage(),
		title,
		description,
	} ) );
}

/**
 * The starting points.
 */
export function variations(): Array<
	BlockVariation< Partial< ImageAccordionAttributes > >
> {
	return [
		{
			name: 'destinations',
			title: __( 'Destinations', 'inkblocks' ),
			description: __(
				'Five places side by side, the first open; pointing at one opens it.',
				'inkblocks'
			),
			icon: 'location-alt',
			scope: [ 'block' ],
			attributes: {
				activeItem: 1,
				items: imagesOf( [
					[
						__( 'Coast', 'inkblocks' ),
						__( 'Where the reporting trips begin.', 'inkblocks' ),
					],
					[
						__( 'City', 'inkblocks' ),
						__( 'Stories from the streets.', 'inkblocks' ),
					],
					[
						__( 'Forest', 'inkblocks' ),
						__( 'Quiet reading for long evenings.', 'inkblocks' ),
					],
					[
						__( 'Mountains', 'inkblocks' ),
						__( 'Essays from the high places.', 'inkblocks' ),
					],
					[
						__( 'Islands', 'inkblocks' ),
						__( 'Letters from the edges of the map.', 'inkblocks' ),
					],
				] ),
			},
		},
		{
			name: 'team',
			title: __( 'Meet the team', 'inkblocks' ),
			description: __(
				'Three people, each opened with a click to show their name and role.',
				'inkblocks'
			),
			icon: 'groups',
			scope: [ 'block' ],
			attributes: {
				activeOn: 'click',
				activeSize: 60,
				items: imagesOf( [
					[
						__( 'Ana Ruiz', 'inkblocks' ),
						__( 'Editor in chief', 'inkblocks' ),
					],
					[
						__( 'Tom Becker', 'inkblocks' ),
						__( 'Photography', 'inkblocks' ),
					],
					[
						__( 'Mia Okafor', 'inkblocks' ),
						__( 'Community', 'inkblocks' ),
					],
				] ),
			},
		},
	];
}
