/**
 * The Map block's starting points: one place, or a short walk of three places.
 */

/**
 * WordPress dependencies
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { newPin } from './map-data';
import type { MapAttributes, PinAttribute } from './types';

/**
 * A pin with its place and texts.
 *
 * @param lat     Latitude.
 * @param lng     Longitude.
 * @param title   Title.
 * @param address Address.
 * @param desc    Description.
 * @param open    Whether its pop-up starts open.
 */
function pin(
	lat: number,
	lng: number,
	title: string,
	address: string,
	desc: string,
	open = false
): PinAttribute {
	return {
		...newPin( { lat, lng } ),
		title,
		address,
		desc,
		state: open ? 'open' : 'closed',
	};
}

/**
 * The starting points.
 */
export function variations(): Array<
	BlockVariation< Partial< MapAttributes > >
> {
	return [
		{
			name: 'one-place',
			title: __( 'One place', 'inkblocks' ),
			description: __(
				'A single pin with its card open, such as your office or a venue.',
				'inkblocks'
			),
			icon: 'location',
			scope: [ 'block' ],
			attributes: {
				zoom: 16,
				pins: [
					pin(
						38.7107,
						-9.1403,
						__( 'Our office', 'inkblocks' ),
						__( 'Rua Garrett 73, Lisboa', 'inkblocks' ),
						__( 'Open every weekday from 9 to 18.', 'inkblocks' ),
						true
					),
				],
			},
		},
		{
			name: 'places',
			title: __( 'Several places', 'inkblocks' ),
			description: __(
				'Three pins listed below the map, the view fitted around them.',
				'inkblocks'
			),
			icon: 'location-alt',
			scope: [ 'block' ],
			attributes: {
				zoom: 15,
				pins: [
					pin(
						38.7107,
						-9.1403,
						__( 'Bookshop', 'inkblocks' ),
						__( 'Rua Garrett 73, Lisboa', 'inkblocks' ),
						__( 'A quiet reading corner at the back.', 'inkblocks' )
					),
					pin(
						38.7058,
						-9.144,
						__( 'Riverside bench', 'inkblocks' ),
						__( 'Cais do Sodré, Lisboa', 'inkblocks' ),
						__( 'Where the editors meet on Fridays.', 'inkblocks' )
					),
					pin(
						38.7078,
						-9.1372,
						__( 'Writing room', 'inkblocks' ),
						__( 'Rua Augusta 110, Lisboa', 'inkblocks' ),
						__( 'Open desks for members.', 'inkblocks' )
					),
				],
			},
		},
	];
}
