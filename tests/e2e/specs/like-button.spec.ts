/**
 * The like button on the article page (SPEC 2.1, 4.1, 6, 8) for a guest and a logged-in reader.
 */

/**
 * External dependencies
 */
import { expect, test, type Locator } from '@playwright/test';

/**
 * Internal dependencies
 */
import { publishedPosts } from '../fixtures/content';
import { as, DEMO_USERS, logIn } from '../fixtures/users';

test.describe( 'as a guest', () => {
	test( 'the like control is a login link, and no per-user script or nonce is on the page', async ( {
		page,
		request,
	} ) => {
		const [ post ] = await publishedPosts( request, 1 );
		await page.goto( post!.link );
		const like = page.locator( '.inkwell-like-button' );
		await expect( like ).toHaveAttribute( 'href', /wp-login\.php/ );
		await expect( like ).toHaveAttribute( 'data-inkwell-login-popup', '' );
		expect( await page.evaluate( () => 'inkwellConfig' in window ) ).toBe(
			false
		);
		// The bundle is there (the control opens the login popup), but nothing per-user is.
		expect( await page.content() ).not.toMatch( /"nonce"|_wpnonce=/ );
	} );
} );

/**
 * Demo readers already like some articles: start from the unliked state through the real control.
 *
 * @param button The like button.
 */
async function startUnliked( button: Locator ) {
	if ( ( await button.getAttribute( 'aria-pressed' ) ) === 'true' ) {
		await button.click();
		await expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
	}
}

