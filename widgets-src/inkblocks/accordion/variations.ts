/**
 * The Accordion block's starting points.
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
import type { AccordionAttributes } from './types';

/**
 * The starting points, with real sample text.
 */
export function variations(): Array<
	BlockVariation< Partial< AccordionAttributes > >
> {
	return [
		{
			name: 'faq',
			title: __( 'FAQ', 'inkblocks' ),
			description: __(
				'Frequently asked questions, one answer open at a time.',
				'inkblocks'
			),
			icon: 'editor-help',
			scope: [ 'block' ],
			attributes: { collapsible: true },
			innerBlocks: panelTemplate( [
				{
					title: __( 'When will my order arrive?', 'inkblocks' ),
					active: true,
					text: __(
						'Within three to five working days; you get a tracking link by e-mail.',
						'inkblocks'
					),
				},
				{
					title: __( 'Can I return it?', 'inkblocks' ),
					text: __(
						'Yes, for 30 days, in its original box.',
						'inkblocks'
					),
				},
				{
					title: __( 'How do I reach you?', 'inkblocks' ),
					text: __(
						'Write to us from the contact page; we answer within a day.',
						'inkblocks'
					),
				},
			] ),
		},
		{
			name: 'steps',
			title: __( 'Steps', 'inkblocks' ),
			description: __(
				'Steps that each open and close on their own, such as a recipe.',
				'inkblocks'
			),
			icon: 'editor-ol',
			scope: [ 'block' ],
			attributes: { collapsible: false },
			innerBlocks: panelTemplate( [
				{
					title: __( 'Ingredients', 'inkblocks' ),
					text: __(
						'400 g of flour, 280 g of water, 8 g of salt.',
						'inkblocks'
					),
				},
				{
					title: __( 'Method', 'inkblocks' ),
					text: __(
						'Mix, rest an hour, shape and bake at 240 °C.',
						'inkblocks'
					),
				},
			] ),
		},
	];
}
