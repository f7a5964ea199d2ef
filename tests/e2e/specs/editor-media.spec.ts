/**
 * The media blocks edited on the canvas (issue 16): the Slider, Carousel, Portfolio, Justified images,
 * Image accordion, Video and Audio players, each inserted from the inserter, started from a starting point
 * (or its media placeholder), its texts typed in place, its items added, moved, duplicated and removed from
 * the keyboard, its images and files chosen on the canvas, every sidebar setting changed, saved and
 * reloaded without invalid content, checked on the front end, axe on the canvas; core's Gallery turned into
 * the slider, portfolio and justified images and back; and today's saved markup loading as it is.
 */

/**
 * External dependencies
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	blocks,
	blockToolbar,
	canvasBlock,
	canvasViolations,
	expectNoInvalidBlock,
	field,
	insertFromInserter,
	newPost,
	openSavedMarkup,
	pickStartingPoint,
	retype,
	retypeOneUndoStep,
	saveAndReload,
	savedFixture,
	settingsSidebar,
	shoot,
} from '../fixtures/editor';
import { as } from '../fixtures/users';

test.use( as( 'admin' ) );
// An editor load, a save and reload and a front-end visit each; minutes on a busy machine.
test.describe.configure( { timeout: 420_000 } );

/**
 * Sets a number setting of the sidebar (a RangeControl's number field).
 *
 * @param settings The sidebar.
 * @param name     The setting's name.
 * @param value    The new value.
 */
async function number( settings: Locator, name: string, value: number ) {
	const input = settings.getByRole( 'spinbutton', { name, exact: true } );
	await input.fill( String( value ) );
	await expect( input ).toHaveValue( String( value ) );
}

/**
 * Presses a button of the block toolbar from the keyboard: Alt+F10 from the canvas moves to the toolbar,
 * the arrow keys to the button, Enter presses it.
 *
 * @param page The editor page.
 * @param name The button's name.
 */
async function pressTool( page: Page, name: string ) {
	await page.keyboard.press( 'Alt+F10' );
	const tools = page.getByRole( 'toolbar', { name: 'Block tools' } );
	const button = tools.getByRole( 'button', { name, exact: true } );
	await expect( tools ).toBeVisible();
	for ( let step = 0; step < 20; step++ ) {
		if (
			await button.evaluate(
				( element ) => element === element.ownerDocument.activeElement
			)
		) {
			break;
		}
		await page.keyboard.press( 'ArrowRight' );
	}
	await expect( button ).toBeFocused();
	await page.keyboard.press( 'Enter' );
}

/**
 * Sets a link from a toolbar button's link popover.
 *
 * @param page  The editor page.
 * @param where The block.
 * @param name  The toolbar button's name.
 * @param url   The URL.
 */
async function link( page: Page, where: Locator, name: string, url: string ) {
	await (
		await blockToolbar( page, where )
	)
		.getByRole( 'button', { name } )
		.click();
	const popover = page.locator(
		'.components-popover .block-editor-link-control'
	);
	const input = popover.getByRole( 'combobox' );
	await input.fill( url );
	await input.press( 'Enter' );
	await expect(
		popover.getByRole( 'button', { name: 'Edit link' } )
	).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( popover ).toHaveCount( 0 );
}

/**
 * Gives a media placeholder of the canvas an address ("Insert from URL").
 *
 * @param page        The editor page.
 * @param placeholder The placeholder.
 * @param url         The address.
 */
async function insertFromUrl( page: Page, placeholder: Locator, url: string ) {
	await placeholder
		.getByRole( 'button', { name: 'Insert from URL' } )
		.click();
	const input = page
		.getByRole( 'dialog', { name: 'Edit URL' } )
		.getByRole( 'textbox', { name: 'URL' } );
	await input.fill( url );
	await input.press( 'Enter' );
}

/**
 * Chooses one or more files from the media library modal, by their titles.
 *
 * @param page   The editor page.
 * @param titles The files' titles.
 */
async function fromLibrary( page: Page, titles: string[] ) {
	const modal = page.locator( '.media-modal' );
	await expect( modal ).toBeVisible();
	for ( const [ n, title ] of titles.entries() ) {
		const item = modal
			.locator( `li.attachment[aria-label="${ title }"]` )
			.first();
		// The library adds to a selection with Ctrl (else a click replaces it).
		await item.click( { modifiers: n ? [ 'ControlOrMeta' ] : [] } );
		await expect( item ).toHaveAttribute( 'aria-checked', 'true' );
	}
	await modal.locator( '.media-button-select' ).click();
	await expect( modal ).toBeHidden();
}

/**
 * The props of the island of a block on the front end.
 *
 * @param front  The block.
 * @param island The island's name.
 */
async function props( front: Locator, island: string ) {
	return JSON.parse(
		( await front
			.locator( `[data-inkwell-island="${ island }"]` )
			.getAttribute( 'data-inkwell-props' ) ) ?? '{}'
	);
}

/**
 * The address of an image that every WordPress has.
 *
 * @param page The page.
 * @param file The file in wp-includes/images.
 */
const image = ( page: Page, file: string ) =>
	`${ new URL( page.url() ).origin }/wp-includes/images/${ file }`;

