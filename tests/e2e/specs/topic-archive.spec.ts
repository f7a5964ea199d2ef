/**
 * The topic archive page's posts widget (SPEC 2.4, 7.3): page links carry inkwell_page; choosing one
 * replaces the widget content in place and scrolls to the widget.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

test( 'paging a topic replaces the list in place without leaving the page', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 800 } );
	await page.goto( '/category/health/' );
	const widget = page.locator( '.inkwell-posts' );
	const titles = widget.locator( '.inkwell-card__title' );
	const firstPage = await titles.allTextContents();
	expect( firstPage.length ).toBeGreaterThan( 0 );

	const link = widget
		.locator( '.inkwell-posts__pagination a', { hasText: '2' } )
		.first();
	await expect( link ).toHaveAttribute( 'href', /[?&]inkwell_page=2\b/ );
	await page.evaluate( () =>
		window.scrollTo( 0, document.body.scrollHeight )
	);

	const [ request ] = await Promise.all( [
		page.waitForRequest(
			( r ) =>
				r.url().endsWith( '/wp-admin/admin-ajax.php' ) &&
				r.method() === 'POST'
		),
		link.click(),
	] );
	const body = new URLSearchParams( request.postData() ?? '' );
	expect( body.get( 'action' ) ).toBe( 'inkwell_widget_get_posts' );
	expect( body.get( 'page' ) ).toBe( '2' );
	expect( body.get( 'params' ) ).toMatch( /^[\w-]+\.[0-9a-f]{64}$/ );
	expect( body.get( 'check' ) ).toBe( '' );

	await expect( widget.locator( '[aria-current="page"]' ) ).toHaveText( '2' );
	const secondPage = await titles.allTextContents();
	expect( secondPage ).not.toEqual( firstPage );
	await expect( page ).toHaveURL( /\/category\/health\/$/ );
	// The page scrolled up to the widget.
	await expect
		.poll( async () => ( await widget.boundingBox() )!.y )
		.toBeLessThan( 200 );
	await expect(
		titles.first().locator( 'xpath=ancestor::article' )
	).toHaveClass( /is-revealed/ );
} );

test( 'without JavaScript the page links still work', async ( { browser } ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/category/health/?inkwell_page=2' );
	await expect(
		page.locator( '.inkwell-posts [aria-current="page"]' )
	).toHaveText( '2' );
	await context.close();
} );
