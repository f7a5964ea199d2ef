/**
 * The Progress bar block in the editor: its settings in the sidebar, its server render as preview.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { settingsEdit } from '../../common/block-settings';
import metadata from './block.json';

export const Edit = settingsEdit( metadata.name, {
	panels: [
		{
			title: __( 'Progress', 'inkblocks' ),
			fields: [
				{
					name: 'title',
					type: 'text',
					label: __( 'Title', 'inkblocks' ),
				},
				{
					name: 'percent',
					type: 'number',
					label: __( 'Percent', 'inkblocks' ),
					min: 0,
					max: 100,
				},
				{
					name: 'currentValue',
					type: 'number',
					label: __( 'Current value', 'inkblocks' ),
					help: __(
						"With a max value, the bar shows 'current/max' instead of the percent.",
						'inkblocks'
					),
					min: 0,
					max: 10000,
				},
				{
					name: 'maxValue',
					type: 'number',
					label: __( 'Max value', 'inkblocks' ),
					min: 0,
					max: 10000,
				},
				{
					name: 'showValue',
					type: 'toggle',
					label: __( 'Show the value', 'inkblocks' ),
				},
				{
					name: 'animate',
					type: 'toggle',
					label: __( 'Animate when it comes into view', 'inkblocks' ),
					help: __(
						'Never when current exceeds max, nor for readers who prefer less motion.',
						'inkblocks'
					),
				},
			],
		},
	],
} );
