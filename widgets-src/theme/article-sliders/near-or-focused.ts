/**
 * When a slider's set-up is due: once it comes near the screen, or once the focus enters it first (a
 * reader tabbing ahead into the row).
 */

/**
 * Internal dependencies
 */
import { whenNear } from '../../common/when-near';

/**
 * Calls back once, when the element comes near the viewport (see whenNear) or the focus enters it,
 * whichever happens first.
 *
 * @param element  The element to watch.
 * @param callback What to run.
 */
export function whenNearOrFocused(
	element: HTMLElement,
	callback: () => void
): void {
	let done = false;
	const once = () => {
		if ( ! done ) {
			done = true;
			callback();
		}
	};
	const stop = whenNear( element, once );
	element.addEventListener(
		'focusin',
		() => {
			stop();
			once();
		},
		{ once: true }
	);
}
