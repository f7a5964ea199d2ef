/**
 * The video and audio blocks (SPEC 2.10, 9) on the seeded /showcase/ page: a self-hosted clip with custom
 * controls and keys, a YouTube video that requests nothing from YouTube before the reader clicks and then
 * loads youtube-nocookie.com, and a playlist that starts at volume 0.8 and takes the keyboard.
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
 * Answers byte-range requests for the demo media, as production web servers do: PHP's built-in server of the
 * test site sends whole files, and browsers cannot seek in media served that way.
 *
 * @param page The page.
 */
async function serveMediaRanges( page: Page ): Promise< void > {
	await page.route( /\.(webm|wav)$/, async ( route ) => {
		const response = await route.fetch();
		const body = await response.body();
		const range = /bytes=(\d+)-(\d*)/.exec(
			route.request().headers().range ?? ''
		);
		const start = range ? Number( range[ 1 ] ) : 0;
		const end = range?.[ 2 ] ? Number( range[ 2 ] ) : body.length - 1;
		await route.fulfill( {
			status: range ? 206 : 200,
			headers: {
				'content-type': response.headers()[ 'content-type' ] ?? '',
				'accept-ranges': 'bytes',
				'content-range': `bytes ${ start }-${ end }/${ body.length }`,
			},
			body: body.subarray( start, end + 1 ),
		} );
	} );
}

/**
 * A property of a media element.
 *
 * @param media The audio or video element.
 * @param name  Property name.
 */
function prop(
	media: Locator,
	name: 'currentTime' | 'volume' | 'muted' | 'paused' | 'duration'
) {
	return media.evaluate(
		( element, key ) => ( element as HTMLMediaElement )[ key ],
		name
	);
}

