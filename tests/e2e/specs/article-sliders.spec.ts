/**
 * Article sliders (SPEC 2.9) on the theme's pages: the front page's article slider with back and next,
 * the nested media slider behind category tabs, the panel slider with its 'current / total' counter, and
 * the gallery slider inside the seeded article /a-week-in-pictures/; without JavaScript all their
 * content is there. Each slider is set up when it comes near the screen (Swiper in a lazy part), so a
 * test scrolls a slider far down the page into view before it looks for the enhanced slider.
 */

/**
 * External dependencies
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
const GALLERY = '/a-week-in-pictures/';
const REACT = /\/wp-includes\/js\/dist\/(vendor\/react|element)/;
/** The entry script, and the lazy part with Swiper and the set-up. */
const ENTRY = /\/build\/article-sliders\/index\.js/;
const LAZY = /\/build\/article-sliders\/enhance\.js/;

/**
 * The label of a slider's active slide ("Slide 2 of 8").
 *
 * @param slider The slider.
 */
const active = ( slider: Locator ) =>
	slider.locator( '.inkwell-slider__slide.swiper-slide-active' ).first();

/**
 * Waits until a slider has settled after a move, so the next step starts from where a person would.
 *
 * @param slider The slider.
 */
async function settled( slider: Locator ) {
	await expect
		.poll( () =>
			slider.locator( '.inkwell-slider__viewport' ).evaluate(
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
 * Whether an element lies inside its slider's viewport (horizontally).
 *
 * @param slider  The slider.
 * @param element The element.
 */
async function inView( slider: Locator, element: Locator ) {
	const box = ( await slider
		.locator( '.inkwell-slider__viewport' )
		.first()
		.boundingBox() )!;
	const own = ( await element.boundingBox() )!;
	return own.x >= box.x - 1 && own.x + own.width <= box.x + box.width + 1;
}

/**
 * Clicks next until it is disabled and returns how many clicks that took.
 *
 * @param slider The slider.
 */
async function nextToTheEnd( slider: Locator ): Promise< number > {
	const next = slider.locator( '.inkwell-slider__next' ).first();
	let clicks = 0;
	while ( ( await next.isEnabled() ) && clicks < 20 ) {
		await next.click();
		await settled( slider );
		clicks++;
	}
	return clicks;
}

const articles = ( page: Page ) =>
	page.locator( '.inkwell-slider--articles.is-enhanced' );

for ( const [ name, viewport, perView ] of [
	[ 'desktop', DESKTOP, 3 ],
	[ 'mobile', MOBILE, 1 ],
] as const ) {
	test.describe( `front page sliders on ${ name }`, () => {
		test.use( { viewport } );

		test( 'back and next move the article slider and are disabled at the ends', async ( {
			page,
		} ) => {
			await page.goto( '/' );
			const slider = articles( page );
			const previous = slider.locator( '.inkwell-slider__prev' );
			const next = slider.locator( '.inkwell-slider__next' );
			await expect( slider ).toHaveAttribute(
				'aria-roledescription',
				'carousel'
			);
			await expect( previous ).toHaveAccessibleName( 'Previous slide' );
			await expect( next ).toHaveAccessibleName( 'Next slide' );
			await expect( previous ).toBeDisabled();
			await expect( active( slider ) ).toHaveAttribute(
				'aria-label',
				/^Slide 1 of (\d+)$/
			);
			const total = Number(
				/of (\d+)/.exec(
					( await active( slider ).getAttribute( 'aria-label' ) )!
				)![ 1 ]
			);
			expect( total ).toBeGreaterThan( perView );

			await slider.scrollIntoViewIfNeeded();
			await next.click();
			await expect( active( slider ) ).toHaveAttribute(
				'aria-label',
				`Slide 2 of ${ total }`
			);
			await expect( previous ).toBeEnabled();

			expect( await nextToTheEnd( slider ) ).toBe( total - perView - 1 );
			await expect( next ).toBeDisabled();
			// The focus was on next: it moved to back, not to the page.
			await expect( previous ).toBeFocused();
			const last = slider.locator(
				`.inkwell-slider__slide[aria-label="Slide ${ total } of ${ total }"]`
			);
			expect( await inView( slider, last ) ).toBe( true );

			// The arrow keys move it too while the focus is inside.
			await page.keyboard.press( 'ArrowLeft' );
			await settled( slider );
			await expect( next ).toBeEnabled();
			await page.keyboard.press( 'Home' );
			await expect( active( slider ) ).toHaveAttribute(
				'aria-label',
				`Slide 1 of ${ total }`
			);
			await expect( previous ).toBeDisabled();
			await expect( next ).toBeFocused();
		} );

		test( 'category tabs switch the inner slider with the mouse and the keyboard', async ( {
			page,
		} ) => {
			await page.goto( '/' );
			const topics = page.locator( '.inkwell-topics.is-enhanced' );
			const tabs = topics.getByRole( 'tab' );
			// The tabs come with the script, which may still be loading.
			await expect.poll( () => tabs.count() ).toBeGreaterThan( 1 );
			await expect( topics.getByRole( 'tablist' ) ).toBeVisible();
			await expect( tabs.first() ).toHaveAttribute(
				'aria-selected',
				'true'
			);
			const panelOf = async ( tab: Locator ) =>
				topics.locator(
					`#${ await tab.getAttribute( 'aria-controls' ) }`
				);

			await topics.scrollIntoViewIfNeeded();
			const second = tabs.nth( 1 );
			const topic = ( await second.textContent() )!.trim();
			await second.click();
			await expect( second ).toHaveAttribute( 'aria-selected', 'true' );
			await expect( tabs.first() ).toHaveAttribute(
				'aria-selected',
				'false'
			);
			const panel = await panelOf( second );
			await expect( panel ).toHaveRole( 'tabpanel' );
			await expect( panel ).toHaveAccessibleName( topic );
			await expect( await panelOf( tabs.first() ) ).toHaveAttribute(
				'inert',
				''
			);
			await expect( panel ).not.toHaveAttribute( 'inert' );
			await expect
				.poll( async () => {
					const box = ( await panel.boundingBox() )!;
					const frame = ( await topics
						.locator( '.inkwell-topics__viewport' )
						.boundingBox() )!;
					return Math.round( box.x - frame.x );
				} )
				.toBe( 0 );
			// The panel's articles are that topic's.
			const labels = await panel
				.locator( '.inkwell-slide .inkwell-label' )
				.allTextContents();
			expect( labels.length ).toBeGreaterThan( 0 );
			expect( new Set( labels ) ).toEqual( new Set( [ topic ] ) );

			// The inner slider of the shown panel moves.
			const inner = panel.locator( '.inkwell-slider--topic' );
			await inner.locator( '.inkwell-slider__next' ).click();
			await expect( active( inner ) ).toHaveAttribute(
				'aria-label',
				/^Slide 2 of \d+$/
			);

			// Keyboard: arrows move between tabs and select them, Home goes back to the first.
			await second.focus();
			await page.keyboard.press( 'ArrowRight' );
			const third = tabs.nth( 2 );
			await expect( third ).toBeFocused();
			await expect( third ).toHaveAttribute( 'aria-selected', 'true' );
			await expect( await panelOf( third ) ).not.toHaveAttribute(
				'inert'
			);
			await page.keyboard.press( 'Home' );
			await expect( tabs.first() ).toBeFocused();
			await expect( tabs.first() ).toHaveAttribute(
				'aria-selected',
				'true'
			);
			// Tab leaves the tab list for the shown panel, not a hidden one.
			await page.keyboard.press( 'Tab' );
			const focused = page.locator( ':focus' );
			await expect( focused ).toBeVisible();
			expect(
				await focused.evaluate(
					( element ) =>
						element.closest< HTMLElement >( '[role="tabpanel"]' )
							?.inert ?? null
				)
			).toBe( false );
		} );

		test( "the panel slider's counter reads 1 / N, then 2 / N", async ( {
			page,
		} ) => {
			await page.goto( '/' );
			await page
				.locator( '.inkwell-slider--panels' )
				.scrollIntoViewIfNeeded();
			const panels = page.locator(
				'.inkwell-slider--panels.is-enhanced'
			);
			const counter = panels.locator( '.inkwell-slider__counter' );
			await expect( counter ).toHaveAttribute( 'aria-live', 'polite' );
			await expect( counter ).toHaveText( /^1 \/ (\d+)$/ );
			const total = ( await counter.textContent() )!
				.split( '/' )[ 1 ]!
				.trim();
			expect( Number( total ) ).toBeGreaterThan( 1 );
			await panels.scrollIntoViewIfNeeded();
			await panels.locator( '.inkwell-slider__next' ).click();
			await expect( counter ).toHaveText( `2 / ${ total }` );
			const shown = active( panels );
			await expect( shown ).toHaveAttribute(
				'aria-label',
				`Slide 2 of ${ total }`
			);
			// A panel: image, category, title and excerpt.
			await expect( shown.locator( '.inkwell-media' ) ).toBeVisible();
			await expect( shown.locator( '.inkwell-label' ) ).toBeVisible();
			await expect(
				shown.locator( '.inkwell-slide__title a' )
			).toBeVisible();
			await expect(
				shown.locator( '.inkwell-card__excerpt' )
			).toBeVisible();
			await panels.locator( '.inkwell-slider__prev' ).click();
			await expect( counter ).toHaveText( `1 / ${ total }` );
		} );

		test( 'the gallery slider in an article moves with its buttons and the keyboard', async ( {
			page,
		} ) => {
			await page.goto( GALLERY );
			await page
				.locator( '.inkwell-slider--gallery' )
				.scrollIntoViewIfNeeded();
			const gallery = page.locator(
				'.inkwell-slider--gallery.is-enhanced'
			);
			await expect( gallery ).toHaveAccessibleName( 'Gallery' );
			await expect( gallery ).toHaveAttribute(
				'aria-roledescription',
				'carousel'
			);
			const slides = gallery.locator( '.inkwell-slider__slide' );
			await expect( slides ).toHaveCount( 5 );
			await expect( active( gallery ) ).toHaveAttribute(
				'aria-label',
				'Slide 1 of 5'
			);
			// The caption sits under the slides, outside the moving track.
			await expect(
				gallery.locator( ':scope > .blocks-gallery-caption' )
			).toBeVisible();
			await gallery.scrollIntoViewIfNeeded();
			await expect(
				gallery.locator( '.inkwell-slider__prev' )
			).toBeDisabled();
			await gallery.locator( '.inkwell-slider__next' ).click();
			await expect( active( gallery ) ).toHaveAttribute(
				'aria-label',
				'Slide 2 of 5'
			);
			await settled( gallery );
			expect( await inView( gallery, slides.nth( 1 ) ) ).toBe( true );

			await gallery.focus();
			await page.keyboard.press( 'ArrowRight' );
			await expect( active( gallery ) ).toHaveAttribute(
				'aria-label',
				'Slide 3 of 5'
			);
			await page.keyboard.press( 'End' );
			await expect( active( gallery ) ).toHaveAttribute(
				'aria-label',
				'Slide 5 of 5'
			);
			await expect(
				gallery.locator( '.inkwell-slider__next' )
			).toBeDisabled();
			await page.keyboard.press( 'ArrowLeft' );
			await expect( active( gallery ) ).toHaveAttribute(
				'aria-label',
				'Slide 4 of 5'
			);
		} );
	} );
}

test( 'with reduced motion a slide changes at once', async ( { browser } ) => {
	const speed = async ( reducedMotion: 'reduce' | 'no-preference' ) => {
		const context = await browser.newContext( {
			reducedMotion,
			viewport: DESKTOP,
		} );
		const page = await context.newPage();
		await page.goto( '/' );
		const value = await articles( page )
			.locator( '.inkwell-slider__viewport' )
			.evaluate(
				( element ) =>
					(
						element as HTMLElement & {
							swiper: { params: { speed: number } };
						}
					 ).swiper.params.speed
			);
		await context.close();
		return value;
	};
	expect( await speed( 'no-preference' ) ).toBeGreaterThan( 0 );
	expect( await speed( 'reduce' ) ).toBe( 0 );
} );

test( 'guests load the sliders without React', async ( { page } ) => {
	const scripts: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			scripts.push( request.url() );
		}
	} );
	await page.goto( GALLERY, { waitUntil: 'networkidle' } );
	await page.locator( '.inkwell-slider--gallery' ).scrollIntoViewIfNeeded();
	await expect(
		page.locator( '.inkwell-slider--gallery.is-enhanced' )
	).toBeVisible();
	expect( scripts.filter( ( url ) => ENTRY.test( url ) ) ).toHaveLength( 1 );
	expect( scripts.filter( ( url ) => LAZY.test( url ) ) ).toHaveLength( 1 );
	expect( scripts.some( ( url ) => REACT.test( url ) ) ).toBe( false );
} );

