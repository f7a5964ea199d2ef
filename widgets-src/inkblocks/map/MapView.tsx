/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useNearViewport } from '../../common/near-viewport';
import { prefersReducedMotion } from '../../common/reduced-motion';
import type { PinnedMap } from './leaflet-map';
import type { MapProps } from './types';

/**
 * The map island: a Leaflet map with a marker per pin, each opening its card as a pop-up. Markers and pop-ups
 * are the page's own markup, so they work when the tiles cannot load. Markers are keyboard buttons (Enter opens
 * the pop-up, Escape closes it and returns to the pin); the list of places below has a button per place that shows
 * it on the map. Leaflet loads when the map comes near the screen.
 *
 * @param props The island's props.
 */
export function MapView( props: MapProps ) {
	const canvas = useRef< HTMLDivElement >( null );
	const map = useRef< PinnedMap | null >( null );
	const near = useNearViewport( canvas );

	useEffect( () => {
		if ( ! near ) {
			return undefined;
		}
		let cancelled = false;
		import( /* webpackChunkName: "map/leaflet-map" */ './leaflet-map' )
			.then( ( { createMap } ) => {
				if ( ! cancelled && canvas.current ) {
					map.current = createMap(
						canvas.current,
						props,
						prefersReducedMotion()
					);
				}
			} )
			// Without Leaflet the list of places still shows every pin's card.
			.catch( () => undefined );
		return () => {
			cancelled = true;
			map.current?.remove();
			map.current = null;
		};
	}, [ near, props ] );

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
								onClick={ () => map.current?.show( pin.id ) }
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
