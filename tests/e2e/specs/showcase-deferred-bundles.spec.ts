/**
 * Content blocks load their script when they come near the screen, not with the page (DESIGN 7: a page
 * pays for the widgets a reader reaches): on the seeded /showcase/ page, a player far down the page is
 * server markup until the reader gets near it, React is fetched once for every island, and a reader who
 * tabs into a block before its script ran keeps the keyboard focus in it.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

test.use( { viewport: { width: 412, height: 823 } } );

/**
 * Collects the paths of the scripts the page requests.
 *
 * @param page The page.
 */
function scriptsOf( page: Page ): string[] {
	const scripts: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			scripts.push( new URL( request.url() ).pathname );
		}
	} );
	return scripts;
}

const AUDIO_BUNDLE = '/wp-content/plugins/inkblocks/build/audio/view.js';

test( 'a block far down the page gets its script when the reader scrolls near it, React only once', async ( {
	page,
} ) => {
	const scripts = scriptsOf( page );
	await page.goto( '/showcase/', { waitUntil: 'networkidle' } );
	const player = page.locator( '.wp-block-inkblocks-audio' );

	// Server markup: the native players, no custom controls, and the bundle not fetched.
	expect( scripts ).not.toContain( AUDIO_BUNDLE );
	await expect( player.locator( 'audio[controls]' ) ).toHaveCount( 3 );
	await expect( player.locator( '.inkblocks-audio__now' ) ).toHaveCount( 0 );
	expect(
		await page
			.locator(
				'template[data-inkblocks-deferred="inkblocks-audio-view-script"]'
			)
			.count()
	).toBe( 1 );

	await player.scrollIntoViewIfNeeded();
	await expect( player.locator( '.inkblocks-audio__now' ) ).toContainText(
		'Morning Ink'
	);
	expect( scripts ).toContain( AUDIO_BUNDLE );

	// Every island on the way shares one copy of React and of each WordPress package.
	const twice = scripts.filter(
		( script, index ) => scripts.indexOf( script ) !== index
	);
	expect( twice ).toEqual( [] );
	expect(
		scripts.filter( ( script ) => script.includes( 'react-dom' ) )
	).toHaveLength( 1 );
} );

test( 'a reader who tabs into a block before its script ran keeps the focus in it', async ( {
	page,
} ) => {
	await page.goto( '/showcase/', { waitUntil: 'networkidle' } );
	const island = page.locator( '.inkblocks-audio__island' );
	await expect( island.locator( '.inkblocks-audio__now' ) ).toHaveCount( 0 );

	// Focusing scrolls the native player into view, which loads the island that replaces it.
	await island.locator( 'audio' ).first().focus();
	await expect( island.locator( '.inkblocks-audio__now' ) ).toBeVisible();
	await expect
		.poll( () =>
			island.evaluate( ( element ) =>
				element.contains( element.ownerDocument.activeElement )
			)
		)
		.toBe( true );
	// The keyboard works from there: Tab moves on within the player.
	await page.keyboard.press( 'Tab' );
	expect(
		await island.evaluate( ( element ) =>
			element.contains( element.ownerDocument.activeElement )
		)
	).toBe( true );
} );

const LIGHTBOX_BUNDLE = '/wp-content/plugins/inkblocks/build/lightbox/index.js';

test( 'the lightbox script waits for a gesture towards a lightbox link; a click before it has run opens the viewer once it has', async ( {
	page,
} ) => {
	const scripts = scriptsOf( page );
	// Hold the lightbox script until the test lets it through.
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( `**${ LIGHTBOX_BUNDLE }*`, async ( route ) => {
		await held;
		await route.continue();
	} );
	await page.goto( '/showcase/', { waitUntil: 'networkidle' } );
	expect( scripts ).not.toContain( LIGHTBOX_BUNDLE );
	expect(
		await page
			.locator( 'template[data-inkblocks-deferred="inkblocks-lightbox"]' )
			.count()
	).toBe( 1 );

	// Focusing a content image link starts the script; Enter before it has run leaves the page where it is.
	const link = page.locator( 'a[data-inkblocks-lightbox]' ).first();
	await link.focus();
	await expect.poll( () => scripts ).toContain( LIGHTBOX_BUNDLE );
	const url = page.url();
	await page.keyboard.press( 'Enter' );
	const viewer = page.getByRole( 'dialog', { name: /^Image viewer/ } );
	await expect( viewer ).toHaveCount( 0 );
	expect( page.url() ).toBe( url );

	release();
	await expect( viewer ).toBeVisible();
	expect( page.url() ).toBe( url );
	await page.keyboard.press( 'Escape' );
	await expect( viewer ).toHaveCount( 0 );
	await expect( link ).toBeFocused();

	// From then on the lightbox takes each click itself; the script was fetched once.
	await link.click();
	await expect( viewer ).toBeVisible();
	expect(
		scripts.filter( ( script ) => script === LIGHTBOX_BUNDLE )
	).toHaveLength( 1 );
} );
