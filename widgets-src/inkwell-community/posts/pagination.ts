/**
 * Internal dependencies
 */
import { PAGE_PARAM, POSTS_ACTION, POSTS_SCROLL_DURATION } from './constants';

/**
 * The page a widget link points to, from its inkwell_page parameter (1 when absent).
 *
 * @param href The link's address.
 */
export function pageOfLink( href: string ): number {
	const value = new URL( href, window.location.href ).searchParams.get(
		PAGE_PARAM
	);
	const page = value === null ? 1 : Number( value );
	return Number.isInteger( page ) && page > 0 ? page : 1;
}

/**
 * The form body of the pagination call of SPEC 7.3.
 *
 * @param params The widget's signed settings.
 * @param check  The nonce ('' for guests).
 * @param page   The page wanted.
 */
export function pageRequestBody(
	params: string,
	check: string,
	page: number
): URLSearchParams {
	return new URLSearchParams( {
		action: POSTS_ACTION,
		check,
		params,
		page: String( page ),
	} );
}

/**
 * Position of an ease-in-out scroll at time t of a duration.
 *
 * @param from     Start scroll.
 * @param to       Target scroll.
 * @param elapsed  Time since the start (ms).
 * @param duration Total time (ms).
 */
export function scrollPosition(
	from: number,
	to: number,
	elapsed: number,
	duration: number = POSTS_SCROLL_DURATION
): number {
	const t = Math.min( 1, Math.max( 0, elapsed / duration ) );
	const eased = t < 0.5 ? 2 * t * t : 1 - Math.pow( -2 * t + 2, 2 ) / 2;
	return from + ( to - from ) * eased;
}
