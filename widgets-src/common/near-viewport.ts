/**
 * Deferring heavy work (a chart, map or slider library) until its block comes near the screen, so a page
 * pays only for the widgets a reader scrolls to.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import type { RefObject } from 'react';

/** How far outside the viewport a block starts loading: about one screen ahead of the reader. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * True once the element has come within NEAR_VIEWPORT_MARGIN of the viewport (at once where the browser
 * has no IntersectionObserver). It stays true.
 *
 * @param ref The element to watch.
 */
export function useNearViewport( ref: RefObject< Element | null > ): boolean {
	const [ near, setNear ] = useState( false );
	useEffect( () => {
		const element = ref.current;
		if ( near || ! element ) {
			return undefined;
		}
		if ( typeof IntersectionObserver === 'undefined' ) {
			setNear( true );
			return undefined;
		}
		const observer = new IntersectionObserver(
			( entries ) => {
				if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
					setNear( true );
				}
			},
			{ rootMargin: NEAR_VIEWPORT_MARGIN }
		);
		observer.observe( element );
		return () => observer.disconnect();
	}, [ ref, near ] );
	return near;
}
