/**
 * Countdown (SPEC 4.13, 9) on the seeded /showcase/ page: it ticks, and with a fake clock each demo
 * countdown reaches zero and runs its expire action (message, hide, restart of an endless cycle).
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { approach } from '../fixtures/near';

const countdown = ( page: Page, index: number ) =>
	page.locator( '.wp-block-inkblocks-countdown' ).nth( index );

/**
 * The total seconds left that a countdown shows.
 *
 * @param page  The page.
 * @param index Which demo countdown.
 */
async function remaining( page: Page, index: number ): Promise< number > {
	return Number(
		await countdown( page, index )
			.locator( '[role="timer"]' )
			.getAttribute( 'data-remaining' )
	);
}

test( 'says when it ends without JavaScript', async ( { browser } ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/showcase/' );
	await expect( countdown( page, 0 ).locator( 'time' ) ).toHaveText(
		/^Ends on /
	);
	await expect( countdown( page, 1 ) ).toContainText(
		'after your first visit'
	);
	await expect( countdown( page, 2 ) ).toContainText(
		'Restarts every 1 day'
	);
	await context.close();
} );

test( 'ticks every second', async ( { page } ) => {
	await page.clock.install();
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-countdown' ) );
	await expect(
		countdown( page, 0 ).locator( '[role="timer"]' )
	).toBeVisible();
	await page.clock.pauseAt( Date.now() + 5000 );
	const before = await remaining( page, 0 );
	await page.clock.runFor( 3000 );
	expect( before - ( await remaining( page, 0 ) ) ).toBe( 3 );
} );

test( 'reaches zero with a fake clock and runs each expire action', async ( {
	page,
} ) => {
	await page.clock.install();
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-countdown' ) );
	await expect(
		countdown( page, 0 ).locator( '.is-days .inkblocks-countdown__value' )
	).toHaveText( /0[23]/ );
	const endless = await remaining( page, 2 );
	expect( endless ).toBeGreaterThan( 0 );

	// The evergreen demo lasts 2 hours for this visitor, then hides.
	await page.clock.fastForward( '02:00:01' );
	await expect( countdown( page, 1 ) ).toBeHidden();
	await expect(
		countdown( page, 0 ).locator( '[role="timer"]' )
	).toBeVisible();

	// The due date is 3 days after the seed ran: past it the message shows.
	await page.clock.fastForward( 72 * 3600 * 1000 );
	await expect( countdown( page, 0 ).getByRole( 'status' ) ).toHaveText(
		'The reading challenge has closed. Thank you for taking part!'
	);
	await expect(
		countdown( page, 0 ).locator( '[role="timer"]' )
	).toHaveCount( 0 );

	// The endless demo started a new daily cycle instead.
	await expect(
		countdown( page, 2 ).locator( '[role="timer"]' )
	).toBeVisible();
	expect( await remaining( page, 2 ) ).toBeLessThanOrEqual( 24 * 3600 );
} );

test( 'keeps the evergreen deadline of a visitor across page views', async ( {
	page,
} ) => {
	await page.clock.install();
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-countdown' ) );
	await expect(
		countdown( page, 1 ).locator( '[role="timer"]' )
	).toBeVisible();
	await page.clock.fastForward( '00:30:00' );
	await page.reload();
	await approach( page.locator( '.wp-block-inkblocks-countdown' ) );
	await expect
		.poll( () => remaining( page, 1 ) )
		.toBeLessThanOrEqual( 90 * 60 );
	const saved = await page.evaluate( () =>
		window.localStorage.getItem( 'inkblocks-countdown-showcase-evergreen' )
	);
	expect( JSON.parse( saved ?? '{}' ) ).toMatchObject( { interval: 7200 } );
} );
