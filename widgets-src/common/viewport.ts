/**
 * Viewport helpers for content blocks: its width as React state, the columns that fit it, and the
 * reader's motion preference.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * The viewport width, updated on resize.
 */
export function useViewportWidth(): number {
	const [ width, setWidth ] = useState( () => window.innerWidth );
	useEffect( () => {
		const update = () => setWidth( window.innerWidth );
		window.addEventListener( 'resize', update );
		return () => window.removeEventListener( 'resize', update );
	}, [] );
	return width;
}

/** Widest mobile and tablet viewports (SPEC 9, reading B: the breakpoints enabled by default). */
export const MOBILE_MAX = 767;
export const TABLET_MAX = 1024;

/**
 * Columns that fit the viewport: one on mobile, at most two on tablets, else as configured.
 *
 * @param columns Configured columns.
 * @param width   Viewport width.
 */
export function columnsFor( columns: number, width: number ): number {
	if ( width <= MOBILE_MAX ) {
		return 1;
	}
	return width <= TABLET_MAX ? Math.min( 2, columns ) : columns;
}
