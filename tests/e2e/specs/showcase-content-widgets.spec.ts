/**
 * Justified images, image accordion, testimonials, progress bars and timelines on the seeded /showcase/ page
 * (SPEC 3, 4.13, 9), with the mouse, the keyboard and swipes.
 */

/**
 * External dependencies
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { approach } from '../fixtures/near';

test.use( { viewport: { width: 1280, height: 900 } } );

/**
 * Drags horizontally across an element with the mouse (pointer events, as a swipe).
 *
 * @param page    The page.
 * @param element Where to swipe.
 * @param dx      Horizontal distance, pixels (negative: to the left).
 */
async function swipe( page: Page, element: Locator, dx: number ) {
	const box = await element.boundingBox();
	expect( box ).not.toBeNull();
	const x = box!.x + box!.width / 2;
	const y = box!.y + Math.min( 40, box!.height / 2 );
	await page.mouse.move( x, y );
	await page.mouse.down();
	await page.mouse.move( x + dx / 2, y, { steps: 3 } );
	await page.mouse.move( x + dx, y, { steps: 3 } );
	await page.mouse.up();
}

/**
 * Index of the first slide of a carousel that is shown (not aria-hidden).
 *
 * @param track The carousel's track.
 */
async function firstShown( track: Locator ): Promise< number > {
	return track
		.locator( ':scope > *' )
		.evaluateAll( ( slides ) =>
			slides.findIndex(
				( slide ) => slide.getAttribute( 'aria-hidden' ) !== 'true'
			)
		);
}

test( 'justified images: rows of equal height under 300px fill the width; an image opens the lightbox slideshow', async ( {
	page,
} ) => {
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-image-layout' ) );
	const block = page.locator( '.wp-block-inkblocks-image-layout' );
	const list = block.locator( '.inkblocks-image-layout__items.is-justified' );
	await expect( list ).toBeVisible();
	await list.scrollIntoViewIfNeeded();
	const boxes = await list
		.locator( ':scope > li' )
		.evaluateAll( ( elements ) =>
			elements.map( ( element ) => element.getBoundingClientRect() )
		);
	const width = await list.evaluate(
		( element ) => element.getBoundingClientRect().width
	);
	const firstRow = boxes.filter(
		( box ) => Math.abs( box.top - boxes[ 0 ]!.top ) < 1
	);
	expect( firstRow.length ).toBeGreaterThan( 1 );
	expect( firstRow.length ).toBeLessThan( boxes.length );
	for ( const box of firstRow ) {
		expect( box.height ).toBeCloseTo( firstRow[ 0 ]!.height, 0 );
		expect( box.height ).toBeLessThanOrEqual( 300 );
	}
	const right = firstRow[ firstRow.length - 1 ]!.right - boxes[ 0 ]!.left;
	expect( Math.abs( right - width ) ).toBeLessThan( 3 );

	await block.locator( '.inkblocks-image-layout__link' ).nth( 1 ).click();
	const dialog = page.getByRole( 'dialog', { name: /^Image viewer/ } );
	await expect( dialog.locator( '.inkblocks-lightbox__counter' ) ).toHaveText(
		'2 / 8'
	);
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
} );

