/**
 * Slider and carousel (SPEC 2.9, 9) on the seeded /showcase/ page: Swiper with swipe, keyboard, buttons,
 * thumbnails, autoplay paused on hover, fullscreen, and slides per device (DESIGN 4b reading B).
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
 * Opens the showcase scrolled to a slider block, once its Swiper has started (Swiper loads as the block
 * comes near the screen).
 *
 * @param page  The page.
 * @param block The block: slider or carousel.
 */
async function showcaseAt(
	page: Page,
	block: 'slider' | 'carousel' = 'slider'
): Promise< Locator > {
	await page.goto( '/showcase/' );
	await approach( page.locator( `.wp-block-inkblocks-${ block }` ) );
	const region = page.locator(
		`.wp-block-inkblocks-${ block } .inkblocks-slides.is-enhanced`
	);
	await region.scrollIntoViewIfNeeded();
	await expect( region.locator( '.swiper-initialized' ) ).toHaveCount( 1 );
	return region;
}

/**
 * The number of the slide its current dot names ("Slide 2 of 4" gives 2).
 *
 * @param region The slider's region.
 */
async function activeSlide( region: Locator ): Promise< number > {
	const label = await region
		.locator( '.inkblocks-slides__dot[aria-current="true"]' )
		.getAttribute( 'aria-label' );
	return Number( /\d+/.exec( label ?? '' )?.[ 0 ] );
}

/**
 * Waits until the slide transition has ended (Swiper keeps its instance on its element), so the next key
 * press starts from a settled slide, as a person's would.
 *
 * @param region The slider's region.
 */
async function settled( region: Locator ) {
	await expect
		.poll( () =>
			region.locator( '.swiper' ).evaluate(
				( element ) =>
					(
						element as HTMLElement & {
							swiper: { animating: boolean };
						}
					 ).swiper.animating
			)
		)
		.toBe( false );
}

/**
 * Opens the showcase with the slider's autoplay paused by its button.
 *
 * @param page The page.
 */
