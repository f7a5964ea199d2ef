/**
 * Internal dependencies
 */
import { READINESS_INTERVAL } from './constants';

/**
 * Calls `onReady` once `isReady` holds, checking now and then every READINESS_INTERVAL ms (SPEC 9).
 *
 * @param isReady  The readiness test.
 * @param onReady  What to do once ready.
 * @param interval Check interval in ms.
 * @return A function that stops checking.
 */
export function whenReady(
	isReady: () => boolean,
	onReady: () => void,
	interval: number = READINESS_INTERVAL
): () => void {
	if ( isReady() ) {
		onReady();
		return () => undefined;
	}
	const timer = window.setInterval( () => {
		if ( isReady() ) {
			window.clearInterval( timer );
			onReady();
		}
	}, interval );
	return () => window.clearInterval( timer );
}
