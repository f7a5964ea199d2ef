/**
 * The Chart, Map, Newsletter form, Popup trigger and Posts list blocks edited on the canvas (issue 16):
 * each inserted from the inserter, a starting point chosen, its texts typed in place (the chart's rows and
 * series and the map's pins added, moved and removed from the keyboard), its sidebar settings changed,
 * saved and reloaded without invalid content, checked on the front end, axe on the canvas; and today's
 * saved markup of the five loading as it is.
 */

/**
 * External dependencies
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'fs';
import path from 'path';

/**
 * Internal dependencies
 */
import {
	blocks,
	canvas,
	canvasViolations,
	expectNoInvalidBlock,
	field,
	insertFromInserter,
	islandProps,
	newPost,
	openSavedMarkup,
	pickStartingPoint,
	retype,
	retypeOneUndoStep,
	saveAndReload,
	settingsSidebar,
	shoot,
} from '../fixtures/editor';
import { as } from '../fixtures/users';

test.use( as( 'admin' ) );
// An editor load, a save and reload and a front-end visit each.
test.describe.configure( { timeout: 300_000 } );

/**
 * Presses a button or menu item from the keyboard: focused, then Enter.
 *
 * @param page   The editor page.
 * @param target The button.
 */
async function press( page: Page, target: Locator ) {
	await target.focus();
	await expect( target ).toBeFocused();
	await page.keyboard.press( 'Enter' );
}

test( 'a chart built on the canvas: title in place, rows and series from the keyboard, drawn live, settings on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Chart ${ Date.now() }` );
	await insertFromInserter( page, 'Chart' );
	const chart = canvas( page ).locator( '.wp-block-inkblocks-chart' );
	await pickStartingPoint(
		page,
		chart,
		'chart-inserted',
		'Compares two years across four topics, one bar each.',
		[
			'Follows a number month by month, with the area under the line filled.',
			'Shows the shares of a whole, with the table of values kept visible.',
		]
	);
	// Live: Chart.js draws on the canvas of the block.
	const picture = chart.locator( 'canvas' );
	await expect
		.poll( () =>
			picture.evaluate( ( element ) => {
				const drawing = element as HTMLCanvasElement;
				const pixels = drawing
					.getContext( '2d' )
					?.getImageData( 0, 0, drawing.width, drawing.height ).data;
				return !! pixels?.some( ( value ) => value !== 0 );
			} )
		)
		.toBe( true );
	await retypeOneUndoStep(
		page,
		chart,
		'Chart title',
		'Reading time by topic'
	);

	// Enter on the last row adds one, with the caret in its label; Tab walks its values.
	await field( chart, 'Label 4' ).click();
	await page.keyboard.press( 'Enter' );
	await expect( field( chart, 'Label 5' ) ).toBeFocused();
	await page.keyboard.type( 'Sport' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'Tab' );
	await expect( field( chart, '2025, Sport' ) ).toBeFocused();
	await page.keyboard.type( '3.5' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.type( '4.1' );
	// Its menu moves it up.
	await press(
		page,
		chart.getByRole( 'button', { name: 'Sport: row actions' } )
	);
	await press( page, page.getByRole( 'menuitem', { name: 'Move up' } ) );
	await expect( field( chart, 'Label 4' ) ).toHaveValue( 'Sport' );
	// Enter then Backspace in an empty row: it goes again.
	await field( chart, 'Label 5' ).click();
	await page.keyboard.press( 'Enter' );
	await expect( field( chart, 'Label 6' ) ).toBeFocused();
	await page.keyboard.press( 'Backspace' );
	await expect( field( chart, 'Label 5' ) ).toBeFocused();
	await expect( field( chart, 'Label 6' ) ).toHaveCount( 0 );
	// Remove the first row from its menu.
	await press(
		page,
		chart.getByRole( 'button', { name: 'Health: row actions' } )
	);
	await press( page, page.getByRole( 'menuitem', { name: 'Remove row' } ) );
	// A third series, named, moved to the front, then the old 2025 one removed.
	await press( page, chart.getByRole( 'button', { name: 'Add a series' } ) );
	await expect( field( chart, 'Series 3 name' ) ).toBeFocused();
	await page.keyboard.type( 'Goal' );
	await field( chart, 'Goal, Travel' ).fill( '6' );
	await press(
		page,
		chart.getByRole( 'button', { name: 'Goal: series actions' } )
	);
	await press( page, page.getByRole( 'menuitem', { name: 'Move left' } ) );
	await expect( field( chart, 'Series 2 name' ) ).toHaveValue( 'Goal' );
	await press(
		page,
		chart.getByRole( 'button', { name: '2025: series actions' } )
	);
	await press(
		page,
		page.getByRole( 'menuitem', { name: 'Remove series' } )
	);
	await expect( field( chart, 'Series 1 name' ) ).toHaveValue( 'Goal' );

	const settings = await settingsSidebar( page );
	await settings.getByLabel( 'Stack the series' ).check();
	await settings.getByLabel( 'Type' ).selectOption( 'line' );
	await settings.getByLabel( 'Show the legend' ).uncheck();
	await settings.getByLabel( 'Show grid lines' ).uncheck();
	await settings.getByLabel( 'Fill the area under the lines' ).check();
	await settings.getByLabel( 'Keep the data table visible' ).check();
	await settings
		.getByRole( 'spinbutton', { name: 'Height (px)' } )
		.fill( '420' );
	await shoot( page, chart, 'chart-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-chart' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( field( chart, 'Chart title' ) ).toHaveText(
		'Reading time by topic'
	);

	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-chart' );
	await expect( front.locator( 'figcaption' ) ).toHaveText(
		'Reading time by topic'
	);
	await expect( front.locator( 'tbody th' ) ).toHaveText( [
		'Travel',
		'Technology',
		'Sport',
		'Food and drink',
	] );
	await expect( front.locator( 'thead th' ) ).toHaveText( [
		'Goal',
		'2026',
	] );
	await expect( front.locator( 'table' ) ).toBeVisible();
	expect(
		await islandProps( front.locator( '[data-inkwell-island="chart"]' ) )
	).toMatchObject( {
		chartType: 'line',
		title: 'Reading time by topic',
		legend: false,
		grid: false,
		fill: true,
		stacked: true,
		showTable: true,
		height: 420,
		datasets: [
			{ label: 'Goal', values: [ 6, null, null, null ] },
			{ label: '2026', values: [ 4.8, 8.9, 4.1, 4.9 ] },
		],
	} );
	await front.scrollIntoViewIfNeeded();
	await expect( front.locator( 'canvas' ) ).toBeVisible();
} );

test( 'a map built on the canvas: it shows, its pins are typed, added, moved and removed in the list', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Map ${ Date.now() }` );
	await insertFromInserter( page, 'Map' );
	const map = canvas( page ).locator( '.wp-block-inkblocks-map' );
	await pickStartingPoint(
		page,
		map,
		'map-inserted',
		'Three pins listed below the map, the view fitted around them.',
		[ 'A single pin with its card open, such as your office or a venue.' ]
	);
	// The map shows in the canvas with a marker per pin.
	await expect( map.locator( '.leaflet-container' ) ).toBeVisible();
	await expect( map.locator( '.inkblocks-map__marker' ) ).toHaveCount( 3 );

	await retypeOneUndoStep( page, map, 'Pin 1 title', 'Old bookshop' );
	await retype( page, map, 'Pin 1 address', 'Rua Garrett 73' );
	await retype( page, map, 'Pin 1 description', 'First editions.' );
	// Enter at the end of the last title adds a pin there, with the caret in its title.
	await field( map, 'Pin 3 title' ).click();
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await expect( field( map, 'Pin 4 title' ) ).toBeFocused();
	await page.keyboard.type( 'Harbour café' );
	await expect( map.locator( '.inkblocks-map__marker' ) ).toHaveCount( 4 );
	// Its Move up button, in the tab order after its texts.
	await press(
		page,
		map.getByRole( 'button', { name: 'Move up' } ).nth( 3 )
	);
	await expect( field( map, 'Pin 3 title' ) ).toHaveText( 'Harbour café' );
	// Enter then Backspace in a new, empty title: the pin goes again.
	await field( map, 'Pin 4 title' ).click();
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await expect( field( map, 'Pin 5 title' ) ).toBeFocused();
	await page.keyboard.press( 'Backspace' );
	await expect( field( map, 'Pin 5 title' ) ).toHaveCount( 0 );
	// Remove the second pin.
	await press( page, map.getByRole( 'button', { name: 'Remove' } ).nth( 1 ) );
	await expect( map.locator( '.inkblocks-map-pin__title' ) ).toHaveText( [
		'Old bookshop',
		'Harbour café',
		'Writing room',
	] );
	// The first pin's link, from its popover.
	await press(
		page,
		map.getByRole( 'button', { name: 'Place, image and link' } ).first()
	);
	const popover = page.locator( '.inkblocks-map-editor__pin-settings' );
	await popover.getByLabel( 'Link address' ).fill( 'https://example.org/' );
	await popover.getByLabel( 'Link text' ).fill( 'Visit the shop' );
	await popover
		.getByLabel( 'Pop-up when the map appears' )
		.selectOption( 'open' );
	await page.keyboard.press( 'Escape' );

	const settings = await settingsSidebar( page );
	await settings.getByLabel( 'Fit the view to the pins' ).uncheck();
	await settings.getByLabel( 'Centre latitude' ).fill( '38.71' );
	await settings.getByLabel( 'Centre longitude' ).fill( '-9.14' );
	await settings.getByRole( 'spinbutton', { name: 'Zoom' } ).fill( '14' );
	await settings
		.getByRole( 'spinbutton', { name: 'Height (px)' } )
		.fill( '500' );
	await settings.getByLabel( 'Zoom with the mouse wheel' ).check();
	await settings.getByLabel( 'List the places below the map' ).uncheck();
	await settings.getByRole( 'button', { name: 'Tiles' } ).click();
	// No tiles: the test stays off the network.
	await settings.getByLabel( 'Tile address' ).fill( '' );
	await settings.getByLabel( 'Attribution' ).fill( 'Our own map' );
	await settings
		.getByRole( 'spinbutton', { name: 'Largest zoom of the tiles' } )
		.fill( '18' );
	await shoot( page, map, 'map-edited' );
	expect( await canvasViolations( page, '.wp-block-inkblocks-map' ) ).toEqual(
		[]
	);

	const url = await saveAndReload( page );
	// The list is not on the page: the editor shows it while the block is selected.
	const [ saved ] = ( await blocks( page ) ).filter(
		( block ) => block.name === 'inkblocks/map'
	);
	expect(
		( saved?.attributes.pins as Array< { title: string } > ).map(
			( pin ) => pin.title
		)
	).toEqual( [ 'Old bookshop', 'Harbour café', 'Writing room' ] );

	await page.goto( url );
	const island = page.locator( '[data-inkwell-island="map"]' );
	const props = await islandProps<
		Record< string, unknown > & {
			pins: Array< { title: string; open: boolean; html: string } >;
		}
	>( island );
	expect( props ).toMatchObject( {
		fitPins: false,
		center: { lat: 38.71, lng: -9.14 },
		zoom: 14,
		maxZoom: 18,
		height: 500,
		tileUrl: '',
		scrollWheelZoom: true,
		showList: false,
	} );
	expect( props.pins.map( ( pin: { title: string } ) => pin.title ) ).toEqual(
		[ 'Old bookshop', 'Harbour café', 'Writing room' ]
	);
	expect( props.pins[ 0 ]?.open ).toBe( true );
	expect( props.pins[ 0 ]?.html ).toContain( 'First editions.' );
	expect( props.pins[ 0 ]?.html ).toContain( 'Visit the shop' );
	await island.scrollIntoViewIfNeeded();
	await expect( island.locator( '.inkblocks-map__marker' ) ).toHaveCount( 3 );
	await expect( page.locator( '.inkblocks-map__places' ) ).toHaveCount( 0 );
} );

test( 'a newsletter form typed on the canvas signs up with its texts on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Newsletter ${ Date.now() }` );
	await insertFromInserter( page, 'Newsletter form' );
	const form = canvas( page ).locator( '.wp-block-inkblocks-newsletter' );
	await pickStartingPoint(
		page,
		form,
		'newsletter-inserted',
		'A heading, a line on what readers get and a sign-up button.',
		[ 'The address field and its button, for a sidebar or a popup.' ]
	);
	await retypeOneUndoStep( page, form, 'Heading', 'Letters from the editor' );
	await retype( page, form, 'Text', 'A short note every Sunday.' );
	await retype( page, form, 'Button label', 'Count me in' );
	await retype(
		page,
		form,
		'Message for an invalid e-mail address',
		'Please specify a valid e-mail'
	);
	const settings = await settingsSidebar( page );
	const list = settings.getByLabel( 'List', { exact: true } );
	const weekly = list.locator( 'option', { hasText: 'Inkwell Weekly' } );
	await list.selectOption( ( await weekly.getAttribute( 'value' ) ) ?? '' );
	await settings.getByLabel( 'Redirect', { exact: true } ).check();
	// An address on the site's own host; others are ignored.
	await settings
		.getByLabel( 'Redirect URL' )
		.fill( new URL( '/thanks/', page.url() ).href );
	await settings
		.getByLabel( 'Close the popup after a successful sign-up' )
		.check();
	await shoot( page, form, 'newsletter-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-newsletter' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( field( form, 'Button label' ) ).toHaveText( 'Count me in' );

	await page.goto( url );
	await expect(
		page.getByRole( 'heading', { name: 'Letters from the editor' } )
	).toBeVisible();
	await expect(
		page.getByText( 'A short note every Sunday.' )
	).toBeVisible();
	const props = await islandProps(
		page.locator( '[data-inkwell-island="newsletter-form"]' )
	);
	expect( props ).toMatchObject( {
		buttonText: 'Count me in',
		use_target_list_id: true,
		redirect: true,
		close_popup_when_success: true,
	} );
	const email = page.getByLabel( 'E-mail address' );
	await email.fill( 'not-an-address' );
	await page.getByRole( 'button', { name: 'Count me in' } ).click();
	await expect(
		page.getByText( 'Please specify a valid e-mail' )
	).toBeVisible();
} );

