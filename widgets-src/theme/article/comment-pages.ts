/**
 * Previous/next comment pages loaded in place (SPEC 2.1, 7.2 item 3): the linked page is fetched, its
 * comment list and comment navigation replace the current ones, the address bar follows, and back/forward
 * load the page of the address they return to.
 */

/**
 * Internal dependencies
 */
import { fetchText } from '../../common/http/ajax';

const LIST = '[data-inkwell-comment-list]';
const NAV = '.inkwell-comments__nav';

/** History entries this script created or took over carry this state. */
interface CommentPageState {
	inkwellCommentPage: true;
}

/**
 * Replaces the comment list and navigation of a section with those of a fetched page. Returns false when
 * the page has no comment list (then nothing changes).
 *
 * @param section The comments section.
 * @param html    The fetched page's HTML.
 */
export function swapCommentPage( section: Element, html: string ): boolean {
	const page = new DOMParser().parseFromString( html, 'text/html' );
	const list = page.querySelector( LIST );
	const current = section.querySelector( LIST );
	if ( ! list || ! current ) {
		return false;
	}
	current.replaceWith( document.importNode( list, true ) );
	const nav = page.querySelector( NAV );
	const currentNav = section.querySelector( NAV );
	if ( currentNav && nav ) {
		currentNav.replaceWith( document.importNode( nav, true ) );
	} else if ( currentNav ) {
		currentNav.remove();
	} else if ( nav ) {
		section
			.querySelector( LIST )
			?.after( document.importNode( nav, true ) );
	}
	return true;
}

/**
 * Whether a link points to a page of the same site (the only pages loaded in place).
 *
 * @param link The link.
 */
function sameSite( link: HTMLAnchorElement ): boolean {
	return (
		new URL( link.href, window.location.href ).origin ===
		window.location.origin
	);
}

/**
 * Wires the comment pages of a section.
 *
 * @param section The comments section.
 */
export function initCommentPages( section: HTMLElement ): void {
	let request = 0;
	const load = async ( url: string, push: boolean ): Promise< boolean > => {
		const id = ++request;
		section.setAttribute( 'aria-busy', 'true' );
		try {
			const { text } = await fetchText( { url } );
			if ( id !== request || ! swapCommentPage( section, text ) ) {
				return id !== request;
			}
			if ( push ) {
				const state: CommentPageState = { inkwellCommentPage: true };
				window.history.pushState( state, '', url );
			}
			const list = section.querySelector< HTMLElement >( LIST );
			document.dispatchEvent(
				new CustomEvent( 'inkwell:inserted', { detail: list } )
			);
			list?.focus( { preventScroll: true } );
			list?.scrollIntoView( { block: 'start' } );
			return true;
		} catch {
			return false;
		} finally {
			if ( id === request ) {
				section.removeAttribute( 'aria-busy' );
			}
		}
	};

	section.addEventListener( 'click', async ( event ) => {
		const link = (
			event.target as Element | null
		 )?.closest< HTMLAnchorElement >( `${ NAV } a` );
		if (
			! link ||
			! sameSite( link ) ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.button !== 0
		) {
			return;
		}
		event.preventDefault();
		if ( ! ( await load( link.href, true ) ) ) {
			window.location.assign( link.href ); // The server renders that page.
		}
	} );

	// The entry the reader arrived on is taken over, so that coming back to it reloads its page too.
	const state: CommentPageState = { inkwellCommentPage: true };
	window.history.replaceState( state, '', window.location.href );
	window.addEventListener( 'popstate', ( event ) => {
		if ( ( event.state as CommentPageState | null )?.inkwellCommentPage ) {
			load( window.location.href, false );
		}
	} );
}
