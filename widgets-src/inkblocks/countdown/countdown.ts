/**
 * The countdown's arithmetic (SPEC 4.13): deadlines of the three types, the remaining time, and what
 * happens at zero. Every value is an instant in epoch ms, so the visitor's own time zone never matters.
 */

/**
 * Internal dependencies
 */
import { EVERGREEN_STORAGE_PREFIX } from './constants';
import { addDaysInZone } from './time-zone';
import type {
	CountdownProps,
	DeadlineStorage,
	Expiry,
	Remaining,
} from './types';

const DAY_SECONDS = 86400;

/**
 * Splits a remaining time into days, hours, minutes and seconds (whole seconds, rounded up, so the
 * display reaches 0 exactly at the deadline).
 *
 * @param ms Remaining ms (negative counts as 0).
 */
export function splitRemaining( ms: number ): Remaining {
	const total = Math.max( 0, Math.ceil( ms / 1000 ) );
	return {
		total,
		days: Math.floor( total / DAY_SECONDS ),
		hours: Math.floor( ( total % DAY_SECONDS ) / 3600 ),
		minutes: Math.floor( ( total % 3600 ) / 60 ),
		seconds: total % 60,
	};
}

/**
 * The first cycle end strictly after `now` of cycles that repeat every `interval` seconds from `anchor`.
 * Whole-day intervals keep the anchor's wall-clock time in the site's time zone (a day across a DST change
 * lasts 23 or 25 hours); other intervals are exact durations.
 *
 * @param anchor   Epoch ms where the cycles start.
 * @param interval Cycle length in seconds.
 * @param now      Epoch ms.
 * @param timeZone The site's time zone.
 */
export function nextCycleEnd(
	anchor: number,
	interval: number,
	now: number,
	timeZone: string
): number {
	const length = Math.max( 1, interval ) * 1000;
	const end = ( cycles: number ) =>
		interval % DAY_SECONDS === 0
			? addDaysInZone(
					anchor,
					( cycles * interval ) / DAY_SECONDS,
					timeZone
				)
			: anchor + cycles * length;
	let cycles = Math.max( 0, Math.floor( ( now - anchor ) / length ) );
	while ( end( cycles ) <= now ) {
		cycles++;
	}
	while ( cycles > 0 && end( cycles - 1 ) > now ) {
		cycles--;
	}
	return end( cycles );
}

/**
 * The evergreen record saved in browser storage.
 *
 * @param storage Where it is kept.
 * @param id      The countdown's id.
 */
function readEvergreen(
	storage: DeadlineStorage | null,
	id: string
): { interval: number; deadline: number } | null {
	try {
		const saved: unknown = JSON.parse(
			storage?.getItem( EVERGREEN_STORAGE_PREFIX + id ) ?? 'null'
		);
		if (
			saved &&
			typeof saved === 'object' &&
			'interval' in saved &&
			'deadline' in saved &&
			typeof saved.interval === 'number' &&
			typeof saved.deadline === 'number'
		) {
			return { interval: saved.interval, deadline: saved.deadline };
		}
	} catch {
		// Unreadable storage or a damaged record: start a new deadline.
	}
	return null;
}

/**
 * Saves the evergreen deadline with the interval it was made for.
 *
 * @param storage  Where it is kept.
 * @param props    The countdown's props.
 * @param deadline Epoch ms.
 */
function saveEvergreen(
	storage: DeadlineStorage | null,
	props: CountdownProps,
	deadline: number
): void {
	try {
		storage?.setItem(
			EVERGREEN_STORAGE_PREFIX + props.id,
			JSON.stringify( {
				interval: props[ 'evergreen-interval' ],
				deadline,
			} )
		);
	} catch {
		// Storage full or refused (private mode): the deadline lasts for this page view.
	}
}

/**
 * The deadline of a countdown when the page loads, or null when it has no date.
 * - due_date: the due date;
 * - evergreen: the visitor's own deadline, made at the first visit and kept in browser storage; a new one
 *   is made when the interval setting changed;
 * - endless: the end of the current cycle of restart-interval counted from the start date.
 *
 * @param props   The countdown's props.
 * @param now     Epoch ms.
 * @param storage Browser storage for evergreen deadlines.
 */
export function initialDeadline(
	props: CountdownProps,
	now: number,
	storage: DeadlineStorage | null
): number | null {
	switch ( props.type ) {
		case 'evergreen': {
			const saved = readEvergreen( storage, props.id );
			if ( saved && saved.interval === props[ 'evergreen-interval' ] ) {
				return saved.deadline;
			}
			const deadline = now + props[ 'evergreen-interval' ] * 1000;
			saveEvergreen( storage, props, deadline );
			return deadline;
		}
		case 'endless':
			return props[ 'start-date' ] === null
				? null
				: nextCycleEnd(
						props[ 'start-date' ],
						props[ 'restart-interval' ],
						now,
						props.timeZone
					);
		default:
			return props[ 'due-date' ];
	}
}

/**
 * What happens when the countdown reaches zero. An endless countdown always starts its next cycle; the
 * others run their expire actions: redirect to the URL, restart for the restart interval (counted from the
 * deadline, so every visitor sees the same cycles), or else show the message and/or hide the timer.
 *
 * @param props    The countdown's props.
 * @param deadline The deadline that was reached (epoch ms).
 * @param now      Epoch ms.
 * @param storage  Browser storage for evergreen deadlines.
 */
export function expire(
	props: CountdownProps,
	deadline: number,
	now: number,
	storage: DeadlineStorage | null
): Expiry {
	const actions = props[ 'expire-actions' ];
	const url = props[ 'expire-redirect-url' ];
	const redirect =
		actions.includes( 'redirect' ) && /^(https?:)?\//.test( url )
			? url
			: null;
	const restart = props.type === 'endless' || actions.includes( 'restart' );
	const restartAt = restart
		? nextCycleEnd(
				deadline,
				props[ 'restart-interval' ],
				now,
				props.timeZone
			)
		: null;
	if ( restartAt !== null && props.type === 'evergreen' ) {
		saveEvergreen( storage, props, restartAt );
	}
	return {
		redirect,
		restartAt,
		message: ! restart && actions.includes( 'message' ),
		hide: ! restart && actions.includes( 'hide' ),
	};
}
