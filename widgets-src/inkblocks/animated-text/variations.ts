/**
 * The Animated text block's starting points.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AnimatedTextAttributes } from './types';

/**
 * The starting points, with real sample text.
 */
export function variations(): Array<
	BlockVariation< Partial< AnimatedTextAttributes > >
> {
	return [
		{
			name: 'topics',
			title: __( 'Rotating topics', 'inkblocks' ),
			description: __(
				'A heading whose topic slides in, one after another.',
				'inkblocks'
			),
			icon: 'editor-textcolor',
			scope: [ 'block' ],
			attributes: {
				before: __( 'We write about', 'inkblocks' ),
				words: [
					__( 'health', 'inkblocks' ),
					__( 'science', 'inkblocks' ),
					__( 'cooking', 'inkblocks' ),
				],
				after: __( 'every week.', 'inkblocks' ),
				effect: 'fx2',
			},
		},
		{
			name: 'typing',
			title: __( 'Typed words', 'inkblocks' ),
			description: __(
				'A heading that types its last word, letter by letter.',
				'inkblocks'
			),
			icon: 'editor-code',
			scope: [ 'block' ],
			attributes: {
				before: __( 'Stories that are', 'inkblocks' ),
				words: [
					__( 'honest', 'inkblocks' ),
					__( 'curious', 'inkblocks' ),
					__( 'useful', 'inkblocks' ),
				],
				effect: 'fx8',
			},
		},
	];
}
