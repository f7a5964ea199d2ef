/**
 * The Popup trigger block's starting points: what the trigger looks like.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PopupTriggerAttributes } from './types';

/**
 * The starting points.
 */
export function variations(): Array<
	BlockVariation< Partial< PopupTriggerAttributes > >
> {
	return [
		{
			name: 'button',
			title: __( 'Button', 'inkblocks' ),
			description: __(
				'A button that opens the popup when clicked.',
				'inkblocks'
			),
			icon: 'button',
			scope: [ 'block' ],
			attributes: {
				display: 'button',
				trigger: 'click',
				text: __( 'Open the offer', 'inkblocks' ),
			},
		},
		{
			name: 'link',
			title: __( 'Text link', 'inkblocks' ),
			description: __(
				'A link in the flow of the text that opens the popup.',
				'inkblocks'
			),
			icon: 'admin-links',
			scope: [ 'block' ],
			attributes: {
				display: 'link',
				trigger: 'click',
				text: __( 'See what we read', 'inkblocks' ),
			},
		},
		{
			name: 'scrolled',
			title: __( 'Blocks seen on scroll', 'inkblocks' ),
			description: __(
				'A paragraph that opens the popup once it is scrolled into view, with a button for the keyboard.',
				'inkblocks'
			),
			icon: 'visibility',
			scope: [ 'block' ],
			attributes: {
				display: 'wrapper',
				trigger: 'scroll-to',
				text: __( 'Read more', 'inkblocks' ),
			},
			innerBlocks: [
				[
					'core/paragraph',
					{
						content: __(
							'Halfway there: our readers also liked these.',
							'inkblocks'
						),
					},
				],
			],
		},
	];
}
