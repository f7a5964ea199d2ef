/**
 * The "Image accordion" block in the editor: its settings, its items, and a server preview.
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
		title: __( 'Images', 'inkblocks' ),
		newItem: () => ( { title: '', description: '', link: '' } ),
		itemLabel: ( item, index ) =>
			String( item.title || '' ) ||
			/* translators: %d: image number. */
			sprintf( __( 'Image %d', 'inkblocks' ), index + 1 ),
		fields: [
			{ name: 'image', type: 'image', label: __( 'Image', 'inkblocks' ) },
			{ name: 'title', type: 'text', label: __( 'Title', 'inkblocks' ) },
			{
				name: 'description',
				type: 'textarea',
				label: __( 'Text', 'inkblocks' ),
			},
			{ name: 'link', type: 'url', label: __( 'Link', 'inkblocks' ) },
			{
				name: 'linkText',
				type: 'text',
				label: __( 'Link text', 'inkblocks' ),
			},
		],
	},
	panels: [
		{
			title: __( 'Behaviour', 'inkblocks' ),
			fields: [
				{
					name: 'activeOn',
					type: 'select',
					label: __( 'An image opens on', 'inkblocks' ),
					options: [
						{
							label: __( 'Hover or focus', 'inkblocks' ),
							value: 'hover',
						},
						{ label: __( 'Click', 'inkblocks' ), value: 'click' },
					],
				},
				{
					name: 'activeItem',
					type: 'number',
					label: __( 'Image open at first (0: none)', 'inkblocks' ),
					min: 0,
					max: 20,
				},
				{
					name: 'activeSize',
					type: 'number',
					label: __( 'Width of the open image (%)', 'inkblocks' ),
					min: 10,
					max: 90,
				},
				{
					name: 'duration',
					type: 'number',
					label: __( 'Duration (ms)', 'inkblocks' ),
					min: 0,
					max: 5000,
					step: 50,
				},
				{
					name: 'height',
					type: 'number',
					label: __( 'Height (px)', 'inkblocks' ),
					min: 150,
					max: 1200,
					step: 10,
				},
			],
		},
	],
} );
