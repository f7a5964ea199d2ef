/**
 * The bookmark and comment-notification controls of an article (SPEC 4.1, 4.3) and dark mode (SPEC 4.5).
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { profilePath } from '../fixtures/profiles';
import { publishedPosts } from '../fixtures/content';
import { as } from '../fixtures/users';

test.describe( 'as a reader', () => {
	test.use( as( 'otherReader' ) );

	test( 'bookmark toggles its changed state and the story appears under bookmarks', async ( {
		page,
		request,
	} ) => {
		const [ , , , post ] = await publishedPosts( request, 4 );
		await page.goto( post!.link );
		const bookmark = page.locator( 'button.is-bookmark' );
		const wasOn =
			( await bookmark.getAttribute( 'aria-pressed' ) ) === 'true';
		await bookmark.click();
		await expect( bookmark ).toHaveClass( /is-changed/ );
		const title = ( await page
			.locator( 'h1' )
			.first()
			.textContent() )!.trim();
		await page.goto( `${ profilePath( 'reader2' ) }?tab=bookmarks` );
		const list = page.locator( '#inkwell-list-bookmarks' );
		if ( wasOn ) {
			await expect( list ).not.toContainText( title );
		} else {
			await expect( list ).toContainText( title );
		}
		// Put it back.
		await page.goto( post!.link );
		await page.locator( 'button.is-bookmark' ).click();
		await expect( page.locator( 'button.is-bookmark' ) ).toHaveClass(
			/is-changed/
		);
	} );

	test( 'the comment-notification control is replaced by the server HTML', async ( {
		page,
		request,
	} ) => {
		const [ , , , , post ] = await publishedPosts( request, 5 );
		await page.goto( post!.link );
		const control = page.locator( 'button.is-comment-subscription' );
		const before = await control.textContent();
		const answer = page.waitForResponse( ( r ) =>
			r.url().includes( '/wp-json/fup/notification/' )
		);
		await control.click();
		const body = await ( await answer ).json();
		expect( body.code ).toBe( 'success' );
		await expect( control ).not.toHaveText( before ?? '' );
		await expect( control ).toBeFocused();
		await control.click();
		await expect( control ).toHaveText( before ?? '' );
	} );
} );

test( 'dark mode is stored as "1", removed when off, and applied before the first paint', async ( {
	page,
} ) => {
	await page.addInitScript( () => {
		new MutationObserver( ( _, observer ) => {
			if ( document.body ) {
				(
					window as unknown as { themeAtBody: string | null }
				 ).themeAtBody =
					document.documentElement.getAttribute(
						'data-inkwell-theme'
					);
				observer.disconnect();
			}
		} ).observe( document, { childList: true, subtree: true } );
	} );
	await page.goto( '/' );
	const toggle = page.locator( 'header .inkwell-dark-mode-toggle' );
	await expect( toggle ).toHaveAttribute( 'aria-checked', 'false' );
	await toggle.click();
	await expect( page.locator( 'html' ) ).toHaveAttribute(
		'data-inkwell-theme',
		'dark'
	);
	expect(
		await page.evaluate( () => localStorage.getItem( 'inkwell-darkmode' ) )
	).toBe( '1' );

	await page.reload();
	expect(
		await page.evaluate(
			() =>
				( window as unknown as { themeAtBody: string | null } )
					.themeAtBody
		)
	).toBe( 'dark' );
	await expect(
		page.locator( 'header .inkwell-dark-mode-toggle' )
	).toHaveAttribute( 'aria-checked', 'true' );

	await page.locator( 'header .inkwell-dark-mode-toggle' ).click();
	expect(
		await page.evaluate( () => localStorage.getItem( 'inkwell-darkmode' ) )
	).toBeNull();
	await expect( page.locator( 'html' ) ).not.toHaveAttribute(
		'data-inkwell-theme',
		'dark'
	);
} );
