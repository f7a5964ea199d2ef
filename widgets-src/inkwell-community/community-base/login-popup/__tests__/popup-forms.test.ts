/**
 * Internal dependencies
 */
import { handlePopupSubmit, readOutcome } from '../popup-forms';

const LOGIN_ERROR_PAGE = `<!DOCTYPE html><html><body class="login"><div id="login">
	<div id="login_error" class="notice notice-error"><p><strong>Error:</strong> The password you entered for the username <strong>reader1</strong> is incorrect. <a href="/wp-login.php?action=lostpassword">Lost your password?</a></p></div>
	<form name="loginform"></form></div></body></html>`;

/**
 * An answer of fetch as the browser gives it after following redirects.
 *
 * @param url  The final URL.
 * @param body The HTML.
 */
function answer( url: string, body: string ): Response {
	return {
		url,
		ok: true,
		status: 200,
		text: async () => body,
	} as unknown as Response;
}

describe( 'reading what wp-login.php answered', () => {
	it( 'a redirect away from wp-login.php is a success', () => {
		expect(
			readOutcome( 'http://example.test/author/author3/', '' )
		).toEqual( {
			kind: 'success',
			url: 'http://example.test/author/author3/',
		} );
		expect(
			readOutcome(
				'http://example.test/wp-login.php?checkemail=registered',
				''
			).kind
		).toBe( 'success' );
	} );

	it( 'the error box becomes the message, without its lost-password link', () => {
		expect(
			readOutcome( 'http://example.test/wp-login.php', LOGIN_ERROR_PAGE )
		).toEqual( {
			kind: 'error',
			message:
				'Error: The password you entered for the username reader1 is incorrect.',
		} );
	} );

	it( 'a login page without an error box is not understood', () => {
		expect(
			readOutcome(
				'http://example.test/wp-login.php?action=2fa',
				'<form id="twofactor"></form>'
			).kind
		).toBe( 'unknown' );
	} );
} );

describe( 'submitting inside the popup', () => {
	const fetchMock = jest.fn();
	let nativeSubmit: jest.SpyInstance;

	beforeAll( () => {
		window.fetch = fetchMock;
		document.addEventListener( 'submit', handlePopupSubmit );
		nativeSubmit = jest
			.spyOn( HTMLFormElement.prototype, 'submit' )
			.mockImplementation( () => undefined );
	} );

	beforeEach( () => {
		fetchMock.mockReset();
		nativeSubmit.mockClear();
		document.body.innerHTML = `
			<dialog open id="inkwell-login-popup">
				<p role="alert" data-inkwell-popup-message hidden></p>
				<form id="inkwell-login-form" action="http://localhost/wp-login.php" method="post">
					<input name="log" id="user" value="reader1"><input name="pwd" type="password" value="nope">
					<input type="hidden" name="redirect_to" value="http://localhost/here/">
					<input type="submit" id="go" value="Log In">
				</form>
			</dialog>
			<dialog open id="inkwell-register-popup">
				<p role="alert" data-inkwell-popup-message hidden></p>
				<p data-inkwell-popup-done tabindex="-1" hidden>Check your e-mail.</p>
				<form id="inkwell-register-form" action="http://localhost/wp-login.php?action=register" method="post">
					<input name="user_login" value="newbie"><input name="user_email" value="newbie@example.test">
					<button type="submit">Register</button>
				</form>
			</dialog>`;
	} );

	/**
	 * Submits a form as the browser would and lets the background request settle.
	 *
	 * @param id The form's id.
	 */
	async function submit( id: string ): Promise< Event > {
		const event = new Event( 'submit', {
			bubbles: true,
			cancelable: true,
		} );
		document.getElementById( id )!.dispatchEvent( event );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		return event;
	}

	it( 'posts the form fields to wp-login.php and shows the error in the popup', async () => {
		let resolve: ( value: Response ) => void = () => undefined;
		fetchMock.mockReturnValue(
			new Promise< Response >( ( done ) => ( resolve = done ) )
		);
		const event = new Event( 'submit', {
			bubbles: true,
			cancelable: true,
		} );
		document.getElementById( 'inkwell-login-form' )!.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( true );
		const button = document.getElementById( 'go' ) as HTMLInputElement;
		expect( button.disabled ).toBe( true );

		const [ url, init ] = fetchMock.mock.calls[ 0 ];
		expect( url ).toBe( 'http://localhost/wp-login.php' );
		expect( init.method ).toBe( 'POST' );
		expect( ( init.body as FormData ).get( 'log' ) ).toBe( 'reader1' );
		expect( ( init.body as FormData ).get( 'redirect_to' ) ).toBe(
			'http://localhost/here/'
		);

		resolve( answer( 'http://localhost/wp-login.php', LOGIN_ERROR_PAGE ) );
		await new Promise( ( done ) => setTimeout( done, 0 ) );
		const message = document.querySelector< HTMLElement >(
			'#inkwell-login-popup [data-inkwell-popup-message]'
		)!;
		expect( message.hidden ).toBe( false );
		expect( message.textContent ).toContain( 'is incorrect.' );
		expect( button.disabled ).toBe( false );
		expect( button.ownerDocument.activeElement?.id ).toBe( 'user' );
		expect( nativeSubmit ).not.toHaveBeenCalled();
	} );

	it( 'a registration that went through shows the confirmation instead of the form', async () => {
		fetchMock.mockResolvedValue(
			answer( 'http://localhost/wp-login.php?checkemail=registered', '' )
		);
		await submit( 'inkwell-register-form' );
		const form = document.getElementById( 'inkwell-register-form' )!;
		const done = document.querySelector< HTMLElement >(
			'[data-inkwell-popup-done]'
		)!;
		expect( form.hidden ).toBe( true );
		expect( done.hidden ).toBe( false );
		expect( done.ownerDocument.activeElement ).toBe( done );
	} );

	it( 'an answer it does not understand falls back to a normal submission', async () => {
		fetchMock.mockResolvedValue(
			answer( 'http://localhost/wp-login.php', '<form id="2fa"></form>' )
		);
		await submit( 'inkwell-login-form' );
		expect( nativeSubmit ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'other forms are left alone', async () => {
		document.body.innerHTML = '<form id="search"></form>';
		const event = await submit( 'search' );
		expect( event.defaultPrevented ).toBe( false );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );
