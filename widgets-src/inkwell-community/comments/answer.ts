/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { APPROVED, COMMENT_POSTED_EVENT } from './constants';
import type { CommentAnswer } from './types';

/**
 * Parses server HTML into its first element.
 *
 * @param html The HTML.
 */
function elementOf( html: string ): Element | null {
	const template = document.createElement( 'template' );
	template.innerHTML = html.trim();
	return template.content.firstElementChild;
}

/**
 * Puts a reply under its parent comment, creating the parent's children list when it has none.
 *
 * @param parent  The parent comment's element.
 * @param comment The new comment's element.
 */
function appendReply( parent: Element, comment: Element ): void {
	let children = Array.from( parent.children ).find( ( child ) =>
		child.classList.contains( 'children' )
	);
	if ( ! children ) {
		children = document.createElement(
			parent.tagName === 'DIV' ? 'div' : 'ol'
		);
		children.className = 'children';
		parent.appendChild( children );
	}
	children.appendChild( comment );
}

/**
 * Puts the temporary reply form back in its original place and hides the cancel link: core's
 * comment-reply script does that (and restores the form's title) when its cancel link is clicked; the
 * same steps follow in case that script is absent.
 *
 * @param form The comment form.
 */
function moveReplyFormBack( form: HTMLFormElement ): void {
	document.getElementById( 'cancel-comment-reply-link' )?.click();
	const respond = form.closest< HTMLElement >( '#respond' );
	const placeholder = document.getElementById( 'wp-temp-form-div' );
	if ( respond && placeholder?.parentNode ) {
		placeholder.parentNode.replaceChild( respond, placeholder );
	}
	const cancel = document.getElementById( 'cancel-comment-reply-link' );
	if ( cancel ) {
		cancel.style.display = 'none';
	}
	const parentField = form.querySelector< HTMLInputElement >(
		'input[name="comment_parent"]'
	);
	if ( parentField ) {
		parentField.value = '0';
	}
}

/**
 * Counts an approved comment: the section has comments, the badge goes up by 1 (to 1 when it had no
 * value), the intro switches to its 'first' variant.
 *
 * @param section The comments section.
 */
function countApproved( section: Element | null ): void {
	section?.classList.add( 'has-comments' );
	document
		.querySelectorAll< HTMLElement >( '[data-inkwell-comment-count]' )
		.forEach( ( badge ) => {
			const value = parseInt(
				( badge.textContent ?? '' ).replace( /\D/g, '' ),
				10
			);
			badge.textContent = String( Number.isNaN( value ) ? 1 : value + 1 );
		} );
	section
		?.querySelectorAll< HTMLElement >( '[data-inkwell-comment-intro]' )
		.forEach( ( intro ) => {
			intro.textContent = intro.dataset.first ?? intro.textContent;
			intro.classList.add( 'is-first' );
		} );
}

/**
 * Clears the form after a success: text, e-mail and textarea fields emptied, checkboxes unchecked, and the
 * attached media cleared (the attachments island listens to the event).
 *
 * @param form The comment form.
 */
export function clearForm( form: HTMLFormElement ): void {
	form.querySelectorAll< HTMLInputElement | HTMLTextAreaElement >(
		'input[type="text"], input[type="email"], input[type="url"], textarea'
	).forEach( ( field ) => {
		field.value = '';
	} );
	form.querySelectorAll< HTMLInputElement >(
		'input[type="checkbox"]'
	).forEach( ( box ) => {
		box.checked = false;
	} );
	form.dispatchEvent( new CustomEvent( COMMENT_POSTED_EVENT ) );
}

/**
 * Applies the answer of a comment submission to the page (SPEC 4.6). Returns the new comment's element,
 * if one was inserted.
 *
 * @param form   The comment form.
 * @param answer The server's answer.
 */
export function applyCommentAnswer(
	form: HTMLFormElement,
	answer: CommentAnswer
): Element | null {
	const response = form.querySelector< HTMLElement >(
		'[data-inkwell-comment-response]'
	);
	if ( answer.status !== 'success' ) {
		if ( response ) {
			// The server's own message HTML (escaped there).
			response.innerHTML = answer.data;
		}
		return null;
	}
	if ( response ) {
		// The form's live region says it went through.
		response.textContent =
			answer.comment_status === APPROVED
				? __( 'Your response has been posted.', 'inkwell-community' )
				: __(
						'Your response has been sent and awaits moderation.',
						'inkwell-community'
					);
	}
	const section = form.closest( '[data-inkwell-comments]' );
	const comment = elementOf( answer.data );
	if ( comment ) {
		const parent =
			answer.reply_to !== '0'
				? document.getElementById( `comment-${ answer.reply_to }` )
				: null;
		if ( parent ) {
			appendReply( parent, comment );
			moveReplyFormBack( form );
		} else {
			section?.classList.remove( 'is-empty' );
			section
				?.querySelector( '[data-inkwell-comment-list]' )
				?.appendChild( comment );
		}
	}
	if ( answer.comment_status === APPROVED ) {
		countApproved( section );
	}
	clearForm( form );
	return comment;
}
