/**
 * The Portfolio block in the editor: its items and settings, with the server render as preview.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { settingsEdit } from '../../common/block-settings';
import metadata from './block.json';

export const Edit = settingsEdit( metadata.name, {
	items: {
		attribute: 'items',
		title: __( 'Items', 'inkblocks' ),
		newItem: () => ( { title: '', categories: '', lightboxEnabled: true } ),
		itemLabel: ( item, index ) =>
			String( item.title || '' ) ||
			/* translators: %d: item number. */
			sprintf( __( 'Item %d', 'inkblocks' ), index + 1 ),
		fields: [
			{ name: 'image', type: 'image', label: __( 'Image', 'inkblocks' ) },
			{ name: 'title', type: 'text', label: __( 'Title', 'inkblocks' ) },
			{
				name: 'description',
				type: 'textarea',
				label: __( 'Description', 'inkblocks' ),
			},
			{
				name: 'categories',
				type: 'text',
				label: __( 'Categories', 'inkblocks' ),
				help: __(
					'Separated by commas, for example: Print, Web.',
					'inkblocks'
				),
			},
			{
				name: 'lightboxEnabled',
				type: 'toggle',
				label: __( 'Open the image in the lightbox', 'inkblocks' ),
			},
			{
				name: 'link',
				type: 'url',
				label: __( 'Link (without the lightbox)', 'inkblocks' ),
			},
		],
	},
	panels: [
		{
			title: __( 'Layout', 'inkblocks' ),
			fields: [
				{
					name: 'layout',
					type: 'select',
					label: __( 'Layout', 'inkblocks' ),
					options: [
						{
							label: __( 'Masonry', 'inkblocks' ),
							value: 'masonry',
						},
						{ label: __( 'Grid', 'inkblocks' ), value: 'grid' },
					],
				},
				{
					name: 'columns',
					type: 'number',
					label: __( 'Columns', 'inkblocks' ),
					min: 1,
					max: 6,
				},
				{
					name: 'perPage',
					type: 'number',
					label: __( 'Items per page', 'inkblocks' ),
					help: __(
						"Also how many more each 'view more' shows.",
						'inkblocks'
					),
					min: 1,
					max: 48,
				},
			],
		},
		{
			title: __( 'Filter and paging', 'inkblocks' ),
			fields: [
				{
					name: 'showFilter',
					type: 'toggle',
					label: __( 'Show the category filter', 'inkblocks' ),
				},
				{
					name: 'allLabel',
					type: 'text',
					label: __( "Label of the 'all' filter", 'inkblocks' ),
					help: __( 'Empty: All', 'inkblocks' ),
				},
				{
					name: 'moreLabel',
					type: 'text',
					label: __( "Label of 'view more'", 'inkblocks' ),
					help: __( 'Empty: View more', 'inkblocks' ),
				},
			],
		},
	],
} );
