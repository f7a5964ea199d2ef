/**
 * Leaflet and the map block's use of it: loaded only when a map comes near the screen.
 */

/**
 * External dependencies
 */
import L from 'leaflet';

/**
 * Internal dependencies
 */
import type { MapProps } from './types';

/** The pin marker: drawn by CSS, so it needs no image and shows even when nothing else loads. */
const PIN_ICON = L.divIcon( {
	className: 'inkblocks-map__marker',
	html: '<span class="inkblocks-map__marker-pin"></span>',
	iconSize: [ 28, 40 ],
	iconAnchor: [ 14, 40 ],
	popupAnchor: [ 0, -36 ],
} );

/** A drawn map: its pins can be shown, and it can be taken down. */
export interface PinnedMap {
	/** Centres a pin, opens its pop-up and focuses it. */
	show: ( pinId: string ) => void;
	/** Removes the map and its listeners. */
	remove: () => void;
}

/**
 * Draws the map with a marker per pin, each opening its card as a pop-up. Markers are keyboard buttons (Enter opens
 * the pop-up, Escape closes it and returns to the pin).
 *
 * @param element The map's element.
 * @param props   The island's props.
 * @param reduced Whether the reader prefers reduced motion.
 */
export function createMap(
	element: HTMLElement,
	props: MapProps,
	reduced: boolean
): PinnedMap {
	const markers = new Map< string, L.Marker >();
	const instance = L.map( element, {
		scrollWheelZoom: props.scrollWheelZoom,
		zoomAnimation: ! reduced,
		fadeAnimation: ! reduced,
		markerZoomAnimation: ! reduced,
		maxZoom: props.maxZoom,
	} );
	instance.attributionControl.setPrefix( false );
	if ( props.tileUrl ) {
		L.tileLayer( props.tileUrl, {
			attribution: props.tileAttribution,
			maxZoom: props.maxZoom,
		} ).addTo( instance );
	}
	for ( const pin of props.pins ) {
		const marker = L.marker( [ pin.lat, pin.lng ], {
			icon: PIN_ICON,
			title: pin.title,
			keyboard: true,
			riseOnHover: true,
		} )
			.bindPopup( pin.html, {
				// Pins open from the start stay open beside the others.
				autoClose: ! pin.open,
				closeOnClick: ! pin.open,
				maxWidth: 280,
			} )
			.addTo( instance );
		const icon = marker.getElement();
		icon?.setAttribute( 'aria-label', pin.title );
		icon?.setAttribute( 'data-pin', pin.id );
		markers.set( pin.id, marker );
	}
	const points = props.pins.map(
		( pin ) => [ pin.lat, pin.lng ] as [ number, number ]
	);
	if ( props.fitPins && points.length > 1 ) {
		instance.fitBounds( L.latLngBounds( points ), {
			padding: [ 48, 48 ],
			maxZoom: props.zoom,
		} );
	} else {
		instance.setView(
			props.fitPins && points[ 0 ] ? points[ 0 ] : props.center,
			props.zoom
		);
	}
	props.pins
		.filter( ( pin ) => pin.open )
		.forEach( ( pin ) => markers.get( pin.id )?.openPopup() );
	// Escape closes the pop-up of the focused pin (or the one focus is in) and returns focus to its pin.
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key !== 'Escape' ) {
			return;
		}
		const active = element.ownerDocument.activeElement;
		const marker = [ ...markers.values() ].find(
			( candidate ) =>
				candidate.isPopupOpen() &&
				( candidate.getElement() === active ||
					candidate.getPopup()?.getElement()?.contains( active ) )
		);
		if ( marker ) {
			event.stopPropagation();
			marker.closePopup();
			marker.getElement()?.focus();
		}
	};
	element.addEventListener( 'keydown', onKeyDown );
	return {
		show( pinId ) {
			const marker = markers.get( pinId );
			if ( ! marker ) {
				return;
			}
			instance.setView( marker.getLatLng(), instance.getZoom(), {
				animate: false,
			} );
			marker.openPopup();
			marker.getElement()?.focus();
		},
		remove() {
			element.removeEventListener( 'keydown', onKeyDown );
			instance.remove();
			markers.clear();
		},
	};
}