test( 'image accordion: the active image takes 50% of the width on hover, on focus and with Enter', async ( {
	page,
} ) => {
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-image-accordion' ) );
	const block = page.locator( '.wp-block-inkblocks-image-accordion' );
	const list = block.locator(
		'.inkblocks-image-accordion__items.is-mounted'
	);
	await list.scrollIntoViewIfNeeded();
	const toggles = block.locator( '.inkblocks-image-accordion__toggle' );
	// The block opens its first image at first.
	await expect( toggles.nth( 0 ) ).toHaveAttribute( 'aria-expanded', 'true' );
	const share = async ( index: number ) =>
		list.evaluate(
			( element, i ) =>
				( element.children[ i ] as HTMLElement ).getBoundingClientRect()
					.width / element.getBoundingClientRect().width,
			index
		);

	await block.locator( '.inkblocks-image-accordion__item' ).nth( 2 ).hover();
	await expect( toggles.nth( 2 ) ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect(
		block.getByRole( 'heading', { name: 'Forest' } )
	).toBeVisible();
	await expect
		.poll( () => share( 2 ), { timeout: 3000 } )
		.toBeGreaterThan( 0.47 );
	expect( await share( 2 ) ).toBeLessThanOrEqual( 0.5 );
	await expect( toggles.nth( 0 ) ).toHaveAttribute(
		'aria-expanded',
		'false'
	);

	// Keyboard: focusing an image's button opens it; its link is reachable next.
	await page.mouse.move( 0, 0 );
	await toggles.nth( 3 ).focus();
	await expect( toggles.nth( 3 ) ).toHaveAttribute( 'aria-expanded', 'true' );
	await page.keyboard.press( 'Tab' );
	await expect(
		block.getByRole( 'link', { name: 'Read the story' } )
	).toBeFocused();
	await page.keyboard.press( 'Shift+Tab' );
	await page.keyboard.press( 'Shift+Tab' );
	await expect( toggles.nth( 2 ) ).toBeFocused();
	await expect( toggles.nth( 2 ) ).toHaveAttribute( 'aria-expanded', 'true' );
} );

test( 'testimonials: a carousel of three with stars, moved by buttons, arrow keys and swipes', async ( {
	page,
} ) => {
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-testimonials' ) );
	const block = page.locator( '.wp-block-inkblocks-testimonials' ).first();
	const track = block.locator( '.inkblocks-testimonials__track.is-sliding' );
	await track.scrollIntoViewIfNeeded();
	await expect(
		// Each quote is a slide: a group, announced as a slide.
		track.locator(
			':scope > [role="group"][aria-roledescription="slide"][aria-hidden="false"]'
		)
	).toHaveCount( 3 );
	await expect(
		block.getByRole( 'img', { name: 'Rated 5 out of 5' } ).first()
	).toBeVisible();
	const previous = block.getByRole( 'button', {
		name: 'Previous testimonials',
	} );
	const next = block.getByRole( 'button', { name: 'Next testimonials' } );
	await expect( previous ).toHaveAttribute( 'aria-disabled', 'true' );

	await next.click();
	expect( await firstShown( track ) ).toBe( 1 );
	await next.focus();
	await page.keyboard.press( 'ArrowRight' );
	expect( await firstShown( track ) ).toBe( 2 );
	await expect( next ).toHaveAttribute( 'aria-disabled', 'true' );
	await page.keyboard.press( 'ArrowLeft' );
	expect( await firstShown( track ) ).toBe( 1 );

	const viewport = block.locator( '.inkblocks-testimonials__viewport' );
	await swipe( page, viewport, 80 );
	await expect.poll( () => firstShown( track ) ).toBe( 0 );
	await swipe( page, viewport, -20 );
	expect( await firstShown( track ) ).toBe( 0 );

	// The grid variant shows every quote.
	const grid = page.locator(
		'.wp-block-inkblocks-testimonials.is-layout-grid'
	);
	await expect( grid.locator( '.inkblocks-testimonials__item' ) ).toHaveCount(
		3
	);
	await expect( grid.getByRole( 'button' ) ).toHaveCount( 0 );
} );

test( 'progress bars: fill to their value when shown, show current/max, and do not animate over max', async ( {
	page,
} ) => {
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-progress-bar' ) );
	const bars = page.locator( '.wp-block-inkblocks-progress-bar' );
	const fill = ( index: number ) =>
		bars.nth( index ).locator( '.inkblocks-progress-bar__fill' );
	const ratio = ( index: number ) =>
		bars
			.nth( index )
			.locator( '.inkblocks-progress-bar__track' )
			.evaluate(
				( track ) =>
					(
						track.firstElementChild as HTMLElement
					 ).getBoundingClientRect().width /
					track.getBoundingClientRect().width
			);
	await expect( fill( 0 ) ).toHaveCSS( 'transition-duration', '1s' );
	await bars.nth( 0 ).scrollIntoViewIfNeeded();
	await expect
		.poll( () => ratio( 0 ), { timeout: 4000 } )
		.toBeCloseTo( 0.9, 2 );
	await expect(
		bars.nth( 2 ).locator( '.inkblocks-progress-bar__value' )
	).toHaveText( '18/24' );
	await expect( bars.nth( 2 ).getByRole( 'progressbar' ) ).toHaveAttribute(
		'aria-valuetext',
		'18/24'
	);
	await expect( fill( 3 ) ).toHaveCSS( 'transition-duration', '0s' );
	await expect(
		bars.nth( 3 ).locator( '.inkblocks-progress-bar__value' )
	).toHaveText( '1,250/1,000' );
	expect( await ratio( 3 ) ).toBeCloseTo( 1, 2 );
} );

test( 'progress bars: no animation for readers who prefer reduced motion', async ( {
	page,
} ) => {
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await page.goto( '/showcase/' );
	const fill = page
		.locator( '.wp-block-inkblocks-progress-bar' )
		.nth( 1 )
		.locator( '.inkblocks-progress-bar__fill' );
	await expect( fill ).toHaveAttribute( 'style', /width: 72%/ );
	await expect( fill ).not.toHaveCSS( 'transition-duration', '1s' );
} );

test( 'timelines: vertical events reveal on scroll; the horizontal one moves by buttons, keys and 50px swipes', async ( {
	page,
} ) => {
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-timeline' ) );
	const vertical = page.locator(
		'.wp-block-inkblocks-timeline.is-layout-vertical'
	);
	const first = vertical.locator( '.inkblocks-timeline__item' ).first();
	await expect( first ).toHaveClass( /is-revealable/ );
	await vertical.scrollIntoViewIfNeeded();
	await expect( first ).toHaveClass( /is-revealed/ );
	await expect( vertical.locator( 'ol > li' ) ).toHaveCount( 6 );

	const horizontal = page.locator(
		'.wp-block-inkblocks-timeline.is-layout-horizontal'
	);
	const track = horizontal.locator( '.inkblocks-timeline__track.is-sliding' );
	await track.scrollIntoViewIfNeeded();
	expect( await firstShown( track ) ).toBe( 0 );
	const later = horizontal.getByRole( 'button', { name: 'Later events' } );
	await later.click();
	expect( await firstShown( track ) ).toBe( 1 );
	await later.focus();
	await page.keyboard.press( 'ArrowRight' );
	expect( await firstShown( track ) ).toBe( 2 );
	await page.keyboard.press( 'ArrowLeft' );
	expect( await firstShown( track ) ).toBe( 1 );

	const viewport = horizontal.locator( '.inkblocks-timeline__viewport' );
	await swipe( page, viewport, -40 );
	expect( await firstShown( track ) ).toBe( 1 );
	await swipe( page, viewport, -60 );
	await expect.poll( () => firstShown( track ) ).toBe( 2 );
	await swipe( page, viewport, 60 );
	await expect.poll( () => firstShown( track ) ).toBe( 1 );
} );
