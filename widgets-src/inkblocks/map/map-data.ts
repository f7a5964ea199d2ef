/**
 * The map's pins as the editor edits them in the canvas list, and the island's props the canvas draws
 * from them, validated as the server's Map::props() and Map::pins() validate them.
 */

/**
 * Internal dependencies
 */
import { insertAt, moveAt, removeAt } from '../../common/editor/list';
import type { MapAttributes, MapPin, MapProps, PinAttribute } from './types';

/** Most pins a map takes (Map::MAX_PINS). */
export const MAX_PINS = 100;

/** A list edit: the new pins and the pin whose title takes the caret next (null: none). */
export interface PinEdit {
	pins: PinAttribute[];
	focus: number | null;
}

/**
 * A new pin, placed where the one before it is (or at the map's centre).
 *
 * @param near Where it starts.
 */
export function newPin( near: PinAttribute[ 'position' ] ): PinAttribute {
	return {
		position: { ...near },
		title: '',
		address: '',
		image: { id: 0, url: '', alt: '' },
		image_width: 0,
		image_height: 0,
		desc: '',
		link: {
			url: '',
			is_external: false,
			nofollow: false,
			custom_attributes: '',
		},
		link_title: '',
		state: 'closed',
	};
}

/**
 * A new pin after the one at `index` (-1: first), where that one is.
 *
 * @param pins   The pins.
 * @param index  The pin it follows.
 * @param center The map's centre, for a first pin.
 */
export function addPinAfter(
	pins: PinAttribute[],
	index: number,
	center: MapAttributes[ 'center' ]
): PinEdit {
	const at = Math.min( index + 1, pins.length );
	const near = pins[ index ]?.position ?? center;
	return { pins: insertAt( pins, at, newPin( near ) ), focus: at };
}

/**
 * The pins without the one at `index`; the caret goes to the one before it.
 *
 * @param pins  The pins.
 * @param index The pin.
 */
export function removePin( pins: PinAttribute[], index: number ): PinEdit {
	const next = removeAt( pins, index );
	return {
		pins: next,
		focus: next.length ? Math.max( index - 1, 0 ) : null,
	};
}

/**
 * The pins with one moved up (-1) or down (1); the caret follows it.
 *
 * @param pins  The pins.
 * @param index The pin.
 * @param step  -1 or 1.
 */
export function movePin(
	pins: PinAttribute[],
	index: number,
	step: number
): PinEdit {
	const next = moveAt( pins, index, step );
	return { pins: next, focus: next === pins ? index : index + step };
}

/**
 * A latitude and longitude within range, or null (Map::position()).
 *
 * @param raw The position.
 */
export function position(
	raw: { lat: unknown; lng: unknown } | undefined
): { lat: number; lng: number } | null {
	const read = ( value: unknown ) =>
		typeof value === 'number' ||
		( typeof value === 'string' && value.trim() !== '' )
			? Number( value )
			: NaN;
	const lat = read( raw?.lat );
	const lng = read( raw?.lng );
	if (
		! Number.isFinite( lat ) ||
		! Number.isFinite( lng ) ||
		Math.abs( lat ) > 90 ||
		Math.abs( lng ) > 180
	) {
		return null;
	}
	return { lat, lng };
}

/**
 * A text as HTML text.
 *
 * @param text The text.
 */
function escape( text: string ): string {
	const element = document.createElement( 'span' );
	element.textContent = text;
	return element.innerHTML;
}

/**
 * The text of a RichText value, without its tags.
 *
 * @param html The value.
 */
function plainText( html: string ): string {
	const element = document.createElement( 'div' );
	element.innerHTML = html;
	return ( element.textContent ?? '' ).trim();
}

/**
 * A pin's pop-up in the editor: its title and address, as the page's card shows them.
 *
 * @param pin The pin.
 */
function card( pin: PinAttribute ): string {
	const title = plainText( pin.title );
	return (
		'<div class="inkblocks-map-pin">' +
		( title
			? `<h3 class="inkblocks-map-pin__title">${ escape( title ) }</h3>`
			: '' ) +
		( pin.address
			? `<address class="inkblocks-map-pin__address">${ escape(
					pin.address
				) }</address>`
			: '' ) +
		'</div>'
	);
}

/**
 * The tile URL template when it is an http(s) address with {z}, {x} and {y}; '' draws no tiles
 * (Map::tile_url()).
 *
 * @param url The template.
 */
export function tileUrl( url: string ): string {
	const trimmed = url.trim();
	return /^https?:\/\/[^\s"'<>\\]+$/i.test( trimmed ) &&
		[ '{z}', '{x}', '{y}' ].every( ( part ) => trimmed.includes( part ) )
		? trimmed
		: '';
}

/**
 * The island's props of the attributes, as the server gives them; the canvas lists the pins itself.
 *
 * @param attributes The block's attributes.
 * @param id         A prefix for the pins' ids.
 */
export function mapProps( attributes: MapAttributes, id: string ): MapProps {
	const pins: MapPin[] = [];
	attributes.pins.slice( 0, MAX_PINS ).forEach( ( pin, index ) => {
		const place = position( pin.position );
		if ( place ) {
			pins.push( {
				id: `${ id }-pin-${ index + 1 }`,
				...place,
				title: plainText( pin.title ) || pin.address,
				open: pin.state === 'open',
				html: card( pin ),
			} );
		}
	} );
	const clamp = ( value: number, min: number, max: number ) =>
		Math.max( min, Math.min( max, Math.round( value ) ) );
	return {
		pins,
		center: position( attributes.center ) ?? {
			lat: pins[ 0 ]?.lat ?? 0,
			lng: pins[ 0 ]?.lng ?? 0,
		},
		fitPins: attributes.fitPins,
		zoom: clamp( attributes.zoom, 1, 20 ),
		maxZoom: clamp( attributes.maxZoom, 1, 22 ),
		height: clamp( attributes.height, 200, 1200 ),
		tileUrl: tileUrl( attributes.tileUrl ),
		// Leaflet prints it as HTML: in the editor, as text (the server keeps links).
		tileAttribution: escape( attributes.tileAttribution ),
		// The editor keeps the page from zooming under the mouse and lists the pins itself.
		scrollWheelZoom: false,
		showList: false,
	};
}
