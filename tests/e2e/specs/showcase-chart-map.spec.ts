/**
 * The chart and map blocks (SPEC 2.10, 3 Map pin, 9) on the seeded /showcase/ page: charts drawn over their
 * data tables, and map pins with their pop-ups working while every tile request fails (the normal offline
 * condition of these tests, made explicit by blocking the tiles).
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
 * Whether a canvas has anything drawn on it.
 *
 * @param canvas The canvas.
 */
function painted( canvas: Locator ): Promise< boolean > {
	return canvas.evaluate( ( element ) => {
		const el = element as HTMLCanvasElement;
		const pixels = el
			.getContext( '2d' )
			?.getImageData( 0, 0, el.width, el.height ).data;
		return (
			!! pixels && pixels.some( ( value, i ) => i % 4 === 3 && value > 0 )
		);
	} );
}

/**
 * Opens the showcase with every tile request failing; returns how many were tried.
 *
 * @param page The page.
 */
async function showcaseWithoutTiles( page: Page ): Promise< () => number > {
	let tiles = 0;
	await page.route( /tile\.openstreetmap\.org/, ( route ) => {
		tiles++;
		return route.abort( 'internetdisconnected' );
	} );
	await page.goto( '/showcase/' );
	await approach( page.locator( '.inkblocks-map' ) );
	// Leaflet loads as the map comes near the screen, as it does for a reader scrolling to it.
	await page.locator( '.inkblocks-map__canvas' ).scrollIntoViewIfNeeded();
	return () => tiles;
}

test.describe( 'chart block', () => {
	test( 'draws each chart as an image described by its data table', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		await approach( page.locator( '.inkblocks-chart' ) );
		const bars = page.locator( '.inkblocks-chart.is-type-bar' );
		const canvas = bars.getByRole( 'img', {
			name: 'Chart: Average reading time by topic (minutes)',
		} );
		// Chart.js loads as a chart comes near the screen, as it does for a reader scrolling to it.
		await canvas.scrollIntoViewIfNeeded();
		await expect( canvas ).toBeVisible();
		await expect.poll( () => painted( canvas ) ).toBe( true );

		// The table stays for screen readers (visually hidden) and names every value.
		const table = bars.locator( 'table' );
		const id = await table.getAttribute( 'id' );
		await expect( canvas ).toHaveAttribute( 'aria-describedby', id ?? '' );
		await expect( table.locator( 'caption' ) ).toHaveText(
			'Average reading time by topic (minutes)'
		);
		await expect(
			table.getByRole( 'rowheader', {
				name: /^Medical research explained/,
			} )
		).toHaveCount( 1 );
		const data = bars.locator( '.inkblocks-chart__data' );
		expect( ( await data.boundingBox() )?.width ).toBeLessThanOrEqual( 1 );

		for ( const type of [ 'line', 'doughnut' ] ) {
			const chart = page.locator(
				`.inkblocks-chart.is-type-${ type } canvas`
			);
			await chart.scrollIntoViewIfNeeded();
			await expect( chart ).toBeVisible();
			await expect.poll( () => painted( chart ) ).toBe( true );
		}
		// A chart set to keep its table shows it under the picture.
		await expect(
			page.locator( '.inkblocks-chart.is-type-doughnut table' )
		).toBeVisible();
	} );

	test( 'shows a tooltip for the bar under the pointer', async ( {
		page,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.goto( '/showcase/' );
		await approach( page.locator( '.inkblocks-chart' ) );
		const canvas = page.locator( '.inkblocks-chart.is-type-bar canvas' );
		await canvas.scrollIntoViewIfNeeded();
		await expect.poll( () => painted( canvas ) ).toBe( true );
		await page.mouse.move( 0, 0 );
		const before = await canvas.screenshot();
		const box = await canvas.boundingBox();
		expect( box ).not.toBeNull();
		// Somewhere in the lower middle of the plot is a bar; hovering it draws a tooltip.
		let changed = false;
		for ( let y = 0.6; y > 0.3 && ! changed; y -= 0.1 ) {
			for ( let x = 0.15; x < 0.95 && ! changed; x += 0.08 ) {
				await page.mouse.move(
					box!.x + box!.width * x,
					box!.y + box!.height * y
				);
				changed = ! ( await canvas.screenshot() ).equals( before );
			}
		}
		expect( changed ).toBe( true );
	} );
} );

