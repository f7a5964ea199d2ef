/**
 * Log-in and registration inside their popups (SPEC 2.6): the form is posted to wp-login.php in the
 * background, so WordPress's own checks, hooks and messages apply, and an error is shown in the popup
 * without leaving the page. A successful log-in reloads the page it was opened from; a successful
 * registration shows the popup's confirmation. Any answer this code does not recognise (for example a
 * second log-in step added by a plugin) falls back to a normal form submission.
 */

/**
 * Internal dependencies
 */
import { fetchText } from '../../../common/http/ajax';

/** The ids of the two popup forms. */
export const LOGIN_FORM = 'inkwell-login-form';
export const REGISTER_FORM = 'inkwell-register-form';

/** What a background submission came to. */
export type PopupOutcome =
	| { kind: 'success'; url: string }
	| { kind: 'error'; message: string }
	| { kind: 'unknown' };

/**
 * Reads wp-login.php's answer: a redirect away from it is a success; its error box an error.
 *
 * @param url  The final URL of the answer, after redirects.
 * @param html The answer's body.
 */
export function readOutcome( url: string, html: string ): PopupOutcome {
	const answered = new URL( url, window.location.href );
	if (
		! answered.pathname.endsWith( '/wp-login.php' ) ||
		answered.searchParams.get( 'checkemail' ) === 'registered'
	) {
		return { kind: 'success', url: answered.href };
	}
	const box = new DOMParser()
		.parseFromString( html, 'text/html' )
		.getElementById( 'login_error' );
	if ( ! box ) {
		return { kind: 'unknown' };
	}
	// WordPress appends a "Lost your password?" link; the popup has its own.
	box.querySelectorAll( 'a' ).forEach( ( link ) => link.remove() );
	const message = ( box.textContent ?? '' ).replace( /\s+/g, ' ' ).trim();
	return message ? { kind: 'error', message } : { kind: 'unknown' };
}

/**
 * Shows a message in the popup's alert area (announced by screen readers).
 *
 * @param dialog  The popup.
 * @param message The text, or '' to hide the area.
 */
function showMessage( dialog: Element, message: string ): void {
	const area = dialog.querySelector< HTMLElement >(
		'[data-inkwell-popup-message]'
	);
	if ( area ) {
		area.textContent = message;
		area.hidden = message === '';
	}
}

/**
 * Marks the form busy: submit disabled and loading while the request runs.
 *
 * @param form The form.
 * @param busy Whether a request is in flight.
 */
function setBusy( form: HTMLFormElement, busy: boolean ): void {
	form.setAttribute( 'aria-busy', busy ? 'true' : 'false' );
	form.querySelectorAll< HTMLButtonElement | HTMLInputElement >(
		'[type="submit"]'
	).forEach( ( button ) => {
		button.disabled = busy;
		button.classList.toggle( 'is-loading', busy );
	} );
}

/**
 * Posts a popup form in the background and shows what came of it.
 *
 * @param form The log-in or registration form.
 */
export async function submitPopupForm(
	form: HTMLFormElement
): Promise< void > {
	const dialog = form.closest( 'dialog' );
	if ( ! dialog ) {
		return;
	}
	showMessage( dialog, '' );
	setBusy( form, true );
	let outcome: PopupOutcome = { kind: 'unknown' };
	try {
		const answer = await fetchText( {
			url: form.action,
			body: new FormData( form ),
		} );
		outcome = readOutcome( answer.url, answer.text );
	} catch {
		// Offline or an error status: the plain submission below shows the browser's own answer.
	}
	setBusy( form, false );
	if ( outcome.kind === 'error' ) {
		showMessage( dialog, outcome.message );
		form.querySelector< HTMLElement >(
			'input:not([type=hidden])'
		)?.focus();
	} else if ( outcome.kind === 'success' && form.id === REGISTER_FORM ) {
		const done = dialog.querySelector< HTMLElement >(
			'[data-inkwell-popup-done]'
		);
		form.hidden = true;
		if ( done ) {
			done.hidden = false;
			done.focus();
		}
	} else if ( outcome.kind === 'success' ) {
		window.location.assign( outcome.url );
	} else {
		form.submit();
	}
}

/**
 * Takes over the submission of the popup forms.
 *
 * @param event The submit event.
 */
export function handlePopupSubmit( event: SubmitEvent ): void {
	const form = event.target;
	if (
		form instanceof HTMLFormElement &&
		( form.id === LOGIN_FORM || form.id === REGISTER_FORM ) &&
		typeof window.fetch === 'function'
	) {
		event.preventDefault();
		void submitPopupForm( form );
	}
}