/**
 * The titles of a list attribute of the first block of a name, as the editor holds them.
 *
 * @param page      The editor page.
 * @param name      The block's name.
 * @param attribute The list attribute.
 * @param key       The item's field.
 */
async function listOf(
	page: Page,
	name: string,
	attribute: string,
	key: string
): Promise< unknown[] > {
	const found = ( await blocks( page ) ).find( ( b ) => b.name === name );
	return (
		( found?.attributes[ attribute ] ?? [] ) as Array<
			Record< string, unknown >
		>
	 ).map( ( item ) => item[ key ] );
}

/**
 * Presses Tab a number of times.
 *
 * @param page  The page.
 * @param times How many.
 */
async function tab( page: Page, times: number ) {
	for ( let n = 0; n < times; n++ ) {
		await page.keyboard.press( 'Tab' );
	}
}

test( 'a hero slider built on the canvas: slides typed, pictured, added, moved, duplicated and removed from the keyboard, settings on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Slider ${ Date.now() }` );
	await insertFromInserter( page, 'Slider' );
	const slider = canvasBlock( page, 'slider' );
	await pickStartingPoint(
		page,
		slider,
		'slider-inserted',
		'Three wide slides with a headline and a line each, turning on their own, without thumbnails.',
		[
			'Four photos with thumbnails below and a fullscreen button, changed by the reader.',
		]
	);
	await expect( field( slider, 'Slide 1 title' ) ).toHaveText(
		'Stories from the field'
	);
	// One slide at a time, its image chosen in the slide.
	await expect( field( slider, 'Slide 2 title' ) ).toBeHidden();
	await insertFromUrl(
		page,
		slider.locator( '.inkblocks-slides__slide.is-current' ),
		image( page, 'w-logo-blue.png' )
	);
	await expect(
		slider.locator( '.is-current .inkblocks-slides__image' )
	).toHaveAttribute( 'src', image( page, 'w-logo-blue.png' ) );
	await retypeOneUndoStep( page, slider, 'Slide 1 title', 'Rivers at dawn' );
	await retype( page, slider, 'Slide 1 text', 'River keepers.' );
	await link( page, slider, 'Slide link', '/write/' );

	// Enter at the end of a slide's text adds the next slide, shown, with the caret in its title.
	await field( slider, 'Slide 1 text' ).click();
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await expect( field( slider, 'Slide 2 title' ) ).toBeFocused();
	await page.keyboard.type( 'Night ferry' );
	// Its buttons follow its texts (Tab goes from the last text to them; the arrows between texts):
	// back, then forward, which moves it after the old second.
	await page.keyboard.press( 'ArrowDown' );
	await expect( field( slider, 'Slide 2 text' ) ).toBeFocused();
	await tab( page, 2 );
	const current = slider.locator( '.inkblocks-slides__slide.is-current' );
	await expect(
		current.getByRole( 'button', { name: 'Move slide forward' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( field( slider, 'Slide 3 title' ) ).toBeFocused();
	await expect( field( slider, 'Slide 3 title' ) ).toHaveText(
		'Night ferry'
	);
	// Duplicated from the block toolbar, from the keyboard: the copy follows, focused.
	await pressTool( page, 'Duplicate slide' );
	await expect( field( slider, 'Slide 4 title' ) ).toBeFocused();
	await expect( field( slider, 'Slide 4 title' ) ).toHaveText(
		'Night ferry'
	);
	await page.keyboard.press( 'End' );
	await page.keyboard.type( ' II' );
	// The second slide, shown by its dot, goes: its remove button, the fourth after its texts.
	await slider.getByRole( 'button', { name: 'Slide 2 of 5' } ).click();
	await field( slider, 'Slide 2 text' ).click();
	await tab( page, 4 );
	await expect(
		current.getByRole( 'button', { name: 'Remove slide' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	expect(
		(
			( await blocks( page ) ).find(
				( b ) => b.name === 'inkblocks/slider'
			)?.attributes.slides as Array< { title: string } >
		 ).map( ( slide ) => slide.title )
	).toEqual( [
		'Rivers at dawn',
		'Night ferry',
		'Night ferry II',
		'The weekly letter',
	] );

	const settings = await settingsSidebar( page );
	await number( settings, 'Height (px)', 400 );
	await number( settings, 'Width (%)', 90 );
	await settings
		.getByLabel( 'Accessible name', { exact: true } )
		.fill( 'River stories' );
	await number( settings, 'Autoplay delay (ms)', 4000 );
	await settings.getByLabel( 'Pause on hover' ).uncheck();
	await settings.getByLabel( 'Autoplay', { exact: true } ).uncheck();
	await number( settings, 'Slide duration (ms)', 300 );
	await number( settings, 'Distance between slides (px)', 20 );
	await settings.getByLabel( 'Loop' ).uncheck();
	await settings.getByLabel( 'Previous and next buttons' ).uncheck();
	await settings.getByLabel( 'Thumbnails' ).check();
	await number( settings, 'Thumbnail width (px)', 100 );
	await number( settings, 'Thumbnail height (px)', 60 );
	await settings.getByLabel( 'Dots' ).uncheck();
	// The starting point left the fullscreen button off (on by default).
	await expect(
		settings.getByLabel( 'Fullscreen button' )
	).not.toBeChecked();
	// The thumbnails show a slide to edit, as on the page.
	await slider.getByRole( 'button', { name: 'Slide 4 of 4' } ).click();
	await expect( field( slider, 'Slide 4 title' ) ).toBeVisible();
	await expect( slider ).toHaveAttribute(
		'style',
		/--inkblocks-slider-height:\s*400px/
	);
	await shoot( page, slider, 'slider-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-slider' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( field( slider, 'Slide 1 title' ) ).toHaveText(
		'Rivers at dawn'
	);

	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-slider' );
	// Only the slide with an image shows on the page.
	const island = await props( front, 'slider' );
	expect( island ).toMatchObject( {
		label: 'River stories',
		height: 400,
		width: 90,
		autoplay: false,
		autoplayDelay: 4000,
		pauseOnHover: false,
		speed: 300,
		spaceBetween: 20,
		loop: false,
		navigation: false,
		pagination: false,
		thumbnails: true,
		thumbWidth: 100,
		thumbHeight: 60,
		fullscreen: false,
	} );
	expect( island.slides ).toHaveLength( 1 );
	await expect(
		front.getByRole( 'region', { name: 'River stories' } )
	).toBeVisible();
	await expect(
		front.getByRole( 'link', { name: 'Rivers at dawn' } )
	).toHaveAttribute( 'href', /\/write\/$/ );
	await expect( front.locator( '.inkblocks-slides__text' ) ).toHaveText(
		'River keepers.'
	);
} );

test( 'story cards built on the canvas: a carousel row that stays still, cards edited from the keyboard, settings on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Carousel ${ Date.now() }` );
	await insertFromInserter( page, 'Carousel' );
	const carousel = canvasBlock( page, 'carousel' );
	await pickStartingPoint(
		page,
		carousel,
		'carousel-inserted',
		'Four cards with a title and a line each, three at a time, changed by the reader.',
		[
			'Six logos without captions, five at a time on wide screens, moving on their own.',
		]
	);
	const slides = carousel.locator( '.inkblocks-slides__slide' );
	await insertFromUrl(
		page,
		slides.nth( 0 ),
		image( page, 'w-logo-blue.png' )
	);
	await insertFromUrl(
		page,
		slides.nth( 1 ),
		image( page, 'w-logo-gray-white-bg.png' )
	);
	await expect( carousel.locator( '.inkblocks-slides__image' ) ).toHaveCount(
		2
	);
	await retypeOneUndoStep(
		page,
		carousel,
		'Slide 1 title',
		'Book of the week'
	);
	await retype( page, carousel, 'Slide 1 text', 'Chosen by the editors.' );

	// Enter after the last card's text adds one; back moves it before the fourth.
	await field( carousel, 'Slide 4 text' ).click();
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await expect( field( carousel, 'Slide 5 title' ) ).toBeFocused();
	await page.keyboard.type( 'Letters' );
	await page.keyboard.press( 'ArrowDown' );
	await expect( field( carousel, 'Slide 5 text' ) ).toBeFocused();
	await tab( page, 1 );
	await expect(
		slides.nth( 4 ).getByRole( 'button', { name: 'Move slide back' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( field( carousel, 'Slide 4 title' ) ).toBeFocused();
	await pressTool( page, 'Duplicate slide' );
	await expect( field( carousel, 'Slide 5 title' ) ).toBeFocused();
	await field( carousel, 'Slide 2 text' ).click();
	await tab( page, 4 );
	await expect(
		slides.nth( 1 ).getByRole( 'button', { name: 'Remove slide' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	expect(
		await listOf( page, 'inkblocks/carousel', 'slides', 'title' )
	).toEqual( [
		'Book of the week',
		'Readers’ favourite',
		'Letters',
		'Letters',
		'Short and sharp',
	] );

	const settings = await settingsSidebar( page );
	await number( settings, 'Desktop (from 1025 px)', 4 );
	await number( settings, 'Tablet (up to 1024 px)', 3 );
	await number( settings, 'Mobile (up to 767 px)', 2 );
	await settings
		.getByLabel( 'Accessible name', { exact: true } )
		.fill( 'Picks' );
	await settings.getByLabel( 'Autoplay', { exact: true } ).check();
	await number( settings, 'Autoplay delay (ms)', 3000 );
	await settings.getByLabel( 'Pause on hover' ).uncheck();
	await number( settings, 'Slide duration (ms)', 700 );
	await number( settings, 'Distance between slides (px)', 16 );
	await settings.getByLabel( 'Loop' ).uncheck();
	await settings.getByLabel( 'Previous and next buttons' ).uncheck();
	await settings.getByLabel( 'Dots' ).uncheck();
	await expect( carousel ).toHaveAttribute(
		'style',
		/--inkblocks-carousel-desktop:\s*4/
	);
	await shoot( page, carousel, 'carousel-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-carousel' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( field( carousel, 'Slide 1 title' ) ).toHaveText(
		'Book of the week'
	);
	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-carousel' );
	const island = await props( front, 'carousel' );
	expect( island ).toMatchObject( {
		label: 'Picks',
		slidesPerView: { desktop: 4, tablet: 3, mobile: 2 },
		autoplay: true,
		autoplayDelay: 3000,
		pauseOnHover: false,
		speed: 700,
		spaceBetween: 16,
		loop: false,
		navigation: false,
		pagination: false,
	} );
	// The cards with an image.
	expect(
		island.slides.map( ( slide: { title: string } ) => slide.title )
	).toEqual( [ 'Book of the week' ] );
	await expect( front.locator( '.inkblocks-slides__text' ) ).toHaveText(
		'Chosen by the editors.'
	);
} );

test( 'a three-column portfolio built on the canvas: items, labels, lightbox and link in place, settings on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Portfolio ${ Date.now() }` );
	await insertFromInserter( page, 'Portfolio' );
	const portfolio = canvasBlock( page, 'portfolio' );
	await pickStartingPoint(
		page,
		portfolio,
		'portfolio-inserted',
		'Six works in an even grid of three columns, filtered by category.',
		[ 'Four works of any shape in two masonry columns, without a filter.' ]
	);
	const items = portfolio.locator( '.inkblocks-portfolio__item' );
	await insertFromUrl(
		page,
		items.nth( 0 ),
		image( page, 'w-logo-blue.png' )
	);
	await insertFromUrl(
		page,
		items.nth( 2 ),
		image( page, 'w-logo-gray-white-bg.png' )
	);
	await retypeOneUndoStep(
		page,
		portfolio,
		'Item 1 title',
		'Harbour at dawn'
	);
	await retype( page, portfolio, 'Item 1 categories', 'Photography, Film' );
	await retype(
		page,
		portfolio,
		'Item 1 description',
		'Film photos from the archive.'
	);
	// Item 1 opens a page rather than the lightbox.
	const tools = await blockToolbar( page, portfolio );
	const lightbox = tools.getByRole( 'button', {
		name: 'Open the image in the lightbox',
	} );
	await expect( lightbox ).toHaveAttribute( 'aria-pressed', 'true' );
	await lightbox.click();
	await expect( lightbox ).toHaveAttribute( 'aria-pressed', 'false' );
	await link( page, portfolio, 'Item link', '/work/harbour/' );

	// Enter after the last description adds an item; back moves it before the sixth.
	await field( portfolio, 'Item 6 description' ).click();
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await expect( field( portfolio, 'Item 7 title' ) ).toBeFocused();
	await page.keyboard.type( 'Ferry lights' );
	await field( portfolio, 'Item 7 description' ).click();
	await tab( page, 1 );
	await expect(
		items.nth( 6 ).getByRole( 'button', { name: 'Move item back' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( field( portfolio, 'Item 6 title' ) ).toBeFocused();
	await pressTool( page, 'Duplicate item' );
	await expect( field( portfolio, 'Item 7 title' ) ).toBeFocused();
	await field( portfolio, 'Item 2 description' ).click();
	await tab( page, 4 );
	await expect(
		items.nth( 1 ).getByRole( 'button', { name: 'Remove item' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	expect(
		await listOf( page, 'inkblocks/portfolio', 'items', 'title' )
	).toEqual( [
		'Harbour at dawn',
		'Quarterly cover',
		'Market day',
		'Bird studies',
		'Ferry lights',
		'Ferry lights',
		'Poster series',
	] );

	const settings = await settingsSidebar( page );
	await expect(
		settings.getByLabel( 'Layout', { exact: true } )
	).toHaveValue( 'grid' );
	await number( settings, 'Columns', 2 );
	await number( settings, 'Items per page', 4 );
	await retype( page, portfolio, "Label of the 'all' filter", 'Everything' );
	await retype( page, portfolio, "Label of 'view more'", 'More work' );
	await expect( items.and( portfolio.locator( '.is-more' ) ) ).toHaveCount(
		3
	);
	// The filter's label is kept for when the filter shows again.
	await settings.getByLabel( 'Show the category filter' ).uncheck();
	await expect(
		portfolio.locator( '.inkblocks-portfolio__filters' )
	).toHaveCount( 0 );
	await shoot( page, portfolio, 'portfolio-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-portfolio' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( field( portfolio, 'Item 1 title' ) ).toHaveText(
		'Harbour at dawn'
	);
	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-portfolio' );
	expect( await props( front, 'portfolio' ) ).toMatchObject( {
		columns: 2,
		perPage: 4,
		layout: 'grid',
		showFilter: false,
		allLabel: 'Everything',
		moreLabel: 'More work',
		filters: [
			{ slug: 'photography', label: 'Photography' },
			{ slug: 'film', label: 'Film' },
			{ slug: 'print', label: 'Print' },
			{ slug: 'illustration', label: 'Illustration' },
		],
	} );
	await expect(
		front.locator( '.inkblocks-portfolio__filters' )
	).toHaveCount( 0 );
	await expect(
		front
			.locator( '.inkblocks-portfolio__item' )
			.filter( { visible: true } )
	).toHaveCount( 4 );
	await expect(
		front.locator( '.inkblocks-portfolio__link' ).first()
	).toHaveAttribute( 'href', /\/work\/harbour\/$/ );
	await expect(
		front.locator( '.inkblocks-portfolio__description' ).first()
	).toHaveText( 'Film photos from the archive.' );
	await front.getByRole( 'button', { name: 'More work' } ).click();
	await expect(
		front
			.locator( '.inkblocks-portfolio__item' )
			.filter( { visible: true } )
	).toHaveCount( 7 );
} );

test( 'a photo essay of justified images built on the canvas: captions, images and order from the keyboard, settings on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Images ${ Date.now() }` );
	await insertFromInserter( page, 'Justified images' );
	const layout = canvasBlock( page, 'image-layout' );
	await pickStartingPoint(
		page,
		layout,
		'image-layout-inserted',
		'Six captioned photos in rows of 240 px, each opening in the lightbox.',
		[ 'Eight small pictures in tight rows of 160 px, without captions.' ]
	);
	const images = layout.locator( '.inkblocks-image-layout__item' );
	await insertFromUrl(
		page,
		images.nth( 0 ),
		image( page, 'w-logo-blue.png' )
	);
	await insertFromUrl(
		page,
		images.nth( 1 ),
		image( page, 'w-logo-gray-white-bg.png' )
	);
	await retypeOneUndoStep(
		page,
		layout,
		'Image 1 caption',
		'Harbour at dawn'
	);

	await field( layout, 'Image 6 caption' ).click();
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await expect( field( layout, 'Image 7 caption' ) ).toBeFocused();
	await page.keyboard.type( 'Ferry' );
	await tab( page, 1 );
	await expect(
		images.nth( 6 ).getByRole( 'button', { name: 'Move image back' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( field( layout, 'Image 6 caption' ) ).toBeFocused();
	await pressTool( page, 'Duplicate image' );
	await expect( field( layout, 'Image 7 caption' ) ).toBeFocused();
	await field( layout, 'Image 3 caption' ).click();
	await tab( page, 4 );
	await expect(
		images.nth( 2 ).getByRole( 'button', { name: 'Remove image' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	expect(
		await listOf( page, 'inkblocks/image-layout', 'images', 'caption' )
	).toEqual( [
		'Harbour at dawn',
		'Lagoon',
		'Terraces',
		'Dunes',
		'Ferry',
		'Ferry',
		'Evening light',
	] );

	const settings = await settingsSidebar( page );
	await number( settings, 'Row height (px)', 200 );
	await number( settings, 'Space between images (px)', 12 );
	await settings.getByLabel( 'Open images in the lightbox' ).uncheck();
	await expect( settings.getByLabel( 'Show captions' ) ).toBeChecked();
	await expect( layout ).toHaveAttribute(
		'style',
		/--inkblocks-image-layout-height:\s*200px/
	);
	await shoot( page, layout, 'image-layout-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-image-layout' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( field( layout, 'Image 1 caption' ) ).toHaveText(
		'Harbour at dawn'
	);
	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-image-layout' );
	const island = await props( front, 'image-layout' );
	expect( island ).toMatchObject( {
		rowHeight: 200,
		gap: 12,
		showCaptions: true,
	} );
	expect(
		island.images.map( ( i: { caption: string } ) => i.caption )
	).toEqual( [ 'Harbour at dawn', 'Lagoon' ] );
	await expect( front.locator( 'a' ) ).toHaveCount( 0 );
	await expect(
		front.locator( '.inkblocks-image-layout__caption' ).first()
	).toHaveText( 'Harbour at dawn' );
} );

test( 'destinations in an image accordion built on the canvas: the edited image opens, texts and link in place, settings on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Accordion ${ Date.now() }` );
	await insertFromInserter( page, 'Image accordion' );
	const accordion = canvasBlock( page, 'image-accordion' );
	await pickStartingPoint(
		page,
		accordion,
		'image-accordion-inserted',
		'Five places side by side, the first open; pointing at one opens it.',
		[
			'Three people, each opened with a click to show their name and role.',
		]
	);
	const items = accordion.locator( '.inkblocks-image-accordion__item' );
	await expect( items.nth( 0 ) ).toHaveClass( /is-active/ );
	await insertFromUrl(
		page,
		items.nth( 0 ),
		image( page, 'w-logo-blue.png' )
	);
	await retypeOneUndoStep( page, accordion, 'Image 1 title', 'Harbour' );
	await retype( page, accordion, 'Image 1 text', 'Trips start here.' );
	await link( page, accordion, 'Image link', '/stories/harbour/' );
	await retype( page, accordion, 'Image 1 link label', 'Read the story' );
	// Editing another image opens it, at once.
	await field( accordion, 'Image 2 title' ).click();
	await expect( items.nth( 1 ) ).toHaveClass( /is-active/ );
	await insertFromUrl(
		page,
		items.nth( 1 ),
		image( page, 'w-logo-gray-white-bg.png' )
	);

	await field( accordion, 'Image 5 text' ).click();
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await expect( field( accordion, 'Image 6 title' ) ).toBeFocused();
	await page.keyboard.type( 'Lakes' );
	await page.keyboard.press( 'ArrowDown' );
	await expect( field( accordion, 'Image 6 text' ) ).toBeFocused();
	await tab( page, 1 );
	await expect(
		items.nth( 5 ).getByRole( 'button', { name: 'Move image back' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( field( accordion, 'Image 5 title' ) ).toBeFocused();
	await pressTool( page, 'Duplicate image' );
	await expect( field( accordion, 'Image 6 title' ) ).toBeFocused();
	await field( accordion, 'Image 3 text' ).click();
	await tab( page, 4 );
	await expect(
		items.nth( 2 ).getByRole( 'button', { name: 'Remove image' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	expect(
		await listOf( page, 'inkblocks/image-accordion', 'items', 'title' )
	).toEqual( [
		'Harbour',
		'City',
		'Mountains',
		'Lakes',
		'Lakes',
		'Islands',
	] );

	const settings = await settingsSidebar( page );
	await settings.getByLabel( 'An image opens on' ).selectOption( 'click' );
	await number( settings, 'Image open at first (0: none)', 2 );
	await number( settings, 'Width of the open image (%)', 60 );
	await number( settings, 'Duration (ms)', 300 );
	await number( settings, 'Height (px)', 320 );
	await expect( accordion ).toHaveAttribute(
		'style',
		/--inkblocks-image-accordion-height:\s*320px/
	);
	await shoot( page, accordion, 'image-accordion-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-image-accordion' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( field( accordion, 'Image 1 title' ) ).toHaveText( 'Harbour' );
	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-image-accordion' );
	const island = await props( front, 'image-accordion' );
	expect( island ).toMatchObject( {
		activeOn: 'click',
		activeItem: 2,
		activeSize: 60,
		duration: 300,
		height: 320,
	} );
	expect( island.items.map( ( i: { title: string } ) => i.title ) ).toEqual( [
		'Harbour',
		'City',
	] );
	await front.getByRole( 'button', { name: 'Harbour' } ).click();
	await expect(
		front.getByRole( 'link', { name: 'Read the story' } )
	).toHaveAttribute( 'href', /\/stories\/harbour\/$/ );
	await expect(
		front.locator( '.inkblocks-image-accordion__description' ).first()
	).toHaveText( 'Trips start here.' );
} );

test( 'video players started from the media placeholder: a library clip with its poster and title, a YouTube address, settings on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Video ${ Date.now() }` );
	await insertFromInserter( page, 'Video player' );
	const video = canvasBlock( page, 'video' );
	await expect(
		video.getByText(
			'Upload a video file, pick one from the media library, or paste a YouTube or Vimeo address.'
		)
	).toBeVisible();
	await shoot( page, video, 'video-inserted' );
	await video.getByRole( 'button', { name: 'Media Library' } ).click();
	await fromLibrary( page, [ 'Ink in water' ] );
	await expect( video.locator( 'video' ) ).toHaveAttribute(
		'src',
		/inkwell-demo-clip/
	);
	await expect( field( video, 'Video title' ) ).toHaveText( 'Ink in water' );
	await retypeOneUndoStep( page, video, 'Video title', 'Ink in motion' );
	await (
		await blockToolbar( page, video )
	)
		.getByRole( 'button', { name: 'Add poster' } )
		.click();
	const poster = image( page, 'w-logo-blue.png' );
	await page
		.locator( '.block-editor-media-flow__url-input' )
		.getByRole( 'combobox' )
		.fill( poster );
	await page.keyboard.press( 'Enter' );
	await expect( video.locator( 'video' ) ).toHaveAttribute(
		'poster',
		poster
	);

	const settings = await settingsSidebar( page );
	await settings.getByLabel( 'Custom controls' ).uncheck();
	await settings.getByLabel( 'Loop' ).check();
	await settings.getByLabel( 'Start muted' ).check();
	await settings.getByLabel( 'Start at (seconds)' ).fill( '3' );
	await settings.getByLabel( 'Aspect ratio' ).selectOption( '4:3' );
	await shoot( page, video, 'video-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-video' )
	).toEqual( [] );

	// A second player from a YouTube address: its poster and label until the page's click.
	await insertFromInserter( page, 'Video player' );
	const youtube = video.nth( 1 );
	await insertFromUrl(
		page,
		youtube,
		'https://www.youtube.com/watch?v=aqz-KE-bpKQ'
	);
	await expect(
		youtube.locator( '.inkblocks-video__watch-label' )
	).toHaveText( 'Watch “Video” on YouTube' );
	// Empty: typed without selecting all first (Ctrl+A in an empty text selects every block).
	await field( youtube, 'Video title' ).click();
	await page.keyboard.type( 'Big Buck Bunny' );
	await expect( field( youtube, 'Video title' ) ).toHaveText(
		'Big Buck Bunny'
	);

	const url = await saveAndReload( page );
	await expect( field( video.first(), 'Video title' ) ).toHaveText(
		'Ink in motion'
	);
	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-video' );
	expect( await props( front.first(), 'video' ) ).toMatchObject( {
		source: 'self',
		src: expect.stringContaining( 'inkwell-demo-clip' ),
		poster,
		title: 'Ink in motion',
		customControls: false,
		loop: true,
		muted: true,
		start: 3,
		aspectRatio: '4:3',
	} );
	await expect( front.first().locator( 'figcaption' ) ).toHaveText(
		'Ink in motion'
	);
	expect( await props( front.nth( 1 ), 'video' ) ).toMatchObject( {
		source: 'youtube',
		title: 'Big Buck Bunny',
	} );
} );

test( 'a playlist started from the media library: names typed in place, tracks ordered from the keyboard, settings on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Audio ${ Date.now() }` );
	await insertFromInserter( page, 'Audio player' );
	const audio = canvasBlock( page, 'audio' );
	await expect(
		audio.getByText(
			/Upload audio files or pick them from the media library/
		)
	).toBeVisible();
	await shoot( page, audio, 'audio-inserted' );
	await audio.getByRole( 'button', { name: 'Media Library' } ).click();
	await fromLibrary( page, [
		'Morning Ink',
		'Margin Notes',
		'Late Edition',
	] );
	await expect( field( audio, 'Track 3 title' ) ).toHaveText(
		'Late Edition'
	);
	await retypeOneUndoStep( page, audio, 'Player title', 'Newsroom tunes' );
	await retype( page, audio, 'Track 1 artist', 'The Inkwell Band' );
	const urls = ( await listOf(
		page,
		'inkblocks/audio',
		'tracks',
		'url'
	) ) as string[];

	// Enter after the last artist adds a track, its file chosen in place; up moves it before the third.
	await field( audio, 'Track 3 artist' ).click();
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await expect( field( audio, 'Track 4 title' ) ).toBeFocused();
	await page.keyboard.type( 'Encore' );
	const tracks = audio.locator( '.inkblocks-audio__playlist > li' );
	await insertFromUrl(
		page,
		tracks.nth( 3 ),
		new URL( urls[ 0 ] ?? '', page.url() ).href
	);
	await field( audio, 'Track 4 artist' ).click();
	await tab( page, 1 );
	await expect(
		tracks.nth( 3 ).getByRole( 'button', { name: 'Move track up' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( field( audio, 'Track 3 title' ) ).toBeFocused();
	await pressTool( page, 'Duplicate track' );
	await expect( field( audio, 'Track 4 title' ) ).toBeFocused();
	await field( audio, 'Track 2 artist' ).click();
	await tab( page, 4 );
	await expect(
		tracks.nth( 1 ).getByRole( 'button', { name: 'Remove track' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	expect(
		await listOf( page, 'inkblocks/audio', 'tracks', 'title' )
	).toEqual( [ 'Morning Ink', 'Encore', 'Encore', 'Late Edition' ] );

	const settings = await settingsSidebar( page );
	await number( settings, 'Start volume', 0.5 );
	await settings
		.getByLabel( 'Play the next track at the end of one' )
		.uncheck();
	await settings.getByLabel( 'Start again after the last track' ).check();
	await shoot( page, audio, 'audio-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-audio' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( field( audio, 'Player title' ) ).toHaveText(
		'Newsroom tunes'
	);
	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-audio' );
	const island = await props( front, 'audio' );
	expect( island ).toMatchObject( {
		title: 'Newsroom tunes',
		volume: 0.5,
		autoAdvance: false,
		loop: true,
	} );
	expect(
		island.tracks.map( ( t: { title: string; artist: string } ) => [
			t.title,
			t.artist,
		] )
	).toEqual( [
		[ 'Morning Ink', 'The Inkwell Band' ],
		[ 'Encore', '' ],
		[ 'Encore', '' ],
		[ 'Late Edition', '' ],
	] );
	await expect(
		front.getByRole( 'list', { name: 'Playlist' } ).getByRole( 'button' )
	).toHaveCount( 4 );
} );

test( "core's Gallery becomes a slider, a portfolio and justified images, and each goes back to a gallery", async ( {
	page,
} ) => {
	await newPost( page, 'page', `Gallery ${ Date.now() }` );
	const files = [ 'w-logo-blue.png', 'w-logo-gray-white-bg.png' ];
	await page.evaluate(
		( urls ) => {
			const { wp } = window as unknown as {
				wp: {
					blocks: {
						createBlock: (
							name: string,
							attributes: object,
							inner?: unknown[]
						) => { clientId: string };
					};
					data: {
						dispatch: ( store: string ) => {
							insertBlocks: ( block: unknown ) => void;
							selectBlock: ( id: string ) => void;
						};
					};
				};
			};
			const gallery = wp.blocks.createBlock(
				'core/gallery',
				{ linkTo: 'none' },
				urls.map( ( url, n ) =>
					wp.blocks.createBlock( 'core/image', {
						url,
						alt: `Logo ${ n + 1 }`,
						caption: `Caption ${ n + 1 }`,
					} )
				)
			);
			wp.data.dispatch( 'core/block-editor' ).insertBlocks( gallery );
			wp.data
				.dispatch( 'core/block-editor' )
				.selectBlock( gallery.clientId );
		},
		files.map( ( file ) => image( page, file ) )
	);

	/**
	 * Turns the selected block into another from the block switcher of its toolbar.
	 *
	 * @param from The selected block's title.
	 * @param to   The other block's title.
	 */
	const transform = async ( from: string, to: string ) => {
		const tools = page.getByRole( 'toolbar', { name: 'Block tools' } );
		await tools
			.getByRole( 'button', { name: new RegExp( `^${ from }` ) } )
			.first()
			.click();
		// The transforms, apart from the block's styles (the theme's gallery has a "Slider" style).
		await page
			.getByRole( 'group', { name: 'Transform to' } )
			// A Dashicon is text: the name starts with its glyph.
			.getByRole( 'menuitem', { name: new RegExp( `^\\W*${ to }$` ) } )
			.click();
	};
	/**
	 * The post's one block, once it is of a name.
	 *
	 * @param name The block's name.
	 */
	const only = async ( name: string ) => {
		await expect
			.poll( async () => ( await blocks( page ) ).map( ( b ) => b.name ) )
			.toEqual( [ name ] );
		return ( await blocks( page ) )[ 0 ]!;
	};

	await transform( 'Gallery', 'Slider' );
	let current = await only( 'inkblocks/slider' );
	expect( current.attributes.slides ).toMatchObject( [
		{ url: image( page, files[ 0 ]! ), alt: 'Logo 1', title: 'Caption 1' },
		{ url: image( page, files[ 1 ]! ), alt: 'Logo 2', title: 'Caption 2' },
	] );
	await expect(
		field( canvasBlock( page, 'slider' ), 'Slide 1 title' )
	).toHaveText( 'Caption 1' );
	await transform( 'Slider', 'Gallery' );
	await only( 'core/gallery' );
	await transform( 'Gallery', 'Portfolio' );
	current = await only( 'inkblocks/portfolio' );
	expect( current.attributes.items ).toMatchObject( [
		{ imageUrl: image( page, files[ 0 ]! ), title: 'Caption 1' },
		{ imageUrl: image( page, files[ 1 ]! ), title: 'Caption 2' },
	] );
	await transform( 'Portfolio', 'Gallery' );
	await only( 'core/gallery' );
	await transform( 'Gallery', 'Justified images' );
	current = await only( 'inkblocks/image-layout' );
	expect( current.attributes ).toMatchObject( {
		showCaptions: true,
		images: [
			{ imageUrl: image( page, files[ 0 ]! ), caption: 'Caption 1' },
			{ imageUrl: image( page, files[ 1 ]! ), caption: 'Caption 2' },
		],
	} );
	await transform( 'Justified images', 'Gallery' );
	current = await only( 'core/gallery' );
	expect(
		current.innerBlocks.map( ( inner ) => inner.attributes )
	).toMatchObject( [
		{
			url: image( page, files[ 0 ]! ),
			alt: 'Logo 1',
			caption: 'Caption 1',
		},
		{
			url: image( page, files[ 1 ]! ),
			alt: 'Logo 2',
			caption: 'Caption 2',
		},
	] );
} );

test( "today's saved sliders, carousels, portfolios, justified images, image accordions and players load without invalid content and render", async ( {
	page,
} ) => {
	await newPost( page, 'page', 'Unused' );
	const names = [
		'slider',
		'carousel',
		'portfolio',
		'image-layout',
		'image-accordion',
		'video',
		'audio',
	];
	const url = await openSavedMarkup(
		page,
		`Old media ${ Date.now() }`,
		names.map( savedFixture ).join( '\n\n' )
	);
	await expectNoInvalidBlock( page );
	const saved = ( await blocks( page ) ).filter( ( b ) =>
		b.name.startsWith( 'inkblocks/' )
	);
	expect( saved.map( ( b ) => b.name ) ).toEqual( [
		'inkblocks/slider',
		'inkblocks/carousel',
		'inkblocks/portfolio',
		'inkblocks/image-layout',
		'inkblocks/image-accordion',
		'inkblocks/video',
		'inkblocks/video',
		'inkblocks/audio',
	] );
	await expect(
		field( canvasBlock( page, 'slider' ), 'Slide 1 title' )
	).toHaveText( 'Rivers & the people who clean them' );
	await expect(
		field( canvasBlock( page, 'carousel' ), 'Slide 6 title' )
	).toHaveText( 'From the archive' );
	await expect(
		field( canvasBlock( page, 'portfolio' ), 'Item 9 title' )
	).toHaveText( 'Garden diary' );
	await expect(
		field( canvasBlock( page, 'image-layout' ), 'Image 8 caption' )
	).toHaveText( 'Fields' );
	await expect(
		field( canvasBlock( page, 'image-accordion' ), 'Image 1 title' )
	).toHaveText( 'Coast' );
	await expect(
		field( canvasBlock( page, 'video' ).first(), 'Video title' )
	).toHaveText( 'Ink in water' );
	await expect(
		field( canvasBlock( page, 'audio' ), 'Track 3 title' )
	).toHaveText( 'Late Edition' );

	await page.goto( url );
	const front = ( name: string ) =>
		page.locator( `.wp-block-inkblocks-${ name }` );
	expect(
		( await props( front( 'slider' ), 'slider' ) ).slides
	).toHaveLength( 4 );
	expect(
		( await props( front( 'carousel' ), 'carousel' ) ).slides
	).toHaveLength( 6 );
	await expect(
		front( 'slider' ).locator( '.inkblocks-slides__title' ).first()
	).toHaveText( 'Rivers & the people who clean them' );
	await expect(
		front( 'portfolio' ).locator( '.inkblocks-portfolio__item' )
	).toHaveCount( 9 );
	await expect(
		front( 'image-layout' ).locator( '.inkblocks-image-layout__item' )
	).toHaveCount( 8 );
	await expect(
		front( 'image-accordion' ).locator( '.inkblocks-image-accordion__item' )
	).toHaveCount( 5 );
	await expect( front( 'video' ) ).toHaveCount( 2 );
	expect( ( await props( front( 'audio' ), 'audio' ) ).tracks ).toHaveLength(
		3
	);
} );
