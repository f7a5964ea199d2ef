/**
 * Internal dependencies
 */
import { pageConfig } from '../../common/config';
import { ajaxJson } from '../../common/http/ajax';
import type { Call } from '../../common/http/send';
import { MENU_LINKS_KEPT, REPORT_ACTION } from './constants';
import type { ReportAnswer } from './types';

/**
 * The call of a report (SPEC 7.2 item 2): POST /wp-admin/admin-ajax.php with {comment_id, action}; the
 * reader's nonce rides in the query string so the body stays exactly as SPEC fixes it.
 *
 * @param ajaxUrl   The site's admin-ajax.php URL.
 * @param commentId The reported comment.
 */
export function reportCall( ajaxUrl: string, commentId: string ): Call {
	return {
		url: ajaxUrl,
		body: new URLSearchParams( {
			comment_id: commentId,
			action: REPORT_ACTION,
		} ),
		nonce: { in: 'query' },
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
	const commentId = link.dataset.inkwellReport ?? '';
	if ( ! pageConfig() || ! commentId || link.getAttribute( 'aria-busy' ) ) {
		return;
	}
	link.setAttribute( 'aria-busy', 'true' );
	try {
		const answer = await ajaxJson< ReportAnswer >(
			reportCall(
				link.dataset.url ?? '/wp-admin/admin-ajax.php',
				commentId
			)
		);
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
