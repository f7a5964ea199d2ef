/**
 * The "Testimonials" block in the editor: the quotes, the layout, and a server preview.
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
		title: __( 'Testimonials', 'inkblocks' ),
		newItem: () => ( { content: '', name: '', role: '', rating: 5 } ),
		itemLabel: ( item, index ) =>
			String( item.name || '' ) ||
			/* translators: %d: testimonial number. */
			sprintf( __( 'Testimonial %d', 'inkblocks' ), index + 1 ),
		fields: [
			{
				name: 'content',
				type: 'textarea',
				label: __( 'Quote', 'inkblocks' ),
			},
			{ name: 'name', type: 'text', label: __( 'Name', 'inkblocks' ) },
			{
				name: 'role',
				type: 'text',
				label: __( 'Role or company', 'inkblocks' ),
			},
			{ name: 'image', type: 'image', label: __( 'Photo', 'inkblocks' ) },
			{
				name: 'rating',
				type: 'number',
				label: __( 'Rating (stars)', 'inkblocks' ),
				min: 0,
				max: 5,
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
							label: __( 'Carousel', 'inkblocks' ),
							value: 'carousel',
						},
						{ label: __( 'Grid', 'inkblocks' ), value: 'grid' },
					],
				},
				{
					name: 'columns',
					type: 'number',
					label: __( 'Testimonials shown at once', 'inkblocks' ),
					min: 1,
					max: 4,
				},
				{
					name: 'showRating',
					type: 'toggle',
					label: __( 'Show the rating stars', 'inkblocks' ),
				},
			],
		},
	],
} );