test.describe( 'as a reader', () => {
	test.use( as( 'reader' ) );

	test( 'likes: disabled in flight, swapped on the answer, +1 after 300 ms, kept after reload', async ( {
		page,
		request,
	} ) => {
		const [ , post ] = await publishedPosts( request, 2 );
		await page.goto( post!.link );
		const button = page.locator( 'button.inkwell-like-button' );
		const count = button.locator( '.inkwell-like-button__count' );
		await startUnliked( button );
		const before = Number( await count.textContent() );

		let release: () => void = () => undefined;
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		let requestUrl = '';
		let requestBody = '';
		await page.route( '**/wp-json/fup/post/like**', async ( route ) => {
			requestUrl = route.request().url();
			requestBody = route.request().postData() ?? '';
			await held;
			await route.continue();
		} );

		// Time the swap and the count change inside the page, where the island runs.
		await page.evaluate( () => {
			const el = document.querySelector( 'button.inkwell-like-button' )!;
			const times: Record< string, number > = {};
			( window as unknown as { likeTimes: typeof times } ).likeTimes =
				times;
			new MutationObserver( () => {
				const current = document.querySelector(
					'button.inkwell-like-button'
				)!;
				if (
					current.getAttribute( 'aria-pressed' ) === 'true' &&
					! times.swapped
				) {
					times.swapped = performance.now();
				}
				if (
					current.querySelector( '.inkwell-like-button__count' )
						?.textContent !== el.getAttribute( 'data-before' ) &&
					! times.counted &&
					times.swapped
				) {
					times.counted = performance.now();
				}
			} ).observe( document.body, {
				subtree: true,
				childList: true,
				attributes: true,
				characterData: true,
			} );
		} );
		await button.evaluate(
			( el, value ) => el.setAttribute( 'data-before', value ),
			String( before )
		);

		await button.click();
		await expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		await expect( button ).toHaveClass( /is-loading/ );
		await expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
		release();

		await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( count ).toHaveText( String( before + 1 ) );
		const times = await page.evaluate(
			() =>
				( window as unknown as { likeTimes: Record< string, number > } )
					.likeTimes
		);
		expect( times.counted! - times.swapped! ).toBeGreaterThanOrEqual( 290 );
		await expect( button ).toHaveAttribute( 'aria-disabled', 'false' );
		await expect( button ).toHaveAccessibleName( /^Like\b/ );
		expect( requestUrl ).toMatch(
			/\/wp-json\/fup\/post\/like\?_wpnonce=[0-9a-f]{10}$/
		);
		expect( requestBody ).toBe( `id=${ post!.id }` );

		await page.reload();
		await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( count ).toHaveText( String( before + 1 ) );

		// Unlike with the keyboard: the count drops at once and stays after reload.
		await button.focus();
		await page.keyboard.press( 'Enter' );
		await expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
		await expect( count ).toHaveText( String( before ) );
		await page.reload();
		await expect( count ).toHaveText( String( before ) );
	} );

	test( 'a failed call is ignored: the button stays as it was and can be used again', async ( {
		page,
		request,
	} ) => {
		const [ , , post ] = await publishedPosts( request, 3 );
		await page.goto( post!.link );
		const button = page.locator( 'button.inkwell-like-button' );
		const count = button.locator( '.inkwell-like-button__count' );
		await startUnliked( button );
		const before = await count.textContent();

		await page.route( '**/wp-json/fup/post/*like**', ( route ) =>
			route.fulfill( {
				status: 500,
				contentType: 'application/json',
				body: '{"code":"boom","message":"boom"}',
			} )
		);
		await button.click();
		await expect( button ).toBeEnabled();
		await page.waitForTimeout( 400 );
		await expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
		await expect( count ).toHaveText( before ?? '' );
		await expect( page.locator( '.inkwell-like' ) ).not.toContainText(
			'boom'
		);
	} );

	test( 'a page left open until its nonce expired: the like goes through after one fresh nonce', async ( {
		page,
		request,
	} ) => {
		const [ , , , post ] = await publishedPosts( request, 4 );
		await page.goto( post!.link );
		const button = page.locator( 'button.inkwell-like-button' );
		const count = button.locator( '.inkwell-like-button__count' );
		await startUnliked( button );
		const before = Number( await count.textContent() );
		const pageNonce = await page.evaluate(
			() => window.inkwellConfig?.nonce ?? ''
		);

		// The reader logs in again in another tab: a new session, whose nonces the page's no longer matches,
		// just as when the nonce's lifetime runs out on a page left open.
		const tab = await page.context().newPage();
		await logIn( tab, DEMO_USERS.reader.login, DEMO_USERS.reader.password );
		await tab.close();
		const refused = await page.evaluate( async ( nonce ) => {
			const response = await fetch(
				`/wp-json/fup/post/like?_wpnonce=${ nonce }`,
				{ method: 'POST', body: new URLSearchParams( { id: '0' } ) }
			);
			return { status: response.status, body: await response.json() };
		}, pageNonce );
		expect( refused.status ).toBe( 403 );
		expect( refused.body.code ).toBe( 'rest_cookie_invalid_nonce' );

		const calls: string[] = [];
		page.on( 'response', ( response ) => {
			const url = new URL( response.url() );
			if (
				/\/fup\/post\/like$/.test( url.pathname ) ||
				url.searchParams.get( 'action' ) === 'rest-nonce'
			) {
				calls.push(
					`${ response.status() } ${ url.pathname }${ url.search }`
				);
			}
		} );
		await button.click();

		await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( count ).toHaveText( String( before + 1 ) );
		const fresh = await page.evaluate(
			() => window.inkwellConfig?.nonce ?? ''
		);
		expect( fresh ).toMatch( /^[0-9a-f]{10}$/ );
		expect( fresh ).not.toBe( pageNonce );
		expect( calls ).toEqual( [
			`403 /wp-json/fup/post/like?_wpnonce=${ pageNonce }`,
			'200 /wp-admin/admin-ajax.php?action=rest-nonce',
			`200 /wp-json/fup/post/like?_wpnonce=${ fresh }`,
		] );

		// Kept after reload; then the next call uses the fresh nonce at once.
		await page.reload();
		await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( count ).toHaveText( String( before + 1 ) );
		await button.click();
		await expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
		await expect( count ).toHaveText( String( before ) );
	} );

	test( 'the server refuses a like with a forged nonce, and the page shows nothing', async ( {
		page,
		request,
	} ) => {
		const [ post ] = await publishedPosts( request, 1 );
		await page.goto( post!.link );
		const answer = await page.evaluate( async ( id ) => {
			const response = await fetch(
				'/wp-json/fup/post/like?_wpnonce=0000000000',
				{
					method: 'POST',
					body: new URLSearchParams( { id: String( id ) } ),
				}
			);
			return { status: response.status, body: await response.json() };
		}, post!.id );
		expect( answer.status ).toBe( 403 );
		expect( answer.body.code ).toBe( 'rest_cookie_invalid_nonce' );
	} );
} );

test.describe( 'the per-person limit', () => {
	// The admin, whom no other spec has like: the limit counts per person for 30 seconds.
	test.use( as( 'admin' ) );

	test( 'an eleventh like or unlike within 30 seconds is refused: the button stays, a live region says why', async ( {
		page,
		request,
	} ) => {
		const [ , , post ] = await publishedPosts( request, 3 );
		await page.goto( post!.link );
		const button = page.locator( 'button.inkwell-like-button' );
		const refusal = page.locator(
			'.inkwell-like-button + .inkwell-refusal'
		);
		await expect( refusal ).toHaveAttribute( 'role', 'status' );
		for ( let i = 0; i < 10; i++ ) {
			const pressed = await button.getAttribute( 'aria-pressed' );
			await button.click();
			await expect( button ).not.toHaveAttribute(
				'aria-pressed',
				pressed ?? ''
			);
			await expect( button ).toBeEnabled();
		}
		await expect( refusal ).toBeEmpty();
		const pressed = await button.getAttribute( 'aria-pressed' );
		const count = await button
			.locator( '.inkwell-like-button__count' )
			.textContent();

		await button.click();

		await expect( refusal ).toContainText( 'too often' );
		await expect( button ).toBeEnabled();
		await expect( button ).toHaveAttribute( 'aria-pressed', pressed ?? '' );
		await expect(
			button.locator( '.inkwell-like-button__count' )
		).toHaveText( count ?? '' );
	} );
} );
