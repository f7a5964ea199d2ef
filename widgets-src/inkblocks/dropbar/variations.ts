/**
 * The Dropbar block's starting points.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DropbarAttributes } from './types';

/**
 * The starting points, with real sample text.
 */
export function variations(): Array<
	BlockVariation< Partial< DropbarAttributes > >
> {
	return [
		{
			name: 'links',
			title: __( 'Menu of links', 'inkblocks' ),
			description: __(
				'A button that opens a short list of links on click.',
				'inkblocks'
			),
			icon: 'menu',
			scope: [ 'block' ],
			attributes: {
				label: __( 'Reading options', 'inkblocks' ),
				mode: 'click',
			},
			innerBlocks: [
				[
					'core/list',
					{},
					[
						[
							'core/list-item',
							{
								content: `<a href="/account/">${ __(
									'Your account',
									'inkblocks'
								) }</a>`,
							},
						],
						[
							'core/list-item',
							{
								content: `<a href="/newsletter/">${ __(
									'The newsletter',
									'inkblocks'
								) }</a>`,
							},
						],
					],
				],
			],
		},
		{
			name: 'note',
			title: __( 'Note on hover', 'inkblocks' ),
			description: __(
				'A button that shows a short note while the pointer is on it.',
				'inkblocks'
			),
			icon: 'info-outline',
			scope: [ 'block' ],
			attributes: {
				label: __( 'About this page', 'inkblocks' ),
				mode: 'hover',
			},
			innerBlocks: [
				[
					'core/paragraph',
					{
						content: __(
							'A few words on what this page is for and who wrote it.',
							'inkblocks'
						),
					},
				],
			],
		},
	];
}
