/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ajaxJson } from '../../common/http/ajax';
import { UPLOAD_TIMEOUT } from '../../common/http/deadline';
import { applyCommentAnswer } from './answer';
import { subscriptionAfterPost } from './subscribe-field';
import type { CommentAnswer } from './types';

/**
 * Whether a decoded body is a comment answer.
 *
 * @param body The decoded JSON.
 */
function isCommentAnswer( body: unknown ): body is CommentAnswer {
	return (
		!! body &&
		typeof body === 'object' &&
		( ( body as CommentAnswer ).status === 'success' ||
			( body as CommentAnswer ).status === 'error' ) &&
		typeof ( body as CommentAnswer ).data === 'string'
	);
}

/**
 * Where the focus goes after a post, if it fell to the page meanwhile (the submit button was disabled):
 * back to the "Reply" link that opened a reply, else to the control that sent it.
 *
 * @param replyTo The comment a posted reply answered, or '0'.
 * @param control The control that had focus when the form was sent.
 */
function restoreFocus( replyTo: string, control: Element | null ): void {
	// eslint-disable-next-line @wordpress/no-global-active-element
	const active = document.activeElement;
	if ( active && active !== document.body ) {
		return;
	}
	const parent =
		replyTo !== '0'
			? document.getElementById( `comment-${ replyTo }` )
			: null;
	const reply = parent
		? Array.from(
				parent.querySelectorAll< HTMLElement >( '.comment-reply-link' )
			).find( ( link ) => link.closest( '[id^="comment-"]' ) === parent )
		: null;
	const target = reply ?? control;
	if ( target instanceof HTMLElement && target.isConnected ) {
		target.focus();
	}
}

/**
 * Posts a comment form through admin-ajax (SPEC 7.2 item 1): multipart form data with every field and the
 * attachments, to the form's action. The submit button is disabled and loading meanwhile (SPEC 4.6); the
 * result is said in the form's live region and the focus does not stay on the page's body.
 *
 * @param form The comment form.
 */
export async function postCommentForm(
	form: HTMLFormElement
): Promise< void > {
	// eslint-disable-next-line @wordpress/no-global-active-element
	const control = document.activeElement;
	const submit = form.querySelector< HTMLButtonElement | HTMLInputElement >(
		'[type="submit"]'
	);
	submit?.setAttribute( 'disabled', '' );
	submit?.classList.add( 'is-loading' );
	form.setAttribute( 'aria-busy', 'true' );
	let answer: CommentAnswer | null = null;
	const announceSubscription = subscriptionAfterPost( form );
	try {
		const body = await ajaxJson< unknown >( {
			url: form.action,
			body: new FormData( form ),
			timeout: UPLOAD_TIMEOUT,
		} );
		answer = isCommentAnswer( body ) ? body : null;
	} catch {
		answer = null;
	}
	submit?.removeAttribute( 'disabled' );
	submit?.classList.remove( 'is-loading' );
	form.removeAttribute( 'aria-busy' );
	const inserted = applyCommentAnswer(
		form,
		answer ?? {
			status: 'error',
			reply_to: '0',
			comment_status: '',
			data: `<p class="inkwell-comment-error" role="alert">${ __(
				'Your response could not be sent. Please check your connection and try again.',
				'inkwell-community'
			) }</p>`,
		}
	);
	if ( answer?.status === 'success' ) {
		announceSubscription();
	}
	restoreFocus(
		answer?.status === 'success' ? answer.reply_to : '0',
		control
	);
	if ( inserted ) {
		// New server HTML (reveal animations, islands) announces itself, and the reader is taken to it.
		document.dispatchEvent(
			new CustomEvent( 'inkwell:inserted', { detail: inserted } )
		);
		inserted.scrollIntoView( { block: 'nearest' } );
	}
}

/**
 * Switches a comment form to the ajax action printed in it and posts it in place. Without this script the
 * form keeps posting to wp-comments-post.php.
 *
 * @param form The comment form.
 */
export function initCommentForm( form: HTMLFormElement ): void {
	const ajax = form.querySelector< HTMLInputElement >(
		'[data-inkwell-ajax-action]'
	);
	if ( ! ajax?.value ) {
		return;
	}
	form.action = ajax.value;
	form.enctype = 'multipart/form-data';
	form.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		const submit = form.querySelector( '[type="submit"]' );
		if ( submit?.hasAttribute( 'disabled' ) ) {
			return; // A request is running, or an attachment limit is exceeded.
		}
		postCommentForm( form );
	} );
}
