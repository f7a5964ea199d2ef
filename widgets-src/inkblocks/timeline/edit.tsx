/**
 * The Timeline block in the editor: its events and layout in the sidebar, its server render as preview.
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
		title: __( 'Events', 'inkblocks' ),
		newItem: () => ( { date: '', title: '', content: '' } ),
		itemLabel: ( item, index ) =>
			String( item.title || '' ) ||
			/* translators: %d: event number. */
			sprintf( __( 'Event %d', 'inkblocks' ), index + 1 ),
		fields: [
			{ name: 'date', type: 'text', label: __( 'Date', 'inkblocks' ) },
			{ name: 'title', type: 'text', label: __( 'Title', 'inkblocks' ) },
			{
				name: 'content',
				type: 'textarea',
				label: __( 'Text', 'inkblocks' ),
			},
			{ name: 'image', type: 'image', label: __( 'Image', 'inkblocks' ) },
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
							label: __( 'Vertical', 'inkblocks' ),
							value: 'vertical',
						},
						{
							label: __( 'Horizontal', 'inkblocks' ),
							value: 'horizontal',
						},
					],
				},
				{
					name: 'perView',
					type: 'number',
					label: __(
						'Events shown at once (horizontal)',
						'inkblocks'
					),
					min: 1,
					max: 6,
				},
			],
		},
	],
} );
