/**
 * The inkwell/posts block's starting points.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PostsAttributes } from './types';

/**
 * The starting points.
 */
export function variations(): Array<
	BlockVariation< Partial< PostsAttributes > >
> {
	return [
		{
			name: 'latest',
			title: __( 'Latest articles', 'inkwell-community' ),
			description: __(
				'Six articles a page under a heading, newest first.',
				'inkwell-community'
			),
			icon: 'grid-view',
			scope: [ 'block' ],
			attributes: {
				heading: __( 'Latest articles', 'inkwell-community' ),
				perPage: 6,
			},
		},
		{
			name: 'short',
			title: __( 'Short list', 'inkwell-community' ),
			description: __(
				'Three articles a page without a heading, for a sidebar or the end of a page.',
				'inkwell-community'
			),
			icon: 'list-view',
			scope: [ 'block' ],
			attributes: { perPage: 3 },
		},
	];
}
