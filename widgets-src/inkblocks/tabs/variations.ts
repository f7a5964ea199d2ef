/**
 * The Tabs block's starting points.
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
import type { TabsAttributes } from './types';

/**
 * The starting points, with real sample text.
 */
export function variations(): Array<
	BlockVariation< Partial< TabsAttributes > >
> {
	return [
		{
			name: 'product',
			title: __( 'Product tabs', 'inkblocks' ),
			description: __(
				'An overview, the specifications and shipping, one tab each.',
				'inkblocks'
			),
			icon: 'cart',
			scope: [ 'block' ],
			attributes: { orientation: 'horizontal' },
			innerBlocks: panelTemplate( [
				{
					title: __( 'Overview', 'inkblocks' ),
					active: true,
					text: __(
						'What it is, who it is for and why it is worth it, in a few sentences.',
						'inkblocks'
					),
				},
				{
					title: __( 'Specifications', 'inkblocks' ),
					text: __(
						'Size, weight, materials and what is in the box.',
						'inkblocks'
					),
				},
				{
					title: __( 'Shipping', 'inkblocks' ),
					text: __(
						'Ships within two working days; returns are free for 30 days.',
						'inkblocks'
					),
				},
			] ),
		},
		{
			name: 'side',
			title: __( 'Side tabs', 'inkblocks' ),
			description: __(
				'Tabs at the side, for longer labels such as the steps of a routine.',
				'inkblocks'
			),
			icon: 'editor-table',
			scope: [ 'block' ],
			attributes: { orientation: 'vertical' },
			innerBlocks: panelTemplate( [
				{
					title: __( 'Morning', 'inkblocks' ),
					active: true,
					text: __(
						'Open the shutters and read one long article with the first coffee.',
						'inkblocks'
					),
				},
				{
					title: __( 'Afternoon', 'inkblocks' ),
					text: __(
						'A walk, then the hard thinking while the light is good.',
						'inkblocks'
					),
				},
				{
					title: __( 'Evening', 'inkblocks' ),
					text: __(
						'Screens off at nine, and a paper book.',
						'inkblocks'
					),
				},
			] ),
		},
	];
}
