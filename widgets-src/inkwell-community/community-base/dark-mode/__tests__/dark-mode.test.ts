/**
 * Internal dependencies
 */
import { isDarkMode, setDarkMode } from '../dark-mode';
import { handleDarkModeClick, syncDarkModeSwitches } from '../dark-mode-switch';

describe( 'dark mode', () => {
	beforeAll( () =>
		document.addEventListener( 'click', handleDarkModeClick )
	);

	beforeEach( () => {
		window.localStorage.clear();
		document.documentElement.removeAttribute( 'data-inkwell-theme' );
		document.body.innerHTML = '';
	} );

	it( 'stores "1" under inkwell-darkmode when on and removes the key when off', () => {
		setDarkMode( true );
		expect( window.localStorage.getItem( 'inkwell-darkmode' ) ).toBe( '1' );
		expect(
			document.documentElement.getAttribute( 'data-inkwell-theme' )
		).toBe( 'dark' );
		expect( isDarkMode() ).toBe( true );
		setDarkMode( false );
		expect( window.localStorage.getItem( 'inkwell-darkmode' ) ).toBeNull();
		expect(
			document.documentElement.hasAttribute( 'data-inkwell-theme' )
		).toBe( false );
	} );

	it( 'treats any other stored value as off', () => {
		window.localStorage.setItem( 'inkwell-darkmode', 'true' );
		expect( isDarkMode() ).toBe( false );
	} );

	it( 'the switches start from storage, flip it, and stay in step with each other', () => {
		window.localStorage.setItem( 'inkwell-darkmode', '1' );
		document.body.innerHTML = `
			<button class="inkwell-dark-mode-toggle" id="header" role="switch" aria-checked="false"><span>Dark mode</span></button>
			<button class="inkwell-dark-mode-toggle" id="account" role="switch" aria-checked="false">Dark mode</button>`;
		syncDarkModeSwitches();
		const header = document.getElementById( 'header' )!;
		const account = document.getElementById( 'account' )!;
		expect( header.getAttribute( 'aria-checked' ) ).toBe( 'true' );
		expect( account.classList.contains( 'is-active' ) ).toBe( true );

		header.querySelector( 'span' )!.click();
		expect( window.localStorage.getItem( 'inkwell-darkmode' ) ).toBeNull();
		expect( header.getAttribute( 'aria-checked' ) ).toBe( 'false' );
		expect( account.getAttribute( 'aria-checked' ) ).toBe( 'false' );

		account.click();
		expect( window.localStorage.getItem( 'inkwell-darkmode' ) ).toBe( '1' );
		expect( header.getAttribute( 'aria-checked' ) ).toBe( 'true' );
	} );
} );
