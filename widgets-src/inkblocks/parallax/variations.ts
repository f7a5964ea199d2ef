/**
 * The Parallax section block's starting points.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ParallaxAttributes } from './types';

/** Centred text: WordPress 7.1 keeps it as a typography style, 6.8 as the block's own attribute. */
const CENTRED = { style: { typography: { textAlign: 'center' } } };

/**
 * The starting points, with real sample text (the image is chosen next, on the section).
 */
export function variations(): Array<
	BlockVariation< Partial< ParallaxAttributes > >
> {
	return [
		{
			name: 'hero',
			title: __( 'Title over an image', 'inkblocks' ),
			description: __(
				'A full-width title and a line of text over an image that moves as the page scrolls.',
				'inkblocks'
			),
			icon: 'cover-image',
			scope: [ 'block' ],
			attributes: {
				type: 'scroll',
				align: 'full',
			} as Partial< ParallaxAttributes >,
			innerBlocks: [
				[
					'core/heading',
					{
						...CENTRED,
						textAlign: 'center',
						content: __( 'Read slowly', 'inkblocks' ),
					},
				],
				[
					'core/paragraph',
					{
						...CENTRED,
						align: 'center',
						content: __(
							'The background moves as you scroll; the words stay put.',
							'inkblocks'
						),
					},
				],
			],
		},
		{
			name: 'mouse',
			title: __( 'Banner that follows the mouse', 'inkblocks' ),
			description: __(
				'A short banner whose image leans towards the mouse.',
				'inkblocks'
			),
			icon: 'move',
			scope: [ 'block' ],
			attributes: { type: 'mouse', minHeight: 320 },
			innerBlocks: [
				[
					'core/paragraph',
					{
						...CENTRED,
						align: 'center',
						content: __(
							'Move the mouse over this section.',
							'inkblocks'
						),
					},
				],
			],
		},
	];
}
