/**
 * The login and register popups (SPEC 2.6): errors shown in the popup without leaving the page,
 * registration confirmed in the popup; then the onboarding slider (SPEC 2.7) shown once to the new reader.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { mailTo } from '../fixtures/mail';
import { logIn } from '../fixtures/users';

/**
 * Opens the login popup from the header's "Log in" link.
 *
 * @param page The page.
 */
async function openLogin( page: Page ) {
	await page.locator( 'header a[data-inkwell-login-popup]' ).click();
	const popup = page.locator( '#inkwell-login-popup' );
	await expect( popup ).toBeVisible();
	return popup;
}

test( 'a wrong password is reported inside the popup, then the right one logs in on the same page', async ( {
	page,
} ) => {
	await page.goto( '/explore/' );
	let left = false;
	page.on( 'framenavigated', ( frame ) => {
		if ( frame === page.mainFrame() ) {
			left = true;
		}
	} );
	const popup = await openLogin( page );
	await popup.locator( 'input[name="log"]' ).fill( 'reader2' );
	await popup.locator( 'input[name="pwd"]' ).fill( 'not-the-password' );
	await popup.locator( 'input[type="submit"]' ).click();

	const message = popup.locator( '[data-inkwell-popup-message]' );
	await expect( message ).toBeVisible();
	await expect( message ).toHaveAttribute( 'role', 'alert' );
	await expect( message ).toContainText( 'is incorrect' );
	await expect( message ).not.toContainText( 'Lost your password' );
	expect( left ).toBe( false );
	await expect( popup ).toBeVisible();
	await expect( popup.locator( 'input[name="log"]' ) ).toBeFocused();
	await expect( popup.locator( 'input[name="log"]' ) ).toHaveValue(
		'reader2'
	);

	await popup.locator( 'input[name="pwd"]' ).fill( 'password' );
	await popup.locator( 'input[type="submit"]' ).click();
	await expect( page ).toHaveURL( /\/explore\/$/ );
	await expect( page.locator( '.inkwell-account__profile' ) ).toBeVisible();
} );

test( 'an empty or unknown account is reported in the popup too', async ( {
	page,
} ) => {
	await page.goto( '/' );
	const popup = await openLogin( page );
	await popup.locator( 'input[name="log"]' ).fill( 'nobody-by-this-name' );
	await popup.locator( 'input[name="pwd"]' ).fill( 'whatever' );
	await popup.locator( 'input[type="submit"]' ).click();
	await expect(
		popup.locator( '[data-inkwell-popup-message]' )
	).toContainText( 'not registered' );
	await expect( page ).toHaveURL( /\/$/ );
} );

test( 'registration: a taken name is reported in the popup; a new reader is confirmed, then onboarded once', async ( {
	page,
	browser,
} ) => {
	test.setTimeout( 120_000 );
	await page.goto( '/' );
	await page
		.locator( 'header a[data-inkwell-popup-switch="register"]' )
		.click();
	const popup = page.locator( '#inkwell-register-popup' );
	await expect( popup ).toBeVisible();
	await expect( popup.locator( 'input[name="user_login"]' ) ).toBeFocused();

	await popup.locator( 'input[name="user_login"]' ).fill( 'reader1' );
	await popup
		.locator( 'input[name="user_email"]' )
		.fill( 'someone-new@inkwell.test' );
	await popup.getByRole( 'button', { name: 'Register' } ).click();
	await expect(
		popup.locator( '[data-inkwell-popup-message]' )
	).toContainText( 'already registered' );
	await expect( page ).toHaveURL( /\/$/ );

	const login = `newreader${ Date.now() }`;
	const email = `${ login }@inkwell.test`;
	await popup.locator( 'input[name="user_login"]' ).fill( login );
	await popup.locator( 'input[name="user_email"]' ).fill( email );
	await popup.getByRole( 'button', { name: 'Register' } ).click();
	const done = popup.locator( '[data-inkwell-popup-done]' );
	await expect( done ).toBeVisible();
	await expect( done ).toBeFocused();
	await expect( popup.locator( 'form' ) ).toBeHidden();

	// The real WordPress mail: set a password through its link, then log in.
	const mail = await mailTo( email, 'action=rp' );
	const link = mail.match( /https?:\/\/\S*action=rp\S*/ )![ 0 ];
	const reader = await browser.newPage( {
		baseURL: new URL( page.url() ).origin,
		reducedMotion: 'reduce',
	} );
	await reader.goto( new URL( link ).pathname + new URL( link ).search );
	const password = 'Inkwell-e2e-Strong-Passphrase-42!';
	// WordPress puts its suggested password in the field once the strength meter's script has arrived,
	// which can be after the page's load: typed before that, ours would be replaced.
	await expect( reader.locator( '#pass1' ) ).not.toHaveValue( '' );
	await reader.locator( '#pass1' ).fill( password );
	await expect( reader.locator( '#pass1' ) ).toHaveValue( password );
	await reader.locator( '#wp-submit' ).click();
	// Leaving before the reset is confirmed can abort it, and the login below would then fail.
	await expect( reader.locator( '.reset-pass' ) ).toContainText(
		'Your password has been reset.'
	);
	await logIn( reader, login, password );

	await reader.goto( '/' );
	const slider = reader.locator( '#inkwell-onboarding' );
	await expect( slider ).toBeVisible();
	const slides = slider.locator( '[data-inkwell-slide]' );
	const count = await slides.count();
	await expect( slides.nth( 0 ) ).toBeVisible();
	await expect( slides.nth( 0 ).locator( 'h2' ) ).toBeFocused();
	// Reduced motion: the slides do not animate.
	expect(
		await slides
			.nth( 0 )
			.evaluate( ( slide ) => getComputedStyle( slide ).animationName )
	).toBe( 'none' );

	await slider.getByRole( 'button', { name: 'Next' } ).click();
	await expect( slides.nth( 1 ) ).toBeVisible();
	await expect( slides.nth( 0 ) ).toBeHidden();
	await expect( slides.nth( 1 ).locator( 'h2' ) ).toBeFocused();
	await expect( slider ).toHaveAttribute(
		'aria-labelledby',
		( await slides.nth( 1 ).locator( 'h2' ).getAttribute( 'id' ) )!
	);
	await reader.keyboard.press( 'ArrowLeft' );
	await expect( slides.nth( 0 ) ).toBeVisible();

	await slider.getByRole( 'button', { name: 'Skip' } ).click();
	await expect( slides.nth( count - 1 ) ).toBeVisible();
	await expect( slider.getByRole( 'button', { name: 'Next' } ) ).toBeHidden();
	const close = slider.locator(
		'.inkwell-onboarding__controls [data-inkwell-onboarding-close]'
	);
	await close.click();
	await expect( slider ).toBeHidden();

	await reader.reload();
	await expect( reader.locator( '#inkwell-onboarding' ) ).toHaveCount( 0 );
	await reader.close();
} );
