/**
 * The Switcher block's starting points.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { panelTemplate } from '../panel/template';
import type { SwitcherAttributes } from './types';

/**
 * The starting points, with real sample text.
 */
export function variations(): Array<
	BlockVariation< Partial< SwitcherAttributes > >
> {
	return [
		{
			name: 'billing',
			title: __( 'Monthly / yearly', 'inkblocks' ),
			description: __(
				'Monthly and yearly prices, switched by the reader.',
				'inkblocks'
			),
			icon: 'money-alt',
			scope: [ 'block' ],
			attributes: { enabled: false },
			innerBlocks: panelTemplate( [
				{
					title: __( 'Monthly', 'inkblocks' ),
					text: __(
						'Pay 9 € a month and stop whenever you like.',
						'inkblocks'
					),
				},
				{
					title: __( 'Yearly', 'inkblocks' ),
					text: __(
						'Pay 90 € a year: two months free.',
						'inkblocks'
					),
				},
			] ),
		},
		{
			name: 'before-after',
			title: __( 'Before / after', 'inkblocks' ),
			description: __(
				'Two versions of the same thing, such as before and after.',
				'inkblocks'
			),
			icon: 'image-flip-horizontal',
			scope: [ 'block' ],
			attributes: { enabled: false },
			innerBlocks: panelTemplate( [
				{
					title: __( 'Before', 'inkblocks' ),
					text: __( 'How it was.', 'inkblocks' ),
				},
				{
					title: __( 'After', 'inkblocks' ),
					text: __( 'How it is now.', 'inkblocks' ),
				},
			] ),
		},
	];
}