test.describe( 'map block', () => {
	test( 'shows the pins and the open pop-up while every tile fails', async ( {
		page,
	} ) => {
		const tried = await showcaseWithoutTiles( page );
		const map = page.locator( '.inkblocks-map' );
		await expect( map.locator( '.inkblocks-map__marker' ) ).toHaveCount(
			3
		);
		await expect( map.locator( '.leaflet-tile-loaded' ) ).toHaveCount( 0 );
		expect( tried() ).toBeGreaterThan( 0 );

		// The pin whose state is open shows its card from the start, with its link settings.
		const popup = map.locator( '.leaflet-popup', {
			hasText: 'Livraria Bertrand',
		} );
		await expect( popup ).toBeVisible();
		await expect( popup.locator( 'address' ) ).toHaveText(
			'Rua Garrett 73, 1200-203 Lisboa'
		);
		const link = popup.getByRole( 'link', {
			name: /Visit the shop's site/,
		} );
		await expect( link ).toHaveAttribute(
			'href',
			'https://example.org/bertrand'
		);
		await expect( link ).toHaveAttribute( 'target', '_blank' );
		await expect( link ).toHaveAttribute( 'rel', 'noopener nofollow' );
		await expect( link ).toHaveAttribute( 'data-place', 'bertrand' );
		const image = popup.locator( 'img' );
		await expect( image ).toHaveAttribute( 'width', '200' );
		await expect( image ).toHaveAttribute( 'height', '113' );

		// Clicking another pin opens its card; the open-state pin keeps its own.
		await map
			.getByRole( 'button', { name: 'Riverside reading bench' } )
			.click();
		await expect(
			map.locator( '.leaflet-popup', {
				hasText: 'Cais do Sodré',
			} )
		).toBeVisible();
		await expect( popup ).toBeVisible();
	} );

	test( 'opens and closes a pin with the keyboard and from the list', async ( {
		page,
	} ) => {
		await showcaseWithoutTiles( page );
		const map = page.locator( '.inkblocks-map' );
		const pin = map.getByRole( 'button', {
			name: 'Community writing room',
		} );
		const card = map.locator( '.leaflet-popup', {
			hasText: 'Rua Augusta 110',
		} );
		await pin.focus();
		await page.keyboard.press( 'Enter' );
		await expect( card ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( card ).toHaveCount( 0 );
		await expect( pin ).toBeFocused();

		await map
			.locator( '.inkblocks-map__place', {
				hasText: 'Community writing room',
			} )
			.getByRole( 'button', { name: 'Show on the map' } )
			.click();
		await expect( card ).toBeVisible();
		await expect( pin ).toBeFocused();
	} );
} );

test( 'Chart.js and Leaflet load only when their block comes near the screen', async ( {
	page,
} ) => {
	const parts: string[] = [];
	page.on( 'request', ( request ) => {
		const part = /\/build\/\w+\/(chart-lib|leaflet-map)\.js/.exec(
			request.url()
		);
		if ( part?.[ 1 ] ) {
			parts.push( part[ 1 ] );
		}
	} );
	await page.goto( '/showcase/' );
	await page.waitForLoadState( 'networkidle' );
	expect( parts ).toEqual( [] );
	await approach( page.locator( '.inkblocks-chart' ) );
	await page
		.locator( '.inkblocks-chart.is-type-bar canvas' )
		.scrollIntoViewIfNeeded();
	await expect.poll( () => parts.includes( 'chart-lib' ) ).toBe( true );
	await approach( page.locator( '.inkblocks-map' ) );
	await page.locator( '.inkblocks-map__canvas' ).scrollIntoViewIfNeeded();
	// Each part once, however many charts or maps.
	await expect
		.poll( () => [ ...parts ].sort() )
		.toEqual( [ 'chart-lib', 'leaflet-map' ] );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the chart is its table and the map is its list of places', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		const table = page.locator( '.inkblocks-chart.is-type-bar table' );
		await expect( table ).toBeVisible();
		await expect(
			table.getByRole( 'columnheader', { name: '2026' } )
		).toBeVisible();
		await expect(
			table
				.getByRole( 'row', { name: /Travel/ } )
				.getByRole( 'cell' )
				.first()
		).toHaveText( '5.1' );
		const places = page.locator( '.inkblocks-map__place' );
		await expect( places ).toHaveCount( 3 );
		await expect( places.first() ).toContainText( 'Livraria Bertrand' );
		await expect( places.first().getByRole( 'link' ) ).toHaveAttribute(
			'rel',
			'noopener nofollow'
		);
	} );
} );
