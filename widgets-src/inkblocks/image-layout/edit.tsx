/**
 * The "Justified images" block in the editor: its settings, its items, and a server preview.
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
		attribute: 'images',
		title: __( 'Images', 'inkblocks' ),
		newItem: () => ( { caption: '' } ),
		itemLabel: ( item, index ) =>
			String( item.caption || item.imageAlt || '' ) ||
			/* translators: %d: image number. */
			sprintf( __( 'Image %d', 'inkblocks' ), index + 1 ),
		fields: [
			{ name: 'image', type: 'image', label: __( 'Image', 'inkblocks' ) },
			{
				name: 'caption',
				type: 'text',
				label: __( 'Caption', 'inkblocks' ),
			},
		],
	},
	panels: [
		{
			title: __( 'Layout', 'inkblocks' ),
			fields: [
				{
					name: 'rowHeight',
					type: 'number',
					label: __( 'Row height (px)', 'inkblocks' ),
					min: 80,
					max: 800,
					step: 10,
				},
				{
					name: 'gap',
					type: 'number',
					label: __( 'Space between images (px)', 'inkblocks' ),
					min: 0,
					max: 48,
				},
				{
					name: 'lightbox',
					type: 'toggle',
					label: __( 'Open images in the lightbox', 'inkblocks' ),
				},
				{
					name: 'showCaptions',
					type: 'toggle',
					label: __( 'Show captions', 'inkblocks' ),
				},
			],
		},
	],
} );
