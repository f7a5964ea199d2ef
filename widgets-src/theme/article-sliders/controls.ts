/**
 * The state of a slider's controls, apart from Swiper: back and next disabled at the ends (without
 * losing the focus), the 'current / total' counter, and the keys that move the slider.
 */

/**
 * Internal dependencies
 */
import { arrowStepIn } from '../../common/direction';
import { formatCounter } from './counter';

export interface SliderControls {
	previous: HTMLButtonElement | null;
	next: HTMLButtonElement | null;
	counter: HTMLElement | null;
}

export interface SliderPosition {
	/** Active slide, from 0. */
	index: number;
	total: number;
	isBeginning: boolean;
	isEnd: boolean;
}

/** Where a key moves the slider. */
export type SliderMove = 'previous' | 'next' | 'first' | 'last';

const KEY_MOVES: Record< string, SliderMove > = {
	Home: 'first',
	End: 'last',
};

/**
 * The move a key asks for, or null for any other key.
 *
 * @param key KeyboardEvent.key.
 * @param rtl Whether the slider is laid out right to left (the arrows swap).
 */
export function keyMove( key: string, rtl = false ): SliderMove | null {
	const step = arrowStepIn( key, rtl );
	if ( step ) {
		return step > 0 ? 'next' : 'previous';
	}
	return KEY_MOVES[ key ] ?? null;
}

/**
 * Disables a control; if it held the focus, the focus moves to the other control, not to the page.
 *
 * @param button   The control.
 * @param disabled Whether it is disabled.
 * @param other    The opposite control.
 */
function setDisabled(
	button: HTMLButtonElement | null,
	disabled: boolean,
	other: HTMLButtonElement | null
): void {
	if ( ! button ) {
		return;
	}
	if ( disabled && button.ownerDocument.activeElement === button ) {
		other?.focus();
	}
	button.disabled = disabled;
}

/**
 * Brings the controls in line with the slider's position.
 *
 * @param controls The controls.
 * @param position Where the slider is.
 */
export function syncControls(
	controls: SliderControls,
	position: SliderPosition
): void {
	setDisabled( controls.previous, position.isBeginning, controls.next );
	setDisabled( controls.next, position.isEnd, controls.previous );
	if ( controls.counter ) {
		controls.counter.textContent = formatCounter(
			controls.counter.dataset.format ?? '%1$s / %2$s',
			position.index + 1,
			position.total
		);
	}
}
