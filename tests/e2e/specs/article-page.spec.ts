/**
 * The article page and header behaviours of SPEC 2.1, 2.5, 2.11, 4.9 and 9 in Chromium, at desktop and
 * mobile widths.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { publishedPosts } from '../fixtures/content';
import { as } from '../fixtures/users';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

async function scrollTo( page: Page, y: number ) {
	await page.evaluate( ( top ) => window.scrollTo( 0, top ), y );
}

async function openArticle( page: Page ) {
	const [ post ] = await publishedPosts( page.request, 1 );
	await page.goto( post!.link );
}

test.describe( 'article page on desktop', () => {
	test.use( { viewport: DESKTOP } );

	test( 'the reading-progress bar follows the scroll', async ( { page } ) => {
		await openArticle( page );
		const bar = page.locator( '.inkwell-progress' );
		await expect( bar ).toHaveAttribute( 'aria-valuenow', '0' );
		await scrollTo( page, 1500 );
		await expect
			.poll( async () =>
				Number( await bar.getAttribute( 'aria-valuenow' ) )
			)
			.toBeGreaterThan( 0 );
		await scrollTo( page, 100000 );
		await expect
			.poll( async () =>
				Number( await bar.getAttribute( 'aria-valuenow' ) )
			)
			.toBeGreaterThanOrEqual( 99 );
	} );

	test( 'the entry header fades and moves up with the scroll', async ( {
		page,
	} ) => {
		await openArticle( page );
		const header = page.locator( '.inkwell-entry__header' );
		await scrollTo( page, 100 );
		await expect( header ).toHaveCSS( 'opacity', '0.5' );
		await expect( header ).toHaveCSS(
			'transform',
			'matrix(1, 0, 0, 1, 0, -20)'
		);
		await scrollTo( page, 0 );
		await expect( header ).toHaveCSS( 'opacity', '1' );
	} );

	test( 'the section navigation links to the sections, hides on scroll down and shows on scroll up', async ( {
		page,
	} ) => {
		// The navigation samples the scroll every 200 ms (SPEC 4.9): the test runs that clock itself, so
		// each position is sampled once, however busy the machine.
		await page.clock.install();
		await openArticle( page );
		await page.clock.pauseAt( Date.now() + 1000 );
		const nav = page.locator( '.inkwell-section-nav' );
		const first = nav.locator( 'a' ).first();
		const target = ( await first.getAttribute( 'href' ) )!;
		await expect( page.locator( target ) ).toHaveCount( 1 );
		await expect( page.locator( target ) ).toHaveJSProperty(
			'tagName',
			'H2'
		);

		const sampleAt = async ( y: number ) => {
			await scrollTo( page, y );
			await page.clock.runFor( 200 );
		};
		await sampleAt( 600 );
		await expect( nav ).toHaveClass( /is-hidden/ );
		await sampleAt( 1200 );
		await expect( nav ).toHaveClass( /is-hidden/ );
		await sampleAt( 1195 );
		await expect( nav ).toHaveClass( /is-hidden/ );
		await sampleAt( 900 );
		await expect( nav ).not.toHaveClass( /is-hidden/ );
		await sampleAt( 905 );
		await expect( nav ).not.toHaveClass( /is-hidden/ );
		await sampleAt( 1200 );
		await expect( nav ).toHaveClass( /is-hidden/ );
		await sampleAt( 50 );
		await expect( nav ).not.toHaveClass( /is-hidden/ );
	} );

	test( 'the share bar floats at 120px, hides over the wide image, and copies the link', async ( {
		page,
		context,
	} ) => {
		await context.grantPermissions( [
			'clipboard-read',
			'clipboard-write',
		] );
		await openArticle( page );
		const share = page.locator( '.inkwell-share' );
		await expect( share ).toHaveClass( /is-floating/ );
		expect( ( await share.boundingBox() )!.y ).toBe( 120 );

		const figure = page.locator( '.inkwell-entry__figure' );
		await figure.evaluate( ( el ) =>
			window.scrollTo(
				0,
				el.getBoundingClientRect().top + window.scrollY - 150
			)
		);
		await expect( share ).toHaveClass( /is-covered/ );
		// Out of sight but still in the tab order: it shows while it has focus.
		await expect( share ).toHaveCSS( 'opacity', '0' );
		await expect( share ).toHaveCSS( 'pointer-events', 'none' );
		await share.locator( 'a' ).first().focus();
		await expect( share ).toHaveCSS( 'opacity', '1' );
		await share.locator( 'a' ).first().blur();
		await expect( share ).toHaveCSS( 'opacity', '0' );
		await scrollTo( page, 100000 );
		await expect( share ).not.toHaveClass( /is-covered/ );

		await expect( share.locator( 'a[data-network="x"]' ) ).toHaveAttribute(
			'href',
			/^https:\/\/twitter\.com\/intent\/tweet\?url=http/
		);
		await share.locator( '.inkwell-share__copy' ).click();
		await expect( share.locator( '.inkwell-share__status' ) ).toHaveText(
			'Link copied.'
		);
		expect(
			await page.evaluate( () => navigator.clipboard.readText() )
		).toBe( page.url() );
	} );

	test( 'the sidebar sits beside the article and sticks at its offset, scrolling on its own when taller than the window', async ( {
		page,
	} ) => {
		await openArticle( page );
		const main = ( await page
			.locator( '.inkwell-entry__main' )
			.boundingBox() )!;
		const sidebar = page.locator( '.inkwell-sidebar__inner' );
		expect( ( await sidebar.boundingBox() )!.x ).toBeGreaterThan(
			main.x + main.width
		);
		await expect(
			sidebar.locator( '.inkwell-widget__title' ).first()
		).toBeVisible();
		// The setting's default, 100px, below the 72px header.
		await scrollTo( page, 1500 );
		await expect
			.poll( async () => ( await sidebar.boundingBox() )!.y )
			.toBe( 100 );
		await expect( sidebar ).toHaveCSS(
			'max-height',
			`${ 800 - 100 - 16 }px`
		);
		await expect( sidebar ).toHaveCSS( 'overflow-y', 'auto' );
	} );

	test( 'the sidebar is not sticky up to 980px, and goes below the article', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 980, height: 800 } );
		await openArticle( page );
		const sidebar = page.locator( '.inkwell-sidebar__inner' );
		await expect( sidebar ).toHaveCSS( 'position', 'static' );
		const footer = ( await page
			.locator( '.inkwell-entry__footer' )
			.boundingBox() )!;
		expect( ( await sidebar.boundingBox() )!.y ).toBeGreaterThan(
			footer.y + footer.height
		);
		await page.setViewportSize( { width: 981, height: 800 } );
		await expect( sidebar ).toHaveCSS( 'position', 'sticky' );
	} );

	test( 'the sticky header compacts after 100px and the preloader is gone once loaded', async ( {
		page,
	} ) => {
		await openArticle( page );
		await expect( page.locator( '.inkwell-preloader' ) ).toHaveClass(
			/is-hidden/
		);
		const header = page.locator( '.inkwell-header' );
		await scrollTo( page, 100 );
		await page.waitForTimeout( 100 );
		await expect( header ).not.toHaveClass( /resized/ );
		await scrollTo( page, 101 );
		await expect( header ).toHaveClass( /resized/ );
		await scrollTo( page, 0 );
		await expect( header ).not.toHaveClass( /resized/ );
	} );

	test( 'a top-level menu link with a submenu opens its own page on desktop', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const parent = page
			.locator( '.inkwell-nav > ul > li.menu-item-has-children > a' )
			.first();
		const href = ( await parent.getAttribute( 'href' ) )!;
		await parent.click();
		await expect( page ).toHaveURL( href );
	} );
} );

test.describe( 'article page on mobile', () => {
	test.use( { viewport: MOBILE } );

	test( 'the share bar is a row under the article, not floating', async ( {
		page,
	} ) => {
		await openArticle( page );
		await expect( page.locator( '.inkwell-share' ) ).not.toHaveClass(
			/is-floating/
		);
	} );

	test( 'the search toggle shows the search box and focuses its input', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const toggle = page.locator( '.inkwell-search-toggle' );
		await expect( toggle ).toBeVisible();
		await toggle.click();
		const input = page.locator(
			'.inkwell-header__search input[type="search"]'
		);
		await expect( input ).toBeVisible();
		await expect( input ).toBeFocused();
	} );
} );

test.describe( 'reveal animation', () => {
	test( 'cards reveal once, the first time they enter the viewport, staggered by 0.05 s', async ( {
		page,
	} ) => {
		await page.setViewportSize( DESKTOP );
		await page.goto( '/' );
		const cards = page.locator( '.inkwell-reveal' );
		const last = cards.last();
		await expect( last ).not.toHaveClass( /is-revealed/ );
		await last.scrollIntoViewIfNeeded();
		await expect( last ).toHaveClass( /is-revealed/ );
		const delays = await cards.evaluateAll( ( elements ) =>
			elements
				.filter( ( el ) => el.classList.contains( 'is-revealed' ) )
				.map( ( el ) => ( el as HTMLElement ).style.transitionDelay )
		);
		expect( delays ).toContain( '0.05s' );
		await scrollTo( page, 0 );
		await expect( last ).toHaveClass( /is-revealed/ );
	} );

	test( 'with reduced motion everything is shown at once', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			reducedMotion: 'reduce',
			viewport: DESKTOP,
		} );
		const page = await context.newPage();
		await page.goto( '/' );
		await expect( page.locator( '.inkwell-reveal' ).last() ).toHaveClass(
			/is-revealed/
		);
		await context.close();
	} );
} );

test.describe( 'sticky header with the admin bar', () => {
	test.use( as( 'admin' ) );

	test( 'sits below the admin bar on desktop whatever the scroll', async ( {
		page,
	} ) => {
		await page.setViewportSize( DESKTOP );
		await openArticle( page );
		await scrollTo( page, 800 );
		await expect
			.poll(
				async () =>
					( await page.locator( '.inkwell-header' ).boundingBox() )!.y
			)
			.toBe( 32 );
	} );

	test( 'at 600px and less, is offset only while the scroll is within the 46px admin bar', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 600, height: 800 } );
		await openArticle( page );
		await expect
			.poll(
				async () =>
					( await page.locator( '.inkwell-header' ).boundingBox() )!.y
			)
			.toBe( 46 );
		await scrollTo( page, 400 );
		await expect
			.poll(
				async () =>
					( await page.locator( '.inkwell-header' ).boundingBox() )!.y
			)
			.toBe( 0 );
	} );
} );