test( 'a popup trigger typed on the canvas opens its popup on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Trigger ${ Date.now() }` );
	await insertFromInserter( page, 'Popup trigger' );
	const trigger = canvas( page ).locator(
		'.wp-block-inkblocks-popup-trigger'
	);
	await pickStartingPoint(
		page,
		trigger,
		'popup-trigger-inserted',
		'A link in the flow of the text that opens the popup.',
		[
			'A button that opens the popup when clicked.',
			'A paragraph that opens the popup once it is scrolled into view, with a button for the keyboard.',
		]
	);
	await retypeOneUndoStep(
		page,
		trigger,
		'Trigger text',
		'What we read this week'
	);
	const settings = await settingsSidebar( page );
	const picker = settings.getByLabel( 'Popup', { exact: true } );
	const reading = picker.locator( 'option', { hasText: 'Reading list' } );
	await picker.selectOption(
		( await reading.getAttribute( 'value' ) ) ?? ''
	);
	await settings.getByLabel( 'Looks like' ).selectOption( 'button' );
	await settings.getByLabel( 'Opens on' ).selectOption( 'hover' );
	await expect(
		trigger.getByText( 'Choose a published popup in the block settings' )
	).toHaveCount( 0 );
	await shoot( page, trigger, 'popup-trigger-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-popup-trigger' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( field( trigger, 'Trigger text' ) ).toHaveText(
		'What we read this week'
	);

	await page.goto( url );
	const block = page.locator( '.wp-block-inkblocks-popup-trigger' );
	await expect( block ).toHaveClass( /is-display-button is-trigger-hover/ );
	// It opens on hover: the popup covers the button before a click could land.
	await page
		.getByRole( 'button', { name: 'What we read this week' } )
		.hover();
	await expect(
		page.getByRole( 'dialog', { name: 'Reading list' } )
	).toBeVisible();
} );

