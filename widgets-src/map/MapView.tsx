/**
 * External dependencies
 */
import L from 'leaflet';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { MapPin, MapProps } from './types';

/** The pin marker: drawn by CSS, so it needs no image and shows even when nothing else loads. */
const PIN_ICON = L.divIcon( {
	className: 'inkblocks-map__marker',
	html: '<span class="inkblocks-map__marker-pin"></span>',
	iconSize: [ 28, 40 ],
	iconAnchor: [ 14, 40 ],
	popupAnchor: [ 0, -36 ],
} );

/**
 * The map island: a Leaflet map with a marker per pin, each opening its card as a pop-up. Markers and pop-ups
 * are the page's own markup, so they work when the tiles cannot load. Markers are keyboard buttons (Enter opens
 * the pop-up, Escape closes it and returns to the pin); the list of places below has a button per place that shows
 * it on the map.
 *
 * @param props The island's props.
 */
export function MapView( props: MapProps ) {
	const canvas = useRef< HTMLDivElement >( null );
	const markers = useRef( new Map< string, L.Marker >() );
	const map = useRef< L.Map | null >( null );

	useEffect( () => {
		if ( ! canvas.current ) {
			return undefined;
		}
		const reduced = window.matchMedia(
			'(prefers-reduced-motion: reduce)'
		).matches;
		const instance = L.map( canvas.current, {
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
			markers.current.set( pin.id, marker );
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
			.forEach( ( pin ) => markers.current.get( pin.id )?.openPopup() );
		map.current = instance;
		const created = markers.current;
		const element = canvas.current;
		// Escape closes the pop-up of the focused pin (or the one focus is in) and returns focus to its pin.
		const onKeyDown = ( event: KeyboardEvent ) => {
			if ( event.key !== 'Escape' ) {
				return;
			}
			const active = element.ownerDocument.activeElement;
			const marker = [ ...created.values() ].find(
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
		return () => {
			element.removeEventListener( 'keydown', onKeyDown );
			instance.remove();
			created.clear();
			map.current = null;
		};
	}, [ props ] );

	const show = ( pin: MapPin ) => {
		const marker = markers.current.get( pin.id );
		if ( ! marker || ! map.current ) {
			return;
		}
		map.current.setView( marker.getLatLng(), map.current.getZoom(), {
			animate: false,
		} );
		marker.openPopup();
		marker.getElement()?.focus();
	};

	return (
		<>
			<div
				ref={ canvas }
				className="inkblocks-map__canvas"
				style={ { height: `${ props.height }px` } }
				role="region"
				aria-label={ __( 'Map', 'inkblocks' ) }
			/>
			{ props.showList && (
				<ul className="inkblocks-map__places">
					{ props.pins.map( ( pin ) => (
						<li
							key={ pin.id }
							id={ pin.id }
							className="inkblocks-map__place"
						>
							{ /* The card was rendered and escaped by the server (templates/map-pin.php). */ }
							<div
								dangerouslySetInnerHTML={ { __html: pin.html } }
							/>
							<button
								type="button"
								className="inkblocks-map__show"
								onClick={ () => show( pin ) }
							>
								{ __( 'Show on the map', 'inkblocks' ) }
							</button>
						</li>
					) ) }
				</ul>
			) }
		</>
	);
}
