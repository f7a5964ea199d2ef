/**
 * Right to left (the local sites' inkwell_direction cookie): the arrows go forward towards the left, a
 * carousel slides the other way and a swipe to the right brings what comes next, as the page mirrors.
 */

/**
 * External dependencies
 */
import { expect, test, type Locator } from '@playwright/test';

/**
 * Internal dependencies
 */
import { approach } from '../fixtures/near';

test.use( { viewport: { width: 1280, height: 900 } } );

test.beforeEach( async ( { context, baseURL } ) => {
	await context.addCookies( [
		{ name: 'inkwell_direction', value: 'rtl', url: baseURL! },
	] );
} );

/**
 * Whether an element lies wholly inside another one's box, horizontally.
 *
 * @param element The element.
 * @param frame   The box it should be inside.
 */
async function inside( element: Locator, frame: Locator ): Promise< boolean > {
	const [ box, bounds ] = await Promise.all( [
		element.boundingBox(),
		frame.boundingBox(),
	] );
	return (
		!! box &&
		!! bounds &&
		box.x >= bounds.x - 1 &&
		box.x + box.width <= bounds.x + bounds.width + 1
	);
}

test( 'tabs: the first tab is on the right and the left arrow goes to the next one', async ( {
	page,
} ) => {
	await page.goto( '/showcase/' );
	const tabs = page.locator( '.wp-block-inkblocks-tabs' ).first();
	const overview = tabs.getByRole( 'tab', { name: 'Overview' } );
	const specs = tabs.getByRole( 'tab', { name: 'Specifications' } );
	await expect( overview ).toBeVisible();
	const [ first, second ] = await Promise.all( [
		overview.boundingBox(),
		specs.boundingBox(),
	] );
	expect( second!.x ).toBeLessThan( first!.x );
	await overview.focus();
	await page.keyboard.press( 'ArrowLeft' );
	await expect( specs ).toBeFocused();
	await expect( specs ).toHaveAttribute( 'aria-selected', 'true' );
	await page.keyboard.press( 'ArrowRight' );
	await expect( overview ).toHaveAttribute( 'aria-selected', 'true' );
} );

test( 'testimonials: the carousel slides to the right, with the buttons, the left arrow and a swipe to the right', async ( {
	page,
} ) => {
	await page.goto( '/showcase/' );
	const block = page.locator( '.wp-block-inkblocks-testimonials' ).first();
	await approach( block );
	const viewport = block.locator( '.inkblocks-testimonials__viewport' );
	const items = block.locator( '.inkblocks-testimonials__item' );
	const next = block.getByRole( 'button', { name: 'Next testimonials' } );
	await viewport.scrollIntoViewIfNeeded();
	await expect.poll( () => inside( items.first(), viewport ) ).toBe( true );
	const fourth = items.nth( 3 );
	expect( await inside( fourth, viewport ) ).toBe( false );

	await next.click();
	await expect.poll( () => inside( fourth, viewport ) ).toBe( true );
	await expect.poll( () => inside( items.first(), viewport ) ).toBe( false );

	await next.focus();
	await page.keyboard.press( 'ArrowRight' );
	await expect.poll( () => inside( items.first(), viewport ) ).toBe( true );
	await page.keyboard.press( 'ArrowLeft' );
	await expect.poll( () => inside( fourth, viewport ) ).toBe( true );
	await page.keyboard.press( 'ArrowRight' );
	await expect.poll( () => inside( items.first(), viewport ) ).toBe( true );

	// What comes next lies to the left: the reader drags it in, to the right.
	const box = ( await viewport.boundingBox() )!;
	const y = box.y + Math.min( 40, box.height / 2 );
	await page.mouse.move( box.x + box.width / 2, y );
	await page.mouse.down();
	await page.mouse.move( box.x + box.width / 2 + 100, y, { steps: 6 } );
	await page.mouse.up();
	await expect.poll( () => inside( fourth, viewport ) ).toBe( true );
} );
