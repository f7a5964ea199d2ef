/**
 * Internal dependencies
 */
import { pageConfig } from '../../common/config';
import { MENU_LINKS_KEPT, REPORT_ACTION } from './constants';
import type { ReportAnswer } from './types';

/**
 * The request of a report (SPEC 7.2 item 2): POST /wp-admin/admin-ajax.php with {comment_id, action}; the
 * page's nonce rides in the query string so the body stays exactly as SPEC fixes it.
 *
 * @param ajaxUrl   The site's admin-ajax.php URL.
 * @param commentId The reported comment.
 * @param nonce     The logged-in reader's nonce.
 */
export function reportRequest(
	ajaxUrl: string,
	commentId: string,
	nonce: string
): { url: string; body: URLSearchParams } {
	const url = new URL( ajaxUrl, window.location.href );
	url.searchParams.set( '_wpnonce', nonce );
	return {
		url: url.toString(),
		body: new URLSearchParams( {
			comment_id: commentId,
			action: REPORT_ACTION,
		} ),
	};
}

/**
 * Removes the report link after a successful report (SPEC 4.7): only the link when the action menu held
 * exactly 2 links, otherwise the whole menu.
 *
 * @param link The report link.
 */
export function removeReportLink( link: Element ): void {
	const menu = link.closest( '[data-inkwell-comment-menu]' );
	if ( ! menu ) {
		link.remove();
		return;
	}
	const links = menu.querySelectorAll( 'a, button' ).length;
	if ( links === MENU_LINKS_KEPT ) {
		( link.closest( 'li' ) ?? link ).remove();
		menu.querySelector< HTMLElement >( 'summary' )?.focus();
	} else {
		menu.remove();
	}
}

/**
 * Sends a report; on status 'success' the link goes, on 'error' (or a failed call) nothing happens.
 *
 * @param link The report button (data-inkwell-report holds the comment id, data-url admin-ajax.php).
 */
export async function sendReport( link: HTMLElement ): Promise< void > {
	const config = pageConfig();
	const commentId = link.dataset.inkwellReport ?? '';
	if ( ! config || ! commentId || link.getAttribute( 'aria-busy' ) ) {
		return;
	}
	const { url, body } = reportRequest(
		link.dataset.url ?? '/wp-admin/admin-ajax.php',
		commentId,
		config.nonce
	);
	link.setAttribute( 'aria-busy', 'true' );
	try {
		const response = await fetch( url, {
			method: 'POST',
			body,
			credentials: 'same-origin',
		} );
		const answer = ( await response.json() ) as ReportAnswer;
		if ( answer.status === 'success' ) {
			removeReportLink( link );
		}
	} catch {
		// SPEC 8: a failed report shows nothing.
	}
	link.removeAttribute( 'aria-busy' );
}

/**
 * Handles every report link of the page, including those in comments inserted later.
 */
export function initReports(): void {
	document.addEventListener( 'click', ( event ) => {
		const link = ( event.target as Element | null )?.closest< HTMLElement >(
			'[data-inkwell-report]'
		);
		if ( link ) {
			event.preventDefault();
			sendReport( link );
		}
	} );
}
