/**
 * Guests load no React for the community layer: the plain community-base bundle runs the dark-mode
 * switch, the login popup and local category follows, and the comment form loads its React image slots
 * only on first use; logged-in readers get the React islands.
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

const REACT = /\/wp-includes\/js\/dist\/(vendor\/react|element)/;
const ISLANDS = /\/inkwell-community\/build\/community\/index\.js/;
const BASE = /\/inkwell-community\/build\/community-base\/index\.js/;

// A 2x2 PNG.
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
	'base64'
);

/**
 * Opens a page and lists the scripts it loaded.
 *
 * @param page The page.
 * @param url  Where to go.
 */
async function scriptsOf( page: Page, url: string ): Promise< string[] > {
	const scripts: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			scripts.push( request.url() );
		}
	} );
	await page.goto( url, { waitUntil: 'networkidle' } );
	return scripts;
}

test.describe( 'as a guest', () => {
	test( 'an article loads the plain controls only, and they work', async ( {
		page,
		request,
	} ) => {
		const [ post ] = await publishedPosts( request, 1 );
		const scripts = await scriptsOf( page, post!.link );
		expect( scripts.filter( ( url ) => BASE.test( url ) ) ).toHaveLength(
			1
		);
		expect( scripts.filter( ( url ) => ISLANDS.test( url ) ) ).toEqual(
			[]
		);
		// React only where an island needs it (DESIGN 7): here at most the comment form's image slots.
		const islands = await page
			.locator( '[data-inkwell-island]' )
			.evaluateAll( ( nodes ) =>
				nodes.map( ( node ) =>
					node.getAttribute( 'data-inkwell-island' )
				)
			);
		expect(
			islands.filter( ( name ) => name !== 'comment-attachments' )
		).toEqual( [] );
		// And that one loads on the first use of the comment form (see below).
		expect( scripts.filter( ( url ) => REACT.test( url ) ) ).toEqual( [] );

		// Same behaviour as before: the like control opens the login popup, dark mode switches.
		await page.locator( 'a.inkwell-like-button' ).click();
		await expect( page.locator( '#inkwell-login-popup' ) ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( page.locator( 'a.inkwell-like-button' ) ).toBeFocused();
		await page.locator( 'header .inkwell-dark-mode-toggle' ).click();
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'data-inkwell-theme',
			'dark'
		);
		await page.locator( 'header .inkwell-dark-mode-toggle' ).click();
		await expect( page.locator( 'html' ) ).not.toHaveAttribute(
			'data-inkwell-theme',
			'dark'
		);
	} );

	test( 'the comment form loads React on first use, then its image slots work', async ( {
		page,
		request,
	} ) => {
		const [ post ] = await publishedPosts( request, 1 );
		const scripts = await scriptsOf( page, post!.link );
		const form = page.locator( '#commentform' );
		// Until then: the plain file input of the server HTML, and no React.
		await expect(
			form.locator( 'input[type="file"][multiple]' )
		).toHaveAttribute( 'name', /^attachments_\d+\[\]$/ );
		await page.waitForTimeout( 500 );
		expect( scripts.filter( ( url ) => REACT.test( url ) ) ).toEqual( [] );

		// Opening the form focuses its text area.
		await page.locator( '.inkwell-comments-trigger' ).click();

		const slots = form.locator( '.inkwell-attachments__input' );
		await expect( slots ).toHaveCount( 1 );
		expect( scripts.some( ( url ) => REACT.test( url ) ) ).toBe( true );
		await expect(
			form.locator( 'input[type="file"][multiple]' )
		).toHaveCount( 0 );
		await expect( page.locator( '#comment' ) ).toBeFocused();
		await slots.first().setInputFiles( {
			name: 'one.png',
			mimeType: 'image/png',
			buffer: PNG,
		} );
		await expect(
			form.locator( '.inkwell-attachments__preview' )
		).toHaveCount( 1 );
		await expect( slots ).toHaveCount( 2 );
		await expect( slots.first() ).toHaveAttribute(
			'name',
			/^attachments_\d+\[\]$/
		);
	} );

	test( 'focus follows the plain input into its slot, and never leaves a control the reader moved to', async ( {
		page,
		request,
	} ) => {
		const [ post ] = await publishedPosts( request, 1 );
		// React is held back until the focus has moved, as on a slow connection.
		let release = () => {};
		let held = Promise.resolve();
		const hold = () => {
			held = new Promise< void >( ( resolve ) => {
				release = resolve;
			} );
		};
		await page.route( REACT, async ( route ) => {
			await held;
			await route.continue();
		} );
		const form = page.locator( '#commentform' );
		const plain = form.locator( 'input[type="file"][multiple]' );
		const slots = form.locator( '.inkwell-attachments__input' );

		hold();
		await page.goto( post!.link );
		await page.locator( '.inkwell-comments-trigger' ).click();
		await plain.focus();
		release();
		await expect( slots ).toHaveCount( 1 );
		await expect( slots.first() ).toBeFocused();

		const elsewhere = page.locator( '.inkwell-header a' ).first();
		hold();
		await page.goto( post!.link );
		await page.locator( '.inkwell-comments-trigger' ).click();
		await expect( page.locator( '#comment' ) ).toBeFocused();
		await plain.focus();
		await elsewhere.focus();
		release();
		await expect( slots ).toHaveCount( 1 );
		await expect( elsewhere ).toBeFocused();
	} );
} );

test.describe( 'as a reader', () => {
	test.use( as( 'reader' ) );

	test( 'an article loads the React islands, which mount', async ( {
		page,
		request,
	} ) => {
		const [ post ] = await publishedPosts( request, 1 );
		const scripts = await scriptsOf( page, post!.link );
		expect( scripts.some( ( url ) => ISLANDS.test( url ) ) ).toBe( true );
		expect( scripts.some( ( url ) => REACT.test( url ) ) ).toBe( true );
		await expect(
			page.locator( 'button.inkwell-like-button' )
		).toBeEnabled();
		await expect( page.locator( '#inkwell-login-popup' ) ).toHaveCount( 0 );
	} );
} );
