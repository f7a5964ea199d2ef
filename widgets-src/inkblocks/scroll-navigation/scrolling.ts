/**
 * The scroll navigation's arithmetic: the eased scroll, the section in view and swipe directions.
 */

/**
 * Internal dependencies
 */
import { SWIPE_THRESHOLD } from './constants';

/**
 * The scroll position `elapsed` ms into a scroll of `duration` ms (ease in-out).
 *
 * @param from     Start position.
 * @param to       Target position.
 * @param elapsed  Time since the start, in ms.
 * @param duration Length of the scroll, in ms.
 */
export function easedPosition(
	from: number,
	to: number,
	elapsed: number,
	duration: number
): number {
	if ( duration <= 0 || elapsed >= duration ) {
		return to;
	}
	const t = Math.max( elapsed, 0 ) / duration;
	const eased = t < 0.5 ? 2 * t * t : 1 - Math.pow( -2 * t + 2, 2 ) / 2;
	return from + ( to - from ) * eased;
}

/**
 * The index of the section in view: the last one whose top has passed the middle of the viewport, or
 * the first whose top is on screen; -1 when none is.
 *
 * @param tops     Each section's top relative to the viewport (null when it is missing from the page).
 * @param viewport The viewport height.
 */
export function sectionInView(
	tops: Array< number | null >,
	viewport: number
): number {
	let current = -1;
	tops.forEach( ( top, index ) => {
		if ( top !== null && top <= viewport / 2 ) {
			current = index;
		}
	} );
	if ( current === -1 ) {
		current = tops.findIndex(
			( top ) => top !== null && top >= 0 && top < viewport
		);
	}
	return current;
}

/**
 * The direction of a vertical swipe: 1 (up, to the next section), -1 (down, to the previous one) or 0
 * when it moved less than the threshold.
 *
 * @param startY    Where the touch started.
 * @param endY      Where it ended.
 * @param threshold Shortest swipe, in px.
 */
export function swipeDirection(
	startY: number,
	endY: number,
	threshold = SWIPE_THRESHOLD
): -1 | 0 | 1 {
	const delta = startY - endY;
	if ( Math.abs( delta ) < threshold ) {
		return 0;
	}
	return delta > 0 ? 1 : -1;
}
