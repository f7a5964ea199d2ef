/**
 * Flip boxes and the scratch card (SPEC 4.13, 9) on the seeded /showcase/ page: every switch type, with
 * the mouse, the keyboard and a finger; the scratch cover opens at 75% scratched.
 */

/**
 * External dependencies
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { approach } from '../fixtures/near';

/**
 * The enhanced card of the flip box with this switch type.
 *
 * @param page The page.
 * @param type The switch type.
 */
const card = ( page: Page, type: string ) =>
	page.locator( `.inkblocks-flip-box__card.is-${ type }` );

/**
 * Scratches a canvas with the mouse, row by row, over the given share of its height.
 *
 * @param page   The page.
 * @param canvas The canvas.
 * @param share  Share of the height to cover, from the top.
 */
async function scratchWithMouse( page: Page, canvas: Locator, share: number ) {
	const box = await canvas.boundingBox();
	if ( ! box ) {
		throw new Error( 'no canvas' );
	}
	for ( let y = box.y + 10; y < box.y + box.height * share; y += 25 ) {
		await page.mouse.move( box.x + 2, y );
		await page.mouse.down();
		await page.mouse.move( box.x + box.width - 2, y, { steps: 6 } );
		await page.mouse.up();
	}
}

test( 'shows both faces without JavaScript', async ( { browser } ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/showcase/' );
	const box = page.locator( '.wp-block-inkblocks-flip-box' ).first();
	await expect( box.locator( '.is-front' ) ).toContainText( 'Hover me' );
	await expect( box.locator( '.is-back' ) ).toContainText( 'Write with us' );
	await expect(
		box.getByRole( 'link', { name: 'Read the guide' } )
	).toBeVisible();
	await context.close();
} );

test( 'hover, fold, peel and slide-out switch under the mouse', async ( {
	page,
} ) => {
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-flip-box' ) );
	for ( const type of [ 'hover', 'fold', 'peel', 'slide-out' ] ) {
		const box = card( page, type );
		await expect( box ).not.toHaveClass( /is-flipped/ );
		await box.hover();
		await expect( box ).toHaveClass( /is-flipped/ );
		await page.mouse.move( 0, 0 );
		await expect( box ).not.toHaveClass( /is-flipped/ );
	}
} );

test( 'a hover box switches on keyboard focus and its back link is reachable', async ( {
	page,
} ) => {
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-flip-box' ) );
	const box = card( page, 'hover' );
	const link = box.getByRole( 'link', { name: 'Read the guide' } );
	await expect( link ).toBeHidden();
	await box.getByRole( 'button', { name: 'Show the back' } ).focus();
	await expect( box ).toHaveClass( /is-flipped/ );
	await page.keyboard.press( 'Tab' );
	await expect( link ).toBeFocused();
} );

test( 'click switches on each click and toggle with its switch', async ( {
	page,
} ) => {
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-flip-box' ) );
	const click = card( page, 'click' );
	await click.click();
	await expect( click ).toHaveClass( /is-flipped/ );
	await expect( click.locator( '.is-back' ) ).toContainText( 'Community' );
	await click.click();
	await expect( click ).not.toHaveClass( /is-flipped/ );

	const toggle = card( page, 'toggle' );
	await toggle.getByRole( 'switch', { name: 'Show the back' } ).check();
	await expect( toggle ).toHaveClass( /is-flipped/ );
	await expect( toggle.locator( '.is-back' ) ).toBeVisible();
	await toggle.getByRole( 'switch' ).press( 'Space' );
	await expect( toggle ).not.toHaveClass( /is-flipped/ );
} );

test( 'the scratch flip box opens when 75% is scratched, not before', async ( {
	page,
} ) => {
	// About 150 mouse events, each a round trip to the browser: slow on a busy machine.
	test.setTimeout( 120_000 );
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-flip-box' ) );
	const box = card( page, 'scratch' );
	const canvas = box.locator( 'canvas' );
	await canvas.scrollIntoViewIfNeeded();
	await scratchWithMouse( page, canvas, 0.5 );
	await expect( canvas ).toHaveAttribute( 'data-scratched', /^[3-6]\d$/ );
	await expect( box ).not.toHaveClass( /is-flipped/ );
	await scratchWithMouse( page, canvas, 1 );
	await expect( box ).toHaveClass( /is-flipped/ );
	expect(
		Number( await canvas.getAttribute( 'data-scratched' ) )
	).toBeGreaterThanOrEqual( 75 );
	await expect( box.locator( '.inkblocks-scratch-cover' ) ).toHaveClass(
		/is-done/
	);
} );

test( 'the scratch card opens with a finger', async ( { browser } ) => {
	// One touch event at a time through the DevTools protocol.
	test.setTimeout( 120_000 );
	const context = await browser.newContext( { hasTouch: true } );
	const page = await context.newPage();
	await page.goto( '/showcase/' );
	await approach( page.locator( '.inkblocks-scratch__island' ) );
	const cardBox = page.locator( '.inkblocks-scratch__card' );
	const canvas = cardBox.locator( 'canvas' );
	await canvas.scrollIntoViewIfNeeded();
	await expect(
		cardBox.locator( '.inkblocks-scratch__content' )
	).toHaveAttribute( 'aria-hidden', 'true' );
	const box = await canvas.boundingBox();
	if ( ! box ) {
		throw new Error( 'no canvas' );
	}
	const cdp = await context.newCDPSession( page );
	// Row by row until it opens (a finger swiping on past it would pan the page, not the cover).
	for (
		let y = box.y + 10;
		y < box.y + box.height &&
		! ( await cardBox.getAttribute( 'class' ) )?.includes( 'is-open' );
		y += 25
	) {
		await cdp.send( 'Input.dispatchTouchEvent', {
			type: 'touchStart',
			touchPoints: [ { x: box.x + 2, y } ],
		} );
		for ( let x = box.x + 2; x <= box.x + box.width; x += box.width / 4 ) {
			await cdp.send( 'Input.dispatchTouchEvent', {
				type: 'touchMove',
				touchPoints: [ { x, y } ],
			} );
		}
		await cdp.send( 'Input.dispatchTouchEvent', {
			type: 'touchEnd',
			touchPoints: [],
		} );
	}
	expect(
		Number( await canvas.getAttribute( 'data-scratched' ) )
	).toBeGreaterThanOrEqual( 75 );
	await expect( cardBox ).toHaveClass( /is-open/ );
	await expect(
		cardBox.locator( '.inkblocks-scratch__content' )
	).toHaveAttribute( 'aria-hidden', 'false' );
	await context.close();
} );

test( 'the scratch card opens from the keyboard', async ( { page } ) => {
	await page.goto( '/showcase/' );
	await approach( page.locator( '.inkblocks-scratch__island' ) );
	const cardBox = page.locator( '.inkblocks-scratch__card' );
	await cardBox.getByRole( 'button', { name: 'Reveal' } ).focus();
	await page.keyboard.press( 'Enter' );
	await expect( cardBox ).toHaveClass( /is-open/ );
	await expect( cardBox.getByRole( 'status' ) ).toHaveText(
		'20% off your first year'
	);
} );

test( 'flips without animation for reduced motion', async ( { browser } ) => {
	const context = await browser.newContext( { reducedMotion: 'reduce' } );
	const page = await context.newPage();
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-flip-box' ) );
	const face = card( page, 'click' ).locator( '.is-front' );
	const duration = await face.evaluate( ( element ) =>
		parseFloat( getComputedStyle( element ).transitionDuration )
	);
	expect( duration ).toBeLessThan( 0.01 );
	await context.close();
} );
