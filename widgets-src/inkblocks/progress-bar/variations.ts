/**
 * The Progress bar block's starting points.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ProgressBarAttributes } from './types';

/**
 * The starting points, with real sample text.
 */
export function variations(): Array<
	BlockVariation< Partial< ProgressBarAttributes > >
> {
	return [
		{
			name: 'skill',
			title: __( 'Skill level', 'inkblocks' ),
			description: __(
				'A skill and how far along it is, as a percentage.',
				'inkblocks'
			),
			icon: 'awards',
			scope: [ 'block' ],
			attributes: {
				title: __( 'Photography', 'inkblocks' ),
				percent: 72,
			},
		},
		{
			name: 'goal',
			title: __( 'Goal tracker', 'inkblocks' ),
			description: __(
				'A count towards a goal, shown as current/max.',
				'inkblocks'
			),
			icon: 'flag',
			scope: [ 'block' ],
			attributes: {
				title: __( 'Articles this month', 'inkblocks' ),
				currentValue: 18,
				maxValue: 24,
			},
		},
	];
}
