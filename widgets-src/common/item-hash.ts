/**
 * Item ids named by the URL hash or by a same-page link (SPEC 2.10): tabs and accordions open the
 * items whose ids appear, several ids being joined by '&'.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * The ids of a hash: '#a&b' gives ['a', 'b']; empty parts are dropped, escapes decoded.
 *
 * @param hash A location or link hash, with or without '#'.
 */
export function hashIds( hash: string ): string[] {
	return hash
		.replace( /^#/, '' )
		.split( '&' )
		.map( ( part ) => {
			try {
				return decodeURIComponent( part );
			} catch {
				return part;
			}
		} )
		.filter( ( id ) => id !== '' );
}

/**
 * The hash of a link when it points into the current page, else ''.
 *
 * @param link     The clicked link.
 * @param location The page's location.
 */
export function samePageHash(
	link: HTMLAnchorElement,
	location: Location
): string {
	return link.hash !== '' &&
		link.host === location.host &&
		link.pathname === location.pathname &&
		link.search === location.search
		? link.hash
		: '';
}

/**
 * Calls `onIds` with the ids of the page's hash on mount, on every hash change, and on every click of a
 * same-page link with a hash (also when the hash does not change).
 *
 * @param onIds Receives the ids.
 */
export function useHashIds( onIds: ( ids: string[] ) => void ): void {
	const latest = useRef( onIds );
	latest.current = onIds;
	useEffect( () => {
		const fromLocation = () =>
			latest.current( hashIds( window.location.hash ) );
		const onClick = ( event: MouseEvent ) => {
			const link =
				event.target instanceof Element
					? event.target.closest< HTMLAnchorElement >(
							'a[href*="#"]'
						)
					: null;
			const hash = link ? samePageHash( link, window.location ) : '';
			if ( hash !== '' ) {
				latest.current( hashIds( hash ) );
			}
		};
		fromLocation();
		window.addEventListener( 'hashchange', fromLocation );
		document.addEventListener( 'click', onClick );
		return () => {
			window.removeEventListener( 'hashchange', fromLocation );
			document.removeEventListener( 'click', onClick );
		};
	}, [] );
}

/**
 * Scrolls an item opened from a hash or link into view once it has rendered (the browser's own jump
 * happened while it was still hidden).
 *
 * @param id The item's element id.
 */
export function revealItem( id: string ): void {
	window.requestAnimationFrame( () =>
		document.getElementById( id )?.scrollIntoView( { block: 'nearest' } )
	);
}
