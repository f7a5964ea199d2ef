/**
 * The Scratch card block's starting points.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ScratchAttributes } from './types';

/**
 * The starting points, with real sample text.
 */
export function variations(): Array<
	BlockVariation< Partial< ScratchAttributes > >
> {
	return [
		{
			name: 'coupon',
			title: __( 'Discount code', 'inkblocks' ),
			description: __(
				'A discount and its code under a grey cover.',
				'inkblocks'
			),
			icon: 'tickets-alt',
			scope: [ 'block' ],
			attributes: {
				title: __( '20% off your first year', 'inkblocks' ),
				text: __(
					'Use the code INKWELL20 when you subscribe.',
					'inkblocks'
				),
				coverText: __( 'Scratch for your discount', 'inkblocks' ),
			},
		},
		{
			name: 'answer',
			title: __( 'Quiz answer', 'inkblocks' ),
			description: __(
				'The answer to a question, revealed by scratching a blue cover.',
				'inkblocks'
			),
			icon: 'editor-help',
			scope: [ 'block' ],
			attributes: {
				title: __( 'Venus', 'inkblocks' ),
				text: __(
					'A day on Venus lasts longer than its year.',
					'inkblocks'
				),
				coverText: __( 'Scratch to see the answer', 'inkblocks' ),
				coverColor: '#1e3a8a',
				height: 220,
			},
		},
	];
}
