/**
 * The state of a row of items shown a few at a time (testimonials carousel, horizontal timeline): which
 * items show, and moves by buttons, arrow keys and swipes, kept inside the row.
 */

/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { arrowStep } from '../direction';
import { stepStart } from '../track';
import { useSwipe } from '../use-swipe';
import { columnsFor, useViewportWidth } from '../viewport';

export type CarouselTrack = ReturnType< typeof useCarouselTrack >;

/**
 * The track's state.
 *
 * @param count          Number of items.
 * @param columns        Items shown at once on a wide screen (fewer on narrow ones).
 * @param swipeThreshold Shortest swipe that moves the track, pixels.
 */
export function useCarouselTrack(
	count: number,
	columns: number,
	swipeThreshold: number
) {
	const [ start, setStart ] = useState( 0 );
	const perView = columnsFor( columns, useViewportWidth() );
	const first = stepStart( start, 0, count, perView );
	const go = ( step: number ) =>
		setStart( stepStart( first, step, count, perView ) );
	const swipe = useSwipe( swipeThreshold, go );
	const onKeyDown = ( event: KeyboardEvent ) => {
		const step = arrowStep( event.key, event.currentTarget );
		if ( step ) {
			event.preventDefault();
			go( step );
		}
	};
	return { count, perView, first, go, swipe, onKeyDown };
}