test.describe( 'set up near the screen', () => {
	// A window 600px high: the "Earlier stories" panels start more than two screens down the front page.
	test.use( { viewport: { width: 1280, height: 600 } } );

	test( 'a slider far below the fold is set up only when the reader scrolls to it, Swiper loaded once', async ( {
		page,
	} ) => {
		const parts: string[] = [];
		page.on( 'request', ( request ) => {
			if ( LAZY.test( request.url() ) ) {
				parts.push( request.url() );
			}
		} );
		await page.goto( '/', { waitUntil: 'networkidle' } );
		await expect( articles( page ) ).toBeVisible();
		const panels = page.locator( '.inkwell-slider--panels' );
		const top = await panels.evaluate(
			( element ) => element.getBoundingClientRect().top
		);
		expect( top ).toBeGreaterThan( 2 * page.viewportSize()!.height );
		await expect( panels ).not.toHaveClass( /is-enhanced/ );
		await expect(
			panels.locator( '.inkwell-slider__controls' )
		).toBeHidden();
		expect( parts ).toHaveLength( 1 );

		await panels.scrollIntoViewIfNeeded();
		await expect( panels ).toHaveClass( /is-enhanced/ );
		await expect( panels.locator( '.inkwell-slider__counter' ) ).toHaveText(
			/^1 \/ \d+$/
		);
		// Every slider on the page shares the one part the first slider loaded.
		await expect(
			page.locator( '[data-inkwell-slider]:not(.is-enhanced)' )
		).toHaveCount( 0 );
		expect( parts ).toHaveLength( 1 );
	} );

	test( 'a reader who tabs into a slider before it is set up keeps the focus, and sees that slide', async ( {
		page,
	} ) => {
		await page.goto( '/', { waitUntil: 'networkidle' } );
		const panels = page.locator( '.inkwell-slider--panels' );
		await expect( panels ).not.toHaveClass( /is-enhanced/ );
		const total = await panels.locator( '.inkwell-slider__slide' ).count();
		expect( total ).toBeGreaterThan( 2 );
		// The row scrolls sideways to the third slide's link, as Tab would.
		const link = panels.locator( '.inkwell-slide__title a' ).nth( 2 );
		await link.focus();

		await expect( panels ).toHaveClass( /is-enhanced/ );
		await expect( link ).toBeFocused();
		await expect( panels.locator( '.inkwell-slider__counter' ) ).toHaveText(
			`3 / ${ total }`
		);
		await settled( panels );
		expect(
			await panels
				.locator( '.inkwell-slider__viewport' )
				.evaluate( ( element ) => element.scrollLeft )
		).toBe( 0 );
		expect(
			await inView(
				panels,
				panels.locator( '.inkwell-slider__slide' ).nth( 2 )
			)
		).toBe( true );

		// Tab goes on to the next slide's links and the slider follows.
		const next = panels.locator( '.inkwell-slider__slide' ).nth( 3 );
		for (
			let presses = 0;
			presses < 5 &&
			! ( await next.evaluate( ( slide ) =>
				slide.contains( slide.ownerDocument.activeElement )
			) );
			presses++
		) {
			await page.keyboard.press( 'Tab' );
		}
		await expect( panels.locator( '.inkwell-slider__counter' ) ).toHaveText(
			`4 / ${ total }`
		);
	} );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false, viewport: MOBILE } );

	test( 'the front page shows every slider article, the topics stacked under their names', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		for ( const slider of await page
			.locator( '[data-inkwell-slider]' )
			.all() ) {
			await expect(
				slider.locator( '.inkwell-slider__controls' )
			).toBeHidden();
			const slides = slider.locator( '.inkwell-slider__slide' );
			const count = await slides.count();
			expect( count ).toBeGreaterThan( 0 );
			// Every slide has its article link; the row scrolls sideways to each of them.
			await expect(
				slider.locator( '.inkwell-slide__title a' )
			).toHaveCount( count );
			await slides.last().scrollIntoViewIfNeeded();
			await expect(
				slides.last().locator( '.inkwell-slide__title a' )
			).toBeInViewport();
		}
		const topics = page.locator( '.inkwell-topics' );
		await expect( topics.getByRole( 'tablist' ) ).toBeHidden();
		const headings = topics.locator( '.inkwell-slider__title' );
		expect( await headings.count() ).toBeGreaterThan( 1 );
		for ( const heading of await headings.all() ) {
			await expect( heading ).toBeVisible();
		}
		await expect(
			page
				.locator( '.inkwell-slider--panels .inkwell-card__excerpt' )
				.first()
		).toBeVisible();
	} );

	test( 'the gallery article shows all its pictures', async ( { page } ) => {
		await page.goto( GALLERY );
		const gallery = page.locator( '.inkwell-slider--gallery' );
		await expect( gallery.locator( 'img' ) ).toHaveCount( 5 );
		for ( const image of await gallery.locator( 'img' ).all() ) {
			await image.scrollIntoViewIfNeeded();
			await expect( image ).toBeVisible();
		}
		await expect(
			gallery.locator( '.inkwell-slider__controls' )
		).toBeHidden();
		await expect( gallery ).toContainText(
			'The studio, Monday to Friday.'
		);
	} );
} );
