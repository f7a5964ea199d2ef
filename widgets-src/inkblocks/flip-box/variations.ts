/**
 * The Flip box block's starting points.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FlipBoxAttributes } from './types';

/**
 * The starting points, with real sample text.
 */
export function variations(): Array<
	BlockVariation< Partial< FlipBoxAttributes > >
> {
	return [
		{
			name: 'service',
			title: __( 'Service card', 'inkblocks' ),
			description: __(
				'A service on the front; what it includes and a link on the back, turned on hover.',
				'inkblocks'
			),
			icon: 'id-alt',
			scope: [ 'block' ],
			attributes: {
				switchType: 'hover',
				frontTitle: __( 'Story editing', 'inkblocks' ),
				frontText: __(
					'From first draft to publication.',
					'inkblocks'
				),
				backTitle: __( 'Write with us', 'inkblocks' ),
				backText: __(
					'An editor reads your pitch within a week.',
					'inkblocks'
				),
				buttonText: __( 'Pitch a story', 'inkblocks' ),
				buttonUrl: '/contact/',
			},
		},
		{
			name: 'price-reveal',
			title: __( 'Monthly or yearly', 'inkblocks' ),
			description: __(
				'Two prices on one card, switched with a toggle.',
				'inkblocks'
			),
			icon: 'controls-repeat',
			scope: [ 'block' ],
			attributes: {
				switchType: 'toggle',
				frontTitle: __( 'Monthly', 'inkblocks' ),
				frontText: __( '4 € a month', 'inkblocks' ),
				backTitle: __( 'Yearly', 'inkblocks' ),
				backText: __( '40 € a year, two months free', 'inkblocks' ),
				backColor: '#00694a',
			},
		},
	];
}
