/**
 * Following and blocking an author from their profile (SPEC 2.2, 4.1), as a reader, and the same
 * controls as a guest (SPEC 2.6).
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { profilePath, profileUrlPattern } from '../fixtures/profiles';
import { as } from '../fixtures/users';

/**
 * The toggle island of a kind in the profile header.
 *
 * @param page The page.
 * @param kind follow-user or block.
 */
function headerButton( page: Page, kind: string ) {
	return page.locator( `.inkwell-profile__actions button.is-${ kind }` );
}

test.describe( 'as a guest', () => {
	test( 'follow and block open the login popup instead of acting', async ( {
		page,
	} ) => {
		await page.goto( profilePath( 'author3' ) );
		const follow = page.locator(
			'.inkwell-profile__actions a.is-follow-user'
		);
		await expect( follow ).toHaveAttribute(
			'data-inkwell-login-popup',
			''
		);
		await follow.click();
		const popup = page.locator( '#inkwell-login-popup' );
		await expect( popup ).toBeVisible();
		await expect( page ).toHaveURL( profileUrlPattern( 'author3' ) );
		await expect( popup.locator( 'input[name="log"]' ) ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( popup ).toBeHidden();
		await expect( follow ).toBeFocused();
	} );

	test( 'the login popup logs in with WordPress', async ( { page } ) => {
		await page.goto( profilePath( 'author3' ) );
		await page
			.locator( '.inkwell-profile__actions a.is-follow-user' )
			.click();
		const popup = page.locator( '#inkwell-login-popup' );
		await popup.locator( 'input[name="log"]' ).fill( 'reader2' );
		await popup.locator( 'input[name="pwd"]' ).fill( 'password' );
		await popup
			.locator( 'input[type="submit"], button[type="submit"]' )
			.click();
		await expect( page ).toHaveURL( profileUrlPattern( 'author3' ) );
		await expect( headerButton( page, 'follow-user' ) ).toBeVisible();
	} );
} );

test.describe( 'as a reader', () => {
	test.use( as( 'reader' ) );

	test( 'follows an author, sees them under following, blocks them and the follow is gone', async ( {
		page,
	} ) => {
		// Eight page loads on a shared two-core machine.
		test.setTimeout( 90_000 );
		await page.goto( profilePath( 'author4' ) );
		const follow = headerButton( page, 'follow-user' );
		const block = headerButton( page, 'block' );
		// Block names its action ("Unblock") instead of a pressed state.
		if ( ( await block.textContent() ) === 'Unblock' ) {
			await block.click();
			await expect( block ).toHaveClass( /is-changed/ );
			await page.reload();
		}
		if ( ( await follow.getAttribute( 'aria-pressed' ) ) === 'true' ) {
			await follow.click();
			await expect( follow ).toHaveAttribute( 'aria-pressed', 'false' );
		}

		let requestUrl = '';
		page.on( 'request', ( request ) => {
			if ( request.url().includes( '/fup/user/follow' ) ) {
				requestUrl = request.url();
			}
		} );
		await follow.click();
		await expect( follow ).toHaveAttribute( 'aria-pressed', 'true' );
		// The state is said once, by aria-pressed: the label stays.
		await expect( follow ).toHaveText( 'Follow' );
		expect( requestUrl ).toMatch(
			/\/wp-json\/fup\/user\/follow\?_wpnonce=[0-9a-f]{10}$/
		);

		await page.goto( `${ profilePath( 'reader1' ) }?tab=following` );
		const following = page.locator( '#inkwell-list-following' );
		await expect( following ).toContainText( await authorName( page ) );

		await page.goto( profilePath( 'author4' ) );
		await headerButton( page, 'block' ).click();
		await expect( headerButton( page, 'block' ) ).toHaveClass(
			/is-changed/
		);
		await expect( headerButton( page, 'block' ) ).toHaveText( 'Unblock' );
		await page.goto( `${ profilePath( 'reader1' ) }?tab=following` );
		await expect(
			page.locator( '#inkwell-list-following' )
		).not.toContainText( await authorName( page ) );
		await page.goto( `${ profilePath( 'reader1' ) }?tab=blocked` );
		await expect( page.locator( '#inkwell-list-blocked' ) ).toContainText(
			await authorName( page )
		);

		// Clean up: unblock from the blocked list, and wait for the answer before leaving the page.
		const name = await authorName( page );
		await Promise.all( [
			page.waitForResponse( ( response ) =>
				response.url().includes( '/fup/user/unblock' )
			),
			page
				.locator( '#inkwell-list-blocked li', { hasText: name } )
				.locator( 'button.is-block' )
				.click(),
		] );
		await page.goto( profilePath( 'author4' ) );
		await expect( headerButton( page, 'block' ) ).toHaveText( 'Block' );
		await expect( headerButton( page, 'follow-user' ) ).toHaveAttribute(
			'aria-pressed',
			'false'
		);
	} );

	test( 'a failed follow is ignored', async ( { page } ) => {
		await page.goto( profilePath( 'author5' ) );
		const follow = headerButton( page, 'follow-user' );
		const before = await follow.getAttribute( 'aria-pressed' );
		await page.route( '**/wp-json/fup/user/**', ( route ) =>
			route.fulfill( { status: 500, body: '{}' } )
		);
		await follow.click();
		await expect( follow ).toBeEnabled();
		await expect( follow ).toHaveAttribute( 'aria-pressed', before ?? '' );
	} );
} );

/**
 * The display name of author4, read from its profile through the REST API.
 *
 * @param page The page.
 */
async function authorName( page: Page ): Promise< string > {
	const users = ( await (
		await page.request.get(
			`/wp-json/wp/v2/users?slug=${ profilePath( 'author4' ).split( '/' )[ 2 ] }`
		)
	).json() ) as Array< { name: string } >;
	return users[ 0 ]!.name;
}