test( 'a posts list headed on the canvas lists its topic on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Posts ${ Date.now() }` );
	await insertFromInserter( page, 'Posts list' );
	// The block, around the server's preview (which has the block's class too).
	const list = canvas( page ).locator( '[data-type="inkwell/posts"]' );
	await pickStartingPoint(
		page,
		list,
		'posts-inserted',
		'Six articles a page under a heading, newest first.',
		[
			'Three articles a page without a heading, for a sidebar or the end of a page.',
		]
	);
	await retypeOneUndoStep(
		page,
		list,
		'List heading',
		'From the health desk'
	);
	const settings = await settingsSidebar( page );
	await settings.getByLabel( 'Topic' ).selectOption( { label: 'Health' } );
	await settings
		.getByRole( 'spinbutton', { name: 'Articles per page' } )
		.fill( '2' );
	// The server's preview follows the settings.
	await expect(
		list.locator( '.inkwell-posts__content article' )
	).toHaveCount( 2 );
	await shoot( page, list, 'posts-edited' );
	expect( await canvasViolations( page, '.wp-block-inkwell-posts' ) ).toEqual(
		[]
	);

	const url = await saveAndReload( page );
	await expect( field( list, 'List heading' ) ).toHaveText(
		'From the health desk'
	);

	await page.goto( url );
	const front = page.locator( 'section.inkwell-posts' );
	await expect( front.locator( '.inkwell-posts__heading' ) ).toHaveText(
		'From the health desk'
	);
	// The theme shows its own cards.
	await expect(
		front.locator( '.inkwell-posts__content article' )
	).toHaveCount( 2 );
	await expect( front.locator( '.inkwell-posts__pagination' ) ).toBeVisible();
} );

