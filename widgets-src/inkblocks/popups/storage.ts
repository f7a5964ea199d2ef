/**
 * Internal dependencies
 */
import { storageKey } from './constants';
import type { StoredState } from './types';

/**
 * The show-again date of a popup closed constantly at `now`: now plus show-again-delay (seconds), or
 * 'none' when no delay is set (SPEC 4.11).
 *
 * @param delay The show-again-delay setting.
 * @param now   Epoch ms.
 */
export function showAgainDate( delay: string, now: number ): number | 'none' {
	const seconds = Number( delay );
	return delay.trim() === '' || ! Number.isFinite( seconds ) || seconds <= 0
		? 'none'
		: now + seconds * 1000;
}

/**
 * Stores status disable with the show-again date.
 *
 * @param popupId The popup.
 * @param delay   The show-again-delay setting.
 * @param now     Epoch ms.
 */
export function disablePopup(
	popupId: number,
	delay: string,
	now: number
): void {
	const state: StoredState = {
		status: 'disable',
		showAgain: showAgainDate( delay, now ),
	};
	window.localStorage.setItem(
		storageKey( popupId ),
		JSON.stringify( state )
	);
}

/**
 * Whether a stored disable still holds at `now`; an expired one is removed.
 *
 * @param popupId The popup.
 * @param now     Epoch ms.
 */
export function isDisabled( popupId: number, now: number ): boolean {
	let state: Partial< StoredState > | null = null;
	try {
		state = JSON.parse(
			window.localStorage.getItem( storageKey( popupId ) ) ?? 'null'
		);
	} catch {
		state = null;
	}
	if ( ! state || state.status !== 'disable' ) {
		return false;
	}
	if ( state.showAgain === 'none' ) {
		return true;
	}
	if ( typeof state.showAgain === 'number' && now < state.showAgain ) {
		return true;
	}
	window.localStorage.removeItem( storageKey( popupId ) );
	return false;
}
