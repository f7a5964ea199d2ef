/**
 * The links that open the lightbox, and the clicks on them it takes: shared by the lightbox bundle and the
 * island loader, which loads that bundle on the first gesture towards such a link.
 */

/**
 * Internal dependencies
 */
import { ACTION_HASH_PREFIX, CONTENT_ATTRIBUTE } from './constants';

/** Every link that opens the lightbox. */
const LINKS = `a[href*="${ ACTION_HASH_PREFIX }"], a[${ CONTENT_ATTRIBUTE }]`;

/**
 * The lightbox link an event happened in, if any.
 *
 * @param event The event.
 */
export function lightboxLinkOf( event: Event ): HTMLAnchorElement | null {
	const link =
		event.target instanceof Element ? event.target.closest( LINKS ) : null;
	return link instanceof HTMLAnchorElement ? link : null;
}

/**
 * Every lightbox link of the page, in order.
 */
export function lightboxLinks(): HTMLAnchorElement[] {
	return [ ...document.querySelectorAll< HTMLAnchorElement >( LINKS ) ];
}

/**
 * Whether a click is one the lightbox takes: the main button, no modifier key (those open the link in a
 * new tab or window), not handled already.
 *
 * @param event The click.
 */
export function isPlainClick( event: MouseEvent ): boolean {
	return (
		! event.defaultPrevented &&
		event.button === 0 &&
		! event.metaKey &&
		! event.ctrlKey &&
		! event.shiftKey
	);
}
