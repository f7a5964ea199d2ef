/**
 * The posts widget's view script (SPEC 2.4, 7.3): a page-number link loads that page through
 * admin-ajax, replaces the widget's content in place and scrolls to the widget over 500 ms. Plain DOM
 * code: the list is server HTML.
 */

/**
 * Internal dependencies
 */
import { fetchText } from '../../common/http/ajax';
import { POSTS_SCROLL_DURATION } from './constants';
import { pageOfLink, pageRequestBody, scrollPosition } from './pagination';

/**
 * Scrolls the window to an element over the widget's scroll duration (at once with reduced motion).
 *
 * @param element The widget.
 */
function scrollToWidget( element: HTMLElement ): void {
	const from = window.scrollY;
	const to = element.getBoundingClientRect().top + from - 80;
	if ( window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches ) {
		window.scrollTo( 0, to );
		return;
	}
	const start = performance.now();
	const step = ( now: number ) => {
		const elapsed = now - start;
		window.scrollTo( 0, scrollPosition( from, to, elapsed ) );
		if ( elapsed < POSTS_SCROLL_DURATION ) {
			window.requestAnimationFrame( step );
		}
	};
	window.requestAnimationFrame( step );
}

/**
 * Wires one widget.
 *
 * @param widget The widget's section element.
 */
function initWidget( widget: HTMLElement ): void {
	const content = widget.querySelector< HTMLElement >(
		'.inkwell-posts__content'
	);
	const url = widget.dataset.ajaxUrl;
	if ( ! content || ! url ) {
		return;
	}
	widget.addEventListener( 'click', async ( event ) => {
		const link = ( event.target as Element ).closest< HTMLAnchorElement >(
			'.inkwell-posts__pagination a'
		);
		if ( ! link || event.metaKey || event.ctrlKey || event.shiftKey ) {
			return;
		}
		event.preventDefault();
		widget.setAttribute( 'aria-busy', 'true' );
		try {
			const check = widget.dataset.check ?? '';
			const { text } = await fetchText( {
				url,
				body: pageRequestBody(
					widget.dataset.params ?? '',
					check,
					pageOfLink( link.href )
				),
				nonce: { in: 'body', field: 'check' },
				printedNonce: check,
			} );
			content.innerHTML = text;
			// Tells page-wide behaviours (such as the reveal animation) about the new HTML.
			document.dispatchEvent(
				new CustomEvent( 'inkwell:inserted', { detail: content } )
			);
			scrollToWidget( widget );
		} catch {
			// The call failed: follow the link, which renders that page on the server.
			window.location.assign( link.href );
		} finally {
			widget.removeAttribute( 'aria-busy' );
		}
	} );
}

const start = () =>
	document
		.querySelectorAll< HTMLElement >( '.inkwell-posts[data-params]' )
		.forEach( initWidget );

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start, { once: true } );
} else {
	start();
}
