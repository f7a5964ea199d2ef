/**
 * Loads the lightbox bundle on a reader's first gesture towards a lightbox link, not with the page:
 * pointing at or focusing one starts it, and a click that comes before it has run opens the lightbox as
 * soon as it has.
 */

/**
 * Internal dependencies
 */
import { ACTION_HASH_PREFIX, LINKS } from '../lightbox/constants';
import { load } from './bundles';

/** The lightbox's script handle, the name of its template. */
const BUNDLE = 'inkblocks-lightbox';

/**
 * The lightbox link an event happened in, if any.
 *
 * @param event The event.
 */
function linkOf( event: Event ): HTMLAnchorElement | null {
	const link =
		event.target instanceof Element ? event.target.closest( LINKS ) : null;
	return link instanceof HTMLAnchorElement ? link : null;
}

/**
 * Watches the page's lightbox links, when the page defers the lightbox.
 */
export function loadLightboxOnGesture(): void {
	if (
		! document.querySelector(
			`template[data-inkblocks-deferred="${ BUNDLE }"]`
		)
	) {
		return;
	}
	let ready = false;
	const start = () => load( BUNDLE ).then( ( loaded ) => ( ready = loaded ) );
	const warm = ( event: Event ) => {
		if ( ! ready && linkOf( event ) ) {
			start();
		}
	};
	document.addEventListener( 'pointerover', warm );
	document.addEventListener( 'focusin', warm );
	document.addEventListener( 'click', ( event ) => {
		const link = linkOf( event );
		if (
			ready ||
			! link ||
			event.defaultPrevented ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey
		) {
			return;
		}
		// The lightbox's own click handler takes the click once it has run.
		event.preventDefault();
		start().then( ( loaded ) => {
			if ( loaded ) {
				link.click();
			} else if ( ! link.hash.startsWith( ACTION_HASH_PREFIX ) ) {
				// Given up: an image link still opens its file.
				window.location.assign( link.href );
			}
		} );
	} );
}
