/**
 * The mobile menu (SPEC 2.5: full-height expanded style, multi-level menus) at a phone's width: the
 * header's disclosure opens a panel that fills the screen under the header, shows every level of the
 * primary menu indented under its parent, keeps the page behind it still, and closes again.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

const PHONE = { width: 390, height: 844 };

test.use( { viewport: PHONE } );

test( 'the menu opens full height under the header with every level, holds the page still, and closes', async ( {
	page,
} ) => {
	await page.goto( '/' );
	const toggle = page.locator( '.inkwell-menu__toggle' );
	const panel = page.locator( '.inkwell-menu__panel' );
	await expect( toggle ).toBeVisible();
	await expect( panel ).toBeHidden();

	await toggle.click();
	await expect( panel ).toBeVisible();
	await expect( page.locator( '.inkwell-menu' ) ).toHaveAttribute(
		'open',
		''
	);

	// Full height: from the header's bottom edge to the bottom of the screen, the whole width.
	const header = ( await page.locator( '.inkwell-header' ).boundingBox() )!;
	const box = ( await panel.boundingBox() )!;
	expect(
		Math.abs( box.y - ( header.y + header.height ) )
	).toBeLessThanOrEqual( 2 );
	expect( box.y + box.height ).toBeCloseTo( PHONE.height, 0 );
	expect( box.x ).toBe( 0 );
	expect( box.width ).toBe( PHONE.width );

	// Multi-level: Health › Medical › Contact, each level shown and indented further than its parent.
	const nav = page.getByRole( 'navigation', { name: 'Primary' } );
	const top = nav
		.locator( ':scope > ul > li.menu-item-has-children' )
		.first();
	const second = top.locator( ':scope > .sub-menu > li' ).first();
	const third = second.locator( ':scope > .sub-menu > li > a' ).first();
	await expect( top.locator( ':scope > a' ) ).toHaveText( 'Health' );
	await expect( second.locator( ':scope > a' ) ).toHaveText( 'Medical' );
	await expect( third ).toHaveText( 'Contact' );
	const indent = async ( link: ReturnType< typeof page.locator > ) =>
		parseFloat(
			await link.evaluate(
				( element ) => getComputedStyle( element ).paddingLeft
			)
		);
	const first = await indent( top.locator( ':scope > a' ) );
	const middle = await indent( second.locator( ':scope > a' ) );
	const last = await indent( third );
	expect( middle ).toBeGreaterThan( first );
	expect( last ).toBeGreaterThan( middle );
	await third.scrollIntoViewIfNeeded();
	await expect( third ).toBeInViewport();

	// The page behind stays still while the panel is open.
	await page.mouse.wheel( 0, 600 );
	await expect.poll( () => page.evaluate( () => window.scrollY ) ).toBe( 0 );

	// A link of the third level opens its page.
	await third.click();
	await expect( page ).toHaveURL( /\/contact\/$/ );
	await expect( panel ).toBeHidden();

	// Closing by the same toggle, with the keyboard.
	await toggle.focus();
	await page.keyboard.press( 'Enter' );
	await expect( panel ).toBeVisible();
	await page.keyboard.press( 'Enter' );
	await expect( panel ).toBeHidden();
} );
