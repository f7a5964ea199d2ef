/**
 * Popups (SPEC 2.10, 4.11) on the seeded /popups/ page: each built trigger opens its demo popup, which is
 * a modal <dialog> closed by its control, Escape or a backdrop click; 'closed constantly' survives a
 * reload; the newsletter form inside a popup subscribes and closes it after 3 s.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';
import fs from 'fs';
import path from 'path';

/**
 * Internal dependencies
 */
import { expectFocusKept, expectModal } from '../fixtures/dialog';
import { onlyPopups } from '../fixtures/popups';

const dialog = ( page: Page, name: string ) =>
	page.getByRole( 'dialog', { name } );

test( 'page load: opens after its delay as a modal dialog with focus inside and kept off the page; Escape closes it', async ( {
	page,
} ) => {
	await onlyPopups( page, [ 'Welcome aboard' ] );
	const popup = dialog( page, 'Welcome aboard' );
	await expect( popup ).toBeVisible( { timeout: 6000 } );
	await expectModal( popup );
	await expect( popup ).toBeFocused();
	await expectFocusKept( page, popup, 'Tab', 8 );
	await expectFocusKept( page, popup, 'Shift+Tab', 8 );
	await page.keyboard.press( 'Escape' );
	await expect( popup ).toBeHidden();
} );

test( 'click on a selected element: opens with content loaded on demand; the close control closes it and focus returns', async ( {
	page,
} ) => {
	await onlyPopups( page, [ 'Clicked' ] );
	const link = page.locator( '.demo-click' );
	await link.focus();
	await page.keyboard.press( 'Enter' );
	const popup = dialog( page, 'Clicked' );
	await expect( popup ).toBeVisible();
	await expect( popup ).toContainText(
		'This popup opens by the click trigger.'
	);
	await popup.getByRole( 'button', { name: 'Close', exact: true } ).click();
	await expect( popup ).toBeHidden();
	await expect( link ).toBeFocused();
} );

test( 'scroll percentage: opens past 60%; an overlay click closes it', async ( {
	page,
} ) => {
	await onlyPopups( page, [ 'Halfway through' ] );
	await page.mouse.wheel( 0, 200 );
	await expect( dialog( page, 'Halfway through' ) ).toBeHidden();
	await page.evaluate( () =>
		window.scrollTo( 0, document.documentElement.scrollHeight )
	);
	const popup = dialog( page, 'Halfway through' );
	await expect( popup ).toBeVisible();
	await page.mouse.click( 5, 5 );
	await expect( popup ).toBeHidden();
} );

test( 'exit intent: opens when the pointer leaves through the top', async ( {
	page,
} ) => {
	await onlyPopups( page, [ 'Before you go' ] );
	await page.mouse.move( 300, 200 );
	await page.mouse.move( 300, 0 );
	await page.evaluate( () =>
		document.dispatchEvent(
			new MouseEvent( 'mouseout', { clientY: 0, bubbles: true } )
		)
	);
	await expect( dialog( page, 'Before you go' ) ).toBeVisible();
} );

test( 'inactivity, date and time window open their popups by the clock', async ( {
	page,
} ) => {
	await page.clock.install( { time: new Date( '2026-06-01T22:30:00' ) } );
	await onlyPopups( page, [ 'Still there?' ] );
	await page.clock.fastForward( 21_000 );
	await expect( dialog( page, 'Still there?' ) ).toBeVisible();

	await onlyPopups( page, [ 'Spring issue' ] );
	await page.clock.fastForward( 600 );
	await expect( dialog( page, 'Spring issue' ) ).toBeVisible();

	await onlyPopups( page, [ 'Late-night reading' ] );
	await page.clock.fastForward( 600 );
	await expect( dialog( page, 'Late-night reading' ) ).toBeVisible();
} );

test( 'custom selector, element trigger, hover and scroll-to open their popups', async ( {
	page,
} ) => {
	await onlyPopups( page, [ 'Our house rules' ] );
	await page.locator( '.demo-open-rules' ).click();
	const rules = dialog( page, 'Our house rules' );
	await expect( rules ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( rules ).toBeHidden();
	await page.getByRole( 'button', { name: 'Show the house rules' } ).click();
	await expect( rules ).toBeVisible();

	await onlyPopups( page, [ 'A closer look' ] );
	await page.locator( '.demo-hover' ).hover();
	await expect( dialog( page, 'A closer look' ) ).toBeVisible();

	await onlyPopups( page, [ 'You found the end' ] );
	await page.locator( '.demo-scroll-to' ).scrollIntoViewIfNeeded();
	await expect( dialog( page, 'You found the end' ) ).toBeVisible();
} );

test( "'do not show again' stores status disable with the show-again date and survives a reload", async ( {
	page,
} ) => {
	const id = await onlyPopups( page, [ 'Clicked' ] );
	await page.locator( '.demo-click' ).click();
	const popup = dialog( page, 'Clicked' );
	await popup.getByRole( 'button', { name: 'Do not show again' } ).click();
	await expect( popup ).toBeHidden();
	const stored = await page.evaluate(
		( key ) => JSON.parse( window.localStorage.getItem( key ) ?? 'null' ),
		`inkblocks-popup-${ id }`
	);
	expect( stored.status ).toBe( 'disable' );
	expect( stored.showAgain ).toBeGreaterThan( Date.now() + 3_500_000 );

	await page.reload();
	await page.locator( '.demo-click' ).click();
	await page.waitForTimeout( 1000 );
	await expect( dialog( page, 'Clicked' ) ).toBeHidden();
} );

test( 'the newsletter form in a popup subscribes and the popup closes 3 s later; the mail lands', async ( {
	page,
} ) => {
	await onlyPopups( page, [ 'Welcome aboard' ] );
	const popup = dialog( page, 'Welcome aboard' );
	await expect( popup ).toBeVisible( { timeout: 6000 } );
	const address = `popup-${ Date.now() }@example.org`;
	const sent = page.waitForRequest( /admin-ajax\.php/ );
	await popup.getByLabel( 'E-mail address' ).fill( address );
	await popup.getByLabel( 'E-mail address' ).press( 'Enter' );
	const body = new URLSearchParams( ( await sent ).postData() ?? '' );
	expect( body.get( 'action' ) ).toBe( 'inkblocks_popup_lists_ajax' );
	expect( body.has( 'data[use_target_list_id]' ) ).toBe( false );
	await expect(
		popup.locator( '.inkblocks-newsletter__message' )
	).toContainText( 'check your inbox' );
	await expect( popup ).toBeVisible();
	await expect( popup ).toBeHidden( { timeout: 6000 } );

	const dir = path.resolve( __dirname, '../../../var/mail/e2e' );
	// The mail goes out after the answer, later on a busy machine.
	await expect
		.poll(
			() =>
				fs
					.readdirSync( dir )
					.some( ( file ) =>
						fs
							.readFileSync( path.join( dir, file ), 'utf8' )
							.includes( `To: ${ address }` )
					),
			{ timeout: 30_000 }
		)
		.toBe( true );
} );
