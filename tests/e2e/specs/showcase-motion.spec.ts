/**
 * Animated text and parallax sections (SPEC 9) on the seeded /showcase/ page: words rotate every 3000 ms
 * and can be paused; the parallax layer moves with scrolling or the mouse on desktop and tablet only, and
 * nothing moves for reduced motion.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { approach } from '../fixtures/near';

const word = ( page: Page ) =>
	page
		.locator(
			'.wp-block-inkblocks-animated-text .inkblocks-animated-text__word'
		)
		.first();

// The first animated text of the showcase rotates these words.
const WORDS = [ 'health', 'science', 'cooking', 'travel' ];

/**
 * Stops the page's clock a second ahead of its time, so that only runFor() moves it from here: time
 * that a busy machine spends between two steps no longer turns a word.
 *
 * @param page The page, with the clock installed.
 */
async function holdClock( page: Page ): Promise< void > {
	await page.clock.pauseAt( await page.evaluate( () => Date.now() + 1000 ) );
}

const layerImage = ( page: Page, index = 0 ) =>
	page
		.locator( '.inkblocks-parallax__motion .inkblocks-parallax__image' )
		.nth( index );

test( 'the animated text changes its word every 3000 ms with its effect', async ( {
	page,
} ) => {
	await page.clock.install();
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-animated-text' ) );
	await expect( word( page ) ).toHaveClass( /is-fx2/ );
	await holdClock( page );
	const first = WORDS.indexOf( ( await word( page ).textContent() ) ?? '' );
	expect( first ).toBeGreaterThanOrEqual( 0 );
	await page.clock.runFor( 3000 );
	await expect( word( page ) ).toHaveText( WORDS[ ( first + 1 ) % 4 ]! );
	await page.clock.runFor( 3000 );
	await expect( word( page ) ).toHaveText( WORDS[ ( first + 2 ) % 4 ]! );
} );

test( 'the animated text stops with its pause button and reads whole to screen readers', async ( {
	page,
} ) => {
	await page.clock.install();
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-animated-text' ) );
	const heading = page.locator( '.wp-block-inkblocks-animated-text' ).first();
	await expect( heading.locator( '.screen-reader-text' ).first() ).toHaveText(
		'We write about health, science, cooking, travel every week.'
	);
	const pause = heading.getByRole( 'button', {
		name: 'Pause the rotating words',
	} );
	await pause.click();
	await expect( pause ).toHaveAttribute( 'aria-pressed', 'true' );
	await page.mouse.move( 0, 0 );
	await holdClock( page );
	const paused = ( await word( page ).textContent() ) ?? '';
	await page.clock.runFor( 9000 );
	await expect( word( page ) ).toHaveText( paused );
} );

test( 'the animated text letters do not animate for reduced motion', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { reducedMotion: 'reduce' } );
	const page = await context.newPage();
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-animated-text' ) );
	const letter = page
		.locator( '.wp-block-inkblocks-animated-text' )
		.nth( 1 )
		.locator( '.inkblocks-animated-text__letter' )
		.first();
	await expect( letter ).toHaveCSS( 'animation-name', 'none' );
	await context.close();
} );

test( 'right to left, the letters of a Latin word still read left to right', async ( {
	browser,
	baseURL,
} ) => {
	const context = await browser.newContext( { baseURL } );
	await context.addCookies( [
		{ name: 'inkwell_direction', value: 'rtl', url: baseURL! },
	] );
	const page = await context.newPage();
	await page.clock.install();
	await page.goto( '/showcase/' );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
	// The second animated text types its words letter by letter.
	const typed = page.locator( '.wp-block-inkblocks-animated-text' ).nth( 1 );
	await approach( typed );
	const letters = typed.locator( '.inkblocks-animated-text__letter' );
	await expect( letters.first() ).toBeVisible();
	await holdClock( page );
	const lefts = await letters.evaluateAll( ( spans ) =>
		spans.map( ( span ) => span.getBoundingClientRect().left )
	);
	expect( lefts.length ).toBeGreaterThan( 1 );
	expect( lefts ).toEqual( [ ...lefts ].sort( ( a, b ) => a - b ) );
	await context.close();
} );

test( 'the parallax layer moves as the page scrolls', async ( { page } ) => {
	await page.goto( '/showcase/' );
	const section = page.locator( '.wp-block-inkblocks-parallax' ).first();
	await section.scrollIntoViewIfNeeded();
	await expect( layerImage( page ) ).toHaveCSS( 'transform', /matrix/ );
	const before = await layerImage( page ).evaluate(
		( image ) => getComputedStyle( image ).transform
	);
	await page.mouse.wheel( 0, 200 );
	await expect
		.poll( () =>
			layerImage( page ).evaluate(
				( image ) => getComputedStyle( image ).transform
			)
		)
		.not.toBe( before );
	await expect(
		section.getByRole( 'heading', { name: 'Read slowly' } )
	).toBeVisible();
} );

test( 'the mouse parallax follows the pointer', async ( { page } ) => {
	await page.goto( '/showcase/' );
	const section = page.locator( '.wp-block-inkblocks-parallax' ).nth( 1 );
	await section.scrollIntoViewIfNeeded();
	const image = section.locator(
		'.inkblocks-parallax__motion.is-moving .inkblocks-parallax__image'
	);
	// Moving means mounted and listening; islands above may still change the page's height.
	await expect( image ).toBeVisible();
	const transform = () =>
		image.evaluate( ( element ) => getComputedStyle( element ).transform );
	const pointAt = async ( corner: 'start' | 'end' ) => {
		await section.scrollIntoViewIfNeeded();
		const box = await section.boundingBox();
		if ( ! box ) {
			throw new Error( 'no section' );
		}
		const inset = ( size: number ) =>
			corner === 'start' ? 10 : size - 10;
		await page.mouse.move(
			box.x + inset( box.width ),
			box.y + inset( box.height ),
			{
				steps: 4,
			}
		);
	};
	await pointAt( 'start' );
	const left = await transform();
	// Measured again on each try: a layout shift after the move may have put the pointer elsewhere.
	await expect( async () => {
		await pointAt( 'end' );
		expect( await transform() ).not.toBe( left );
	} ).toPass();
} );

test( 'the parallax stays still on mobile and for reduced motion', async ( {
	browser,
} ) => {
	for ( const options of [
		{ viewport: { width: 500, height: 900 } },
		{ reducedMotion: 'reduce' as const },
	] ) {
		const context = await browser.newContext( options );
		const page = await context.newPage();
		await page.goto( '/showcase/' );
		await page
			.locator( '.wp-block-inkblocks-parallax' )
			.first()
			.scrollIntoViewIfNeeded();
		await page.mouse.wheel( 0, 200 );
		await expect( layerImage( page ) ).toBeAttached();
		await expect(
			page.locator( '.inkblocks-parallax__motion.is-moving' )
		).toHaveCount( 0 );
		await expect( layerImage( page ) ).toHaveCSS( 'transform', 'none' );
		await context.close();
	}
} );
