/**
 * The Scroll navigation block's starting points.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ScrollNavigationAttributes } from './types';

/**
 * The starting points: sections named as a page's usually are (their ids are the anchors to give the
 * page's sections).
 */
export function variations(): Array<
	BlockVariation< Partial< ScrollNavigationAttributes > >
> {
	return [
		{
			name: 'three-sections',
			title: __( 'Three sections', 'inkblocks' ),
			description: __(
				'A menu of three sections at the right of the window.',
				'inkblocks'
			),
			icon: 'menu-alt3',
			scope: [ 'block' ],
			attributes: {
				position: 'right',
				items: [
					{ label: __( 'About', 'inkblocks' ), sectionId: 'about' },
					{
						label: __( 'Our work', 'inkblocks' ),
						sectionId: 'work',
					},
					{
						label: __( 'Contact', 'inkblocks' ),
						sectionId: 'contact',
					},
				],
			},
		},
		{
			name: 'long-read',
			title: __( 'Chapters of a long read', 'inkblocks' ),
			description: __(
				'Five chapters at the left of the window, with the address kept clean.',
				'inkblocks'
			),
			icon: 'book',
			scope: [ 'block' ],
			attributes: {
				position: 'left',
				sectionIdVisibility: true,
				items: [
					{
						label: __( 'Introduction', 'inkblocks' ),
						sectionId: 'introduction',
					},
					{
						label: __( 'Background', 'inkblocks' ),
						sectionId: 'background',
					},
					{
						label: __( 'Findings', 'inkblocks' ),
						sectionId: 'findings',
					},
					{
						label: __( 'What next', 'inkblocks' ),
						sectionId: 'next',
					},
					{
						label: __( 'Sources', 'inkblocks' ),
						sectionId: 'sources',
					},
				],
			},
		},
	];
}