test.describe( 'video block', () => {
	test( 'plays the self-hosted clip with the custom controls and keys', async ( {
		page,
	} ) => {
		await serveMediaRanges( page );
		await page.goto( '/showcase/' );
		await approach( page.locator( '.wp-block-inkblocks-video' ) );
		const player = page.getByRole( 'group', { name: 'Ink in water' } );
		const video = player.locator( 'video' );
		await expect( video ).not.toHaveAttribute( 'controls', /.*/ );
		await expect( video ).toHaveAttribute( 'poster', /\.jpg$/ );
		// Readiness is checked every 350 ms; the player then knows the clip's length.
		await expect( player ).toHaveClass( /is-ready/ );
		await expect
			.poll( () => prop( video, 'duration' ) )
			.toBeGreaterThan( 7 );

		await player.getByRole( 'button', { name: 'Play' } ).click();
		await expect(
			player.getByRole( 'button', { name: 'Pause' } )
		).toBeVisible();
		await expect
			.poll( () => prop( video, 'currentTime' ) )
			.toBeGreaterThan( 0.3 );

		await player.focus();
		await page.keyboard.press( 'k' );
		await expect(
			player.getByRole( 'button', { name: 'Play' } )
		).toBeVisible();
		expect( await prop( video, 'paused' ) ).toBe( true );

		await page.keyboard.press( 'Home' );
		await expect.poll( () => prop( video, 'currentTime' ) ).toBe( 0 );
		await page.keyboard.press( 'ArrowRight' );
		await expect.poll( () => prop( video, 'currentTime' ) ).toBe( 5 );
		await expect(
			player.getByRole( 'slider', { name: 'Seek' } )
		).toHaveAttribute( 'aria-valuetext', /^0:05 of 0:0[78]$/ );

		await page.keyboard.press( 'm' );
		await expect(
			player.getByRole( 'button', { name: 'Unmute' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect( await prop( video, 'muted' ) ).toBe( true );
		await page.keyboard.press( 'ArrowDown' );
		expect( await prop( video, 'muted' ) ).toBe( false );
		await expect.poll( () => prop( video, 'volume' ) ).toBe( 0.9 );
	} );

	test( 'requests nothing from YouTube before the click, then the privacy-enhanced player', async ( {
		page,
	} ) => {
		const thirdParty: string[] = [];
		page.on( 'request', ( request ) => {
			if ( /youtube|ytimg|googlevideo|vimeo/.test( request.url() ) ) {
				thirdParty.push( request.url() );
			}
		} );
		await page.route( /youtube-nocookie\.com/, ( route ) =>
			route.fulfill( {
				contentType: 'text/html',
				body: '<!doctype html><title>player</title><p>player</p>',
			} )
		);
		await page.goto( '/showcase/' );
		await approach( page.locator( '.wp-block-inkblocks-video' ) );
		const consent = page.getByRole( 'button', {
			name: /Play “Big Buck Bunny”/,
		} );
		await consent.scrollIntoViewIfNeeded();
		await expect( consent ).toContainText( 'privacy-enhanced mode' );
		await page.waitForLoadState( 'networkidle' );
		expect( thirdParty ).toEqual( [] );
		await expect( page.locator( 'iframe' ) ).toHaveCount( 0 );

		await consent.click();
		const frame = page.locator( 'iframe.inkblocks-video__frame' );
		await expect( frame ).toHaveAttribute(
			'src',
			'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0'
		);
		await expect( frame ).toHaveAttribute( 'title', 'Big Buck Bunny' );
		await expect( frame ).toBeFocused();
		// The status stays until the 350 ms readiness check sees the loaded player.
		await expect( page.locator( '.inkblocks-video__status' ) ).toHaveCount(
			0
		);
		expect(
			thirdParty.every( ( url ) =>
				url.startsWith( 'https://www.youtube-nocookie.com/' )
			)
		).toBe( true );
		expect( thirdParty.length ).toBeGreaterThan( 0 );
	} );
} );

test.describe( 'audio block', () => {
	test( 'starts at volume 0.8 and plays the playlist from the keyboard', async ( {
		page,
	} ) => {
		await serveMediaRanges( page );
		await page.goto( '/showcase/' );
		await approach( page.locator( '.wp-block-inkblocks-audio' ) );
		const player = page.getByRole( 'group', { name: 'Newsroom tunes' } );
		const audio = player.locator( 'audio' );
		await expect( player.locator( '.inkblocks-audio__now' ) ).toContainText(
			'Morning Ink by The Inkwell Band'
		);
		expect( await prop( audio, 'volume' ) ).toBe( 0.8 );
		await expect(
			player.getByRole( 'slider', { name: 'Volume' } )
		).toHaveValue( '0.8' );

		await player.getByRole( 'button', { name: 'Play' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect
			.poll( () => prop( audio, 'currentTime' ) )
			.toBeGreaterThan( 0.2 );

		await page.keyboard.press( 'n' );
		await expect( player.locator( '.inkblocks-audio__now' ) ).toContainText(
			'Margin Notes'
		);
		await expect( player.locator( '[aria-current="true"]' ) ).toContainText(
			'Margin Notes'
		);
		await expect.poll( () => prop( audio, 'paused' ) ).toBe( false );
		expect( await prop( audio, 'volume' ) ).toBe( 0.8 );

		await page.keyboard.press( 'ArrowUp' );
		await expect.poll( () => prop( audio, 'volume' ) ).toBe( 0.9 );
		await page.keyboard.press( 'Space' );
		await expect.poll( () => prop( audio, 'paused' ) ).toBe( true );

		await player.getByRole( 'button', { name: /Late Edition/ } ).click();
		await expect( player.locator( '.inkblocks-audio__now' ) ).toContainText(
			'Late Edition'
		);
		await expect.poll( () => prop( audio, 'paused' ) ).toBe( false );
	} );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the players are native and YouTube is only a link', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		await expect(
			page.locator( '.inkblocks-video video[controls]' )
		).toHaveCount( 1 );
		await expect(
			page.getByRole( 'link', {
				name: 'Watch “Big Buck Bunny” on YouTube',
			} )
		).toHaveAttribute(
			'href',
			'https://www.youtube.com/watch?v=aqz-KE-bpKQ'
		);
		await expect( page.locator( 'iframe' ) ).toHaveCount( 0 );
		await expect(
			page.locator( '.inkblocks-audio audio[controls]' )
		).toHaveCount( 3 );
	} );
} );