async function pausedSlider( page: Page ): Promise< Locator > {
	const region = await showcaseAt( page );
	await region.getByRole( 'button', { name: 'Pause autoplay' } ).click();
	await expect(
		region.getByRole( 'button', { name: 'Pause autoplay' } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	// Autoplay may have moved on before the pause: start from the first slide.
	await region.locator( '.inkblocks-slides__dot' ).first().click();
	await expect.poll( () => activeSlide( region ) ).toBe( 1 );
	return region;
}

test.describe( 'slider', () => {
	test( 'is readable without JavaScript', async ( { browser } ) => {
		const context = await browser.newContext( {
			javaScriptEnabled: false,
		} );
		const page = await context.newPage();
		await page.goto( '/showcase/' );
		const slides = page.locator(
			'.wp-block-inkblocks-slider .inkblocks-slides__slide'
		);
		await expect( slides ).toHaveCount( 4 );
		await expect( slides.first().locator( 'h3 a' ) ).toHaveAttribute(
			'href',
			/.+/
		);
		await context.close();
	} );

	test( 'moves with the buttons, the thumbnails and the keyboard', async ( {
		page,
	} ) => {
		const region = await pausedSlider( page );
		await region.getByRole( 'button', { name: 'Next slide' } ).click();
		await expect.poll( () => activeSlide( region ) ).toBe( 2 );
		await settled( region );
		await region.getByRole( 'button', { name: 'Previous slide' } ).click();
		await expect.poll( () => activeSlide( region ) ).toBe( 1 );

		const thumb = region.locator( '.inkblocks-slides__thumb' ).nth( 2 );
		await expect( thumb.locator( 'img' ) ).toHaveJSProperty( 'width', 120 );
		const box = await thumb.locator( 'img' ).boundingBox();
		expect( [ box?.width, box?.height ] ).toEqual( [ 120, 80 ] );
		await thumb.click();
		await expect.poll( () => activeSlide( region ) ).toBe( 3 );

		await region.focus();
		await settled( region );
		await page.keyboard.press( 'ArrowRight' );
		await expect.poll( () => activeSlide( region ) ).toBe( 4 );
		await settled( region );
		await page.keyboard.press( 'ArrowRight' );
		// It loops: after the last slide comes the first.
		await expect.poll( () => activeSlide( region ) ).toBe( 1 );
		await settled( region );
		await page.keyboard.press( 'End' );
		await expect.poll( () => activeSlide( region ) ).toBe( 4 );
		await settled( region );
		await page.keyboard.press( 'Home' );
		await expect.poll( () => activeSlide( region ) ).toBe( 1 );
		await settled( region );
		await page.keyboard.press( 'ArrowLeft' );
		await expect.poll( () => activeSlide( region ) ).toBe( 4 );
	} );

	test( 'swipes with the mouse', async ( { page } ) => {
		const region = await pausedSlider( page );
		const frame = region.locator( '.inkblocks-slides__swiper' );
		// The whole frame in view, so the drag starts on a slide and not off screen.
		await frame.evaluate( ( element ) =>
			element.scrollIntoView( { block: 'center' } )
		);
		const box = await frame.boundingBox();
		if ( ! box ) {
			throw new Error( 'no slider' );
		}
		const y = box.y + box.height / 2;
		await page.mouse.move( box.x + box.width * 0.8, y );
		await page.mouse.down();
		await page.mouse.move( box.x + box.width * 0.2, y, { steps: 12 } );
		await page.mouse.up();
		await expect.poll( () => activeSlide( region ) ).toBe( 2 );
	} );

	test( 'plays by itself, and waits while the mouse is over it', async ( {
		page,
	} ) => {
		const region = await showcaseAt( page );
		await expect.poll( () => activeSlide( region ) ).toBe( 2 );
		await region.locator( '.inkblocks-slides__swiper' ).hover();
		const hovered = await activeSlide( region );
		// Longer than two autoplay delays of 2000 ms.
		await page.waitForTimeout( 4500 );
		expect( await activeSlide( region ) ).toBe( hovered );
		await page.mouse.move( 0, 0 );
		await expect.poll( () => activeSlide( region ) ).not.toBe( hovered );
	} );

	test( 'does not play for reduced motion', async ( { browser } ) => {
		const context = await browser.newContext( { reducedMotion: 'reduce' } );
		const page = await context.newPage();
		const region = await showcaseAt( page );
		await expect(
			region.getByRole( 'button', { name: 'Pause autoplay' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await page.waitForTimeout( 4500 );
		expect( await activeSlide( region ) ).toBe( 1 );
		await context.close();
	} );

	test( 'opens fullscreen and comes back', async ( { page } ) => {
		const region = await pausedSlider( page );
		const button = region.getByRole( 'button', { name: 'Fullscreen' } );
		await button.click();
		await expect( region ).toHaveClass( /is-fullscreen/ );
		await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
		await button.click();
		await expect( region ).not.toHaveClass( /is-fullscreen/ );
	} );
} );

test.describe( 'carousel', () => {
	/**
	 * How many cards are fully inside the carousel's frame.
	 *
	 * @param page The page.
	 */
	async function cardsShown( page: Page ): Promise< number > {
		return page
			.locator( '.wp-block-inkblocks-carousel .inkblocks-slides__swiper' )
			.evaluate( ( frame ) => {
				const outer = frame.getBoundingClientRect();
				return [ ...frame.querySelectorAll( '.swiper-slide' ) ].filter(
					( slide ) => {
						const box = slide.getBoundingClientRect();
						return (
							box.left >= outer.left - 1 &&
							box.right <= outer.right + 1
						);
					}
				).length;
			} );
	}

	for ( const [ width, shown ] of [
		[ 1280, 3 ],
		[ 900, 2 ],
		[ 500, 1 ],
	] as const ) {
		test( `shows ${ shown } cards at ${ width }px`, async ( { page } ) => {
			await page.setViewportSize( { width, height: 900 } );
			await showcaseAt( page, 'carousel' );
			await expect.poll( () => cardsShown( page ) ).toBe( shown );
		} );
	}

	test( 'moves one card on with the next button', async ( { page } ) => {
		const region = await showcaseAt( page, 'carousel' );
		await region.getByRole( 'button', { name: 'Next slide' } ).click();
		await expect.poll( () => activeSlide( region ) ).toBe( 2 );
	} );
} );
