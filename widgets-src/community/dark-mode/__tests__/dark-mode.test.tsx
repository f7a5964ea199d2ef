/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import { mountIslands, registerIsland } from '../../../common/mount';
import { DarkModeToggle } from '../DarkModeToggle';
import { isDarkMode, setDarkMode } from '../dark-mode';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

describe( 'dark mode', () => {
	beforeAll( () => registerIsland( 'dark-mode-toggle', DarkModeToggle ) );

	beforeEach( () => {
		window.localStorage.clear();
		document.documentElement.removeAttribute( 'data-inkwell-theme' );
	} );

	afterEach( async () => {
		await act( async () => {
			document.body.innerHTML = '';
		} );
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

	it( 'the switch starts from storage and flips it', async () => {
		window.localStorage.setItem( 'inkwell-darkmode', '1' );
		await act( async () => {
			document.body.innerHTML =
				'<span data-inkwell-island="dark-mode-toggle"></span>';
			mountIslands( document );
		} );
		const button = document.querySelector( 'button' ) as HTMLButtonElement;
		expect( button.getAttribute( 'aria-checked' ) ).toBe( 'true' );
		await act( async () => button.click() );
		expect( button.getAttribute( 'aria-checked' ) ).toBe( 'false' );
		expect( window.localStorage.getItem( 'inkwell-darkmode' ) ).toBeNull();
	} );
} );
