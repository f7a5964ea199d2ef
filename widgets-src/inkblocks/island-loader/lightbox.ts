/**
 * Loads the lightbox bundle on a reader's first gesture towards a lightbox link, not with the page:
 * pointing at or focusing one starts it, and a click that comes before it has run opens the lightbox as
 * soon as it has.
 */

/**
 * Internal dependencies
 */
import { ACTION_HASH_PREFIX } from '../lightbox/constants';
import { isPlainClick, lightboxLinkOf } from '../lightbox/links';
import { load, templateOf } from './bundles';

/** The lightbox's script handle, the name of its template. */
const BUNDLE = 'inkblocks-lightbox';

/**
 * Watches the page's lightbox links, when the page defers the lightbox.
 */
export function loadLightboxOnGesture(): void {
	if ( ! templateOf( BUNDLE ) ) {
		return;
	}
	let ready = false;
	const start = () => load( BUNDLE ).then( ( loaded ) => ( ready = loaded ) );
	const warm = ( event: Event ) => {
		if ( ! ready && lightboxLinkOf( event ) ) {
			start();
		}
	};
	document.addEventListener( 'pointerover', warm );
	document.addEventListener( 'focusin', warm );
	document.addEventListener( 'click', ( event ) => {
		const link = lightboxLinkOf( event );
		if ( ready || ! link || ! isPlainClick( event ) ) {
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
