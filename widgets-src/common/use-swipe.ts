/**
 * WordPress dependencies
 */
import { useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { isRtl } from './direction';
import { swipeStep } from './track';

/**
 * Pointer handlers that turn a horizontal swipe of at least `threshold` pixels into a step (mirrored on
 * a right-to-left element, where what comes next lies to the left).
 *
 * @param threshold Shortest swipe, pixels.
 * @param onStep    Called with 1 (forward) or -1 (back).
 */
export function useSwipe(
	threshold: number,
	onStep: ( step: number ) => void
) {
	const start = useRef< { x: number; y: number } | null >( null );
	return {
		onPointerDown: ( event: React.PointerEvent ) => {
			start.current = { x: event.clientX, y: event.clientY };
		},
		onPointerUp: ( event: React.PointerEvent ) => {
			if ( ! start.current ) {
				return;
			}
			const step =
				swipeStep(
					event.clientX - start.current.x,
					event.clientY - start.current.y,
					threshold
				) * ( isRtl( event.currentTarget as Element ) ? -1 : 1 );
			start.current = null;
			if ( step ) {
				onStep( step );
			}
		},
		onPointerCancel: () => {
			start.current = null;
		},
	};
}
