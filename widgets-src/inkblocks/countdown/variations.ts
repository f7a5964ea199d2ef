/**
 * The Countdown block's starting points.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { CountdownAttributes } from './types';
import { __ } from '@wordpress/i18n';

/**
 * Local date and time, YYYY-MM-DD HH:MM:SS, some days from now at nine in the morning.
 *
 * @param days Days ahead.
 */
function daysAhead( days: number ): string {
	const date = new Date();
	date.setDate( date.getDate() + days );
	const pad = ( value: number ) => String( value ).padStart( 2, '0' );
	return `${ date.getFullYear() }-${ pad( date.getMonth() + 1 ) }-${ pad(
		date.getDate()
	) } 09:00:00`;
}

/**
 * The starting points, built when the editor registers the block (the launch is two weeks ahead).
 */
export function variations(): Array<
	BlockVariation< Partial< CountdownAttributes > >
> {
	return [
		{
			name: 'launch',
			title: __( 'Launch countdown', 'inkblocks' ),
			description: __(
				'Counts down to a launch date two weeks ahead, then shows a message.',
				'inkblocks'
			),
			icon: 'megaphone',
			scope: [ 'block' ],
			attributes: {
				type: 'due_date',
				dueDate: daysAhead( 14 ),
				expireActions: [ 'message' ],
				expireMessage: __(
					'<strong>We have launched!</strong> Thank you for waiting.',
					'inkblocks'
				),
			},
		},
		{
			name: 'evergreen-offer',
			title: __( 'Evergreen offer', 'inkblocks' ),
			description: __(
				'Gives each visitor 48 hours from their first visit, then hides.',
				'inkblocks'
			),
			icon: 'tag',
			scope: [ 'block' ],
			attributes: {
				type: 'evergreen',
				evergreenInterval: 172800,
				expireActions: [ 'hide' ],
			},
		},
	];
}
