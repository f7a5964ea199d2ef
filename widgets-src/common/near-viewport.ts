/**
 * Deferring heavy work (a chart, map or slider library) until its block comes near the screen, so a page
 * pays only for the widgets a reader scrolls to.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import type { RefObject } from 'react';

/**
 * Internal dependencies
 */
import { whenNear } from './when-near';

/**
 * True once the element has come near the viewport (see whenNear). It stays true.
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
		return whenNear( element, () => setNear( true ) );
	}, [ ref, near ] );
	return near;
}
