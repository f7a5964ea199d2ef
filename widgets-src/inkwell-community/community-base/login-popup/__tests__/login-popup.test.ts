/**
 * Internal dependencies
 */
import {
	installDialogElement,
	nextTask,
} from '../../../../../tests/js/dialog-element';
import { handlePopupClick } from '../login-popup';

beforeAll( () => {
	installDialogElement();
	document.addEventListener( 'click', handlePopupClick );
} );

function click( element: Element ): MouseEvent {
	const event = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
	} );
	element.dispatchEvent( event );
	return event;
}

describe( 'login popups', () => {
	beforeEach( () => {
		document.body.innerHTML = `
			<a id="like" href="/wp-login.php" data-inkwell-login-popup><span>Like</span></a>
			<dialog id="inkwell-login-popup"><input id="user" name="log"><a id="to-register" href="/wp-login.php?action=register" data-inkwell-popup-switch="register">Register</a><button data-inkwell-popup-close>Close</button></dialog>
			<dialog id="inkwell-register-popup"><input id="new-user" name="user_login"><a id="to-login" href="/wp-login.php" data-inkwell-popup-switch="login">Log in</a></dialog>`;
	} );

	it( 'a login-popup control opens the login popup instead of acting', () => {
		const event = click( document.querySelector( '#like span' )! );
		expect( event.defaultPrevented ).toBe( true );
		expect(
			document
				.getElementById( 'inkwell-login-popup' )!
				.hasAttribute( 'open' )
		).toBe( true );
		expect(
			document.getElementById( 'user' )!.ownerDocument.activeElement?.id
		).toBe( 'user' );
	} );

	it( 'switching closes the popup holding the link and opens the other', () => {
		click( document.getElementById( 'like' )! );
		click( document.getElementById( 'to-register' )! );
		expect(
			document
				.getElementById( 'inkwell-login-popup' )!
				.hasAttribute( 'open' )
		).toBe( false );
		expect(
			document
				.getElementById( 'inkwell-register-popup' )!
				.hasAttribute( 'open' )
		).toBe( true );
		click( document.getElementById( 'to-login' )! );
		expect(
			document
				.getElementById( 'inkwell-register-popup' )!
				.hasAttribute( 'open' )
		).toBe( false );
		expect(
			document
				.getElementById( 'inkwell-login-popup' )!
				.hasAttribute( 'open' )
		).toBe( true );
	} );

	it( 'closing gives the focus back to the control that opened it', async () => {
		const like = document.getElementById( 'like' )!;
		click( like );
		click( document.querySelector( '[data-inkwell-popup-close]' )! );
		await nextTask();
		expect( like.ownerDocument.activeElement ).toBe( like );
	} );

	it( 'after switching, the other popup has the focus, and closing gives it back to the first opener', async () => {
		const like = document.getElementById( 'like' )!;
		like.focus(); // As a click does in the browser.
		click( like );
		click( document.getElementById( 'to-register' )! );
		await nextTask();
		expect( like.ownerDocument.activeElement?.id ).toBe( 'new-user' );
		(
			document.getElementById(
				'inkwell-register-popup'
			) as HTMLDialogElement
		 ).close();
		await nextTask();
		expect( like.ownerDocument.activeElement ).toBe( like );
	} );

	it( 'without popups on the page the link works as a link', () => {
		document.getElementById( 'inkwell-login-popup' )!.remove();
		expect(
			click( document.getElementById( 'like' )! ).defaultPrevented
		).toBe( false );
	} );
} );