test( "today's saved charts, maps, forms, triggers and lists load without invalid content and render before a re-save", async ( {
	page,
} ) => {
	await newPost( page, 'page', 'Unused' );
	const markup = [ 'chart', 'map', 'newsletter', 'popup-trigger', 'posts' ]
		.map( ( name ) =>
			readFileSync(
				path.resolve(
					__dirname,
					`../../fixtures/blocks/${ name }.html`
				),
				'utf8'
			)
		)
		.join( '\n\n' );
	const url = await openSavedMarkup(
		page,
		`Old data blocks ${ Date.now() }`,
		markup
	);
	await expectNoInvalidBlock( page );
	const names = ( await blocks( page ) ).map( ( block ) => block.name );
	for ( const name of [
		'inkblocks/chart',
		'inkblocks/map',
		'inkblocks/newsletter',
		'inkblocks/popup-trigger',
		'inkwell/posts',
	] ) {
		expect( names ).toContain( name );
	}
	await expect(
		canvas( page ).locator( '.wp-block-inkblocks-chart canvas' )
	).toHaveCount( 2 );
	// A trigger without a popup yet keeps its text and asks for one.
	await expect(
		field( canvas( page ).locator( 'body' ), 'Trigger text' )
	).toHaveText( 'See what we read' );

	await page.goto( url );
	await expect( page.locator( '.inkblocks-chart__table' ) ).toHaveCount( 2 );
	// The list of places (the open pin's pop-up shows its card too, once the map is drawn).
	await expect(
		page.locator( '.inkblocks-map__places .inkblocks-map-pin__title' )
	).toHaveText( [ 'Livraria Bertrand', 'Writing room' ] );
	await expect(
		page.getByRole( 'heading', {
			name: 'Get the best stories every Friday',
		} )
	).toBeVisible();
	await expect(
		page.locator( '.inkwell-posts__content article' )
	).toHaveCount( 3 );
} );
