/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

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
		// Focus stays in the comment it belonged to rather than falling to the page.
		const comment = menu.closest< HTMLElement >( '[id^="comment-"]' );
		menu.remove();
		if ( comment ) {
			comment.tabIndex = -1;
			comment.focus();
		}
	}
}

/** Marks the confirm step of a report. */
const CONFIRM = 'data-inkwell-report-confirm';

/**
 * Asks to confirm a report in place of its button: a question with "Report" and "Cancel", focus on the
 * first; Cancel (or Escape) puts the button back with the focus.
 *
 * @param link The report button.
 */
export function askToConfirm( link: HTMLElement ): void {
	const step = document.createElement( 'div' );
	step.setAttribute( CONFIRM, '' );
	step.setAttribute( 'role', 'group' );
	step.className = 'inkwell-comment-menu__confirm';
	const question = document.createElement( 'p' );
	question.id = `inkwell-report-question-${ link.dataset.inkwellReport }`;
	question.textContent = __(
		'Report this response to the moderators?',
		'inkwell-community'
	);
	step.setAttribute( 'aria-labelledby', question.id );
	const yes = document.createElement( 'button' );
	yes.type = 'button';
	yes.className = 'inkwell-comment-menu__link';
	yes.textContent = __( 'Yes, report it', 'inkwell-community' );
	const no = yes.cloneNode() as HTMLButtonElement;
	no.textContent = __( 'Cancel', 'inkwell-community' );
	step.append( question, yes, no );

	const cancel = () => {
		step.remove();
		link.hidden = false;
		link.focus();
	};
	yes.addEventListener( 'click', async () => {
		yes.setAttribute( 'aria-disabled', 'true' );
		const reported = await sendReport( link );
		if ( ! reported ) {
			cancel();
		}
	} );
	no.addEventListener( 'click', cancel );
	step.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' ) {
			event.stopPropagation();
			cancel();
		}
	} );
	link.hidden = true;
	link.after( step );
	yes.focus();
}

/**
 * Sends a report; on status 'success' the link goes (with its confirm step), on 'error' (or a failed
 * call) nothing happens. Resolves to whether it was reported.
 *
 * @param link The report button (data-inkwell-report holds the comment id, data-url admin-ajax.php).
 */
export async function sendReport( link: HTMLElement ): Promise< boolean > {
	const commentId = link.dataset.inkwellReport ?? '';
	if ( ! pageConfig() || ! commentId || link.getAttribute( 'aria-busy' ) ) {
		return false;
	}
	link.setAttribute( 'aria-busy', 'true' );
	let reported = false;
	try {
		const answer = await ajaxJson< ReportAnswer >(
			reportCall(
				link.dataset.url ?? '/wp-admin/admin-ajax.php',
				commentId
			)
		);
		if ( answer.status === 'success' ) {
			link.parentElement?.querySelector( `[${ CONFIRM }]` )?.remove();
			removeReportLink( link );
			reported = true;
		}
	} catch {
		// SPEC 8: a failed report shows nothing.
	}
	link.removeAttribute( 'aria-busy' );
	return reported;
}

/**
 * Handles every report link of the page, including those in comments inserted later: each asks to
 * confirm first. Escape closes an open comment menu and gives the focus back to its button.
 */
export function initReports(): void {
	document.addEventListener( 'click', ( event ) => {
		const link = ( event.target as Element | null )?.closest< HTMLElement >(
			'[data-inkwell-report]'
		);
		if ( link ) {
			event.preventDefault();
			askToConfirm( link );
		}
	} );
	document.addEventListener( 'keydown', ( event ) => {
		const menu = (
			event.target as Element | null
		 )?.closest< HTMLDetailsElement >(
			'details[data-inkwell-comment-menu][open]'
		);
		if ( event.key === 'Escape' && menu ) {
			menu.open = false;
			menu.querySelector< HTMLElement >( 'summary' )?.focus();
		}
	} );
}
