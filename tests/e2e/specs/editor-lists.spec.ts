/**
 * The Testimonials, Timeline, Scroll navigation, Animated text, Scratch card and Parallax section blocks
 * edited on the canvas (issue 16): each inserted from the inserter, a starting point chosen, its texts
 * typed in place, its repeating items (testimonials, events, sections, words) added, moved and removed
 * from the keyboard, its media chosen in the canvas, every sidebar setting changed, saved and reloaded
 * without invalid content, checked on the front end, axe on the canvas; core Quote and List transformed;
 * today's saved markup of the six loading as it is (the quotes and events migrated into child blocks).
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
	canvasBlock,
	canvasViolations,
	type EditorBlock,
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
	savedFixture,
	settingsSidebar,
	shoot,
	toolbarButton,
	undo,
} from '../fixtures/editor';
import { insertBlock, selectBlock } from '../fixtures/block-editor';
import { as } from '../fixtures/users';

test.use( as( 'admin' ) );
// A missing control fails its step soon, not at the end of the test's time.
test.use( { actionTimeout: 30_000 } );
// An editor load, a save and reload and a front-end visit or two each; a machine shared with other runs
// can take several minutes for that.
test.describe.configure( { timeout: 480_000 } );

/**
 * Types into an empty RichText of a block (Ctrl+A in an empty one would select the whole block).
 *
 * @param page  The editor page.
 * @param where The block.
 * @param label The RichText's accessible name.
 * @param text  The text.
 */
async function typeInto(
	page: Page,
	where: Locator,
	label: string,
	text: string
) {
	await field( where, label ).click();
	await page.keyboard.type( text );
	await expect( field( where, label ) ).toHaveText( text );
}

/**
 * Chooses an image by its address in the media placeholder shown in a block of the canvas.
 *
 * @param page  The editor page.
 * @param where The block showing the placeholder.
 * @param url   The image's address.
 */
async function imageFromUrl( page: Page, where: Locator, url: string ) {
	await where.getByRole( 'button', { name: 'Insert from URL' } ).click();
	const input = page.getByPlaceholder( 'Paste or type URL' );
	await input.fill( url );
	await input.press( 'Enter' );
}

/**
 * The address of an image every WordPress ships.
 *
 * @param page The editor page.
 */
const wpImage = ( page: Page ) =>
	`${ new URL( page.url() ).origin }/wp-includes/images/w-logo-blue.png`;

/**
 * The editor id of the first top-level block of a name.
 *
 * @param page The editor page.
 * @param name The block's name.
 */
const clientIdOf = ( page: Page, name: string ) =>
	page.evaluate(
		( blockName ) =>
			(
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getBlocks: () => Array< {
									name: string;
									clientId: string;
								} >;
							};
						};
					};
				}
			 ).wp.data
				.select( 'core/block-editor' )
				.getBlocks()
				.find( ( one ) => one.name === blockName )?.clientId ?? '',
		name
	);

/**
 * The blocks of a name, at any depth.
 *
 * @param list The blocks.
 * @param name The name.
 */
const named = ( list: EditorBlock[], name: string ): EditorBlock[] =>
	list.flatMap( ( item ) => [
		...( item.name === name ? [ item ] : [] ),
		...named( item.innerBlocks, name ),
	] );

test( 'testimonials built on the canvas: quotes typed in place, added, moved and removed from the keyboard, the layout on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Testimonials ${ Date.now() }` );
	await insertFromInserter( page, 'Testimonials' );
	const wall = canvasBlock( page, 'testimonials' );
	await pickStartingPoint(
		page,
		wall,
		'testimonials-inserted',
		'Rated reviews in a carousel that shows three at a time.',
		[ 'Three quotes side by side, with names and roles.' ]
	);
	const quotes = wall.locator( '.wp-block-inkblocks-testimonial' );
	await expect( quotes ).toHaveCount( 4 );
	const first = quotes.first();
	await retypeOneUndoStep(
		page,
		first,
		'Quote',
		'Thoughtful, and never shouting.'
	);
	await retype( page, first, 'Name', 'Ada Lovelace' );
	await retype( page, first, 'Role or company', 'Analyst' );
	await first.getByRole( 'button', { name: '3 stars' } ).click();
	await expect( first.locator( '.is-filled' ) ).toHaveCount( 3 );
	// The photo, in the placeholder of the selected quote.
	const image = wpImage( page );
	await imageFromUrl( page, first, image );
	await expect(
		first.locator( '.inkblocks-testimonials__photo' )
	).toHaveAttribute( 'src', image );

	// Ctrl+Alt+Y adds a quote after the current one, with the caret in it.
	await field( quotes.nth( 3 ), 'Name' ).click();
	await page.keyboard.press( 'Control+Alt+y' );
	await expect( quotes ).toHaveCount( 5 );
	await expect( field( quotes.nth( 4 ), 'Quote' ) ).toBeFocused();
	await page.keyboard.type( 'Worth every minute.' );
	await typeInto( page, quotes.nth( 4 ), 'Name', 'Bo Lind' );
	// Ctrl+Shift+Alt+T moves it one place up.
	await page.keyboard.press( 'Control+Shift+Alt+t' );
	await expect(
		quotes.nth( 3 ).locator( '.inkblocks-testimonials__name' )
	).toHaveText( 'Bo Lind' );
	// Shift+Alt+Z removes the second; one undo brings it back.
	await field( quotes.nth( 1 ), 'Name' ).click();
	await page.keyboard.press( 'Shift+Alt+z' );
	await expect( quotes ).toHaveCount( 4 );
	await undo( page );
	await expect( quotes ).toHaveCount( 5 );
	await field( quotes.nth( 1 ), 'Name' ).click();
	await page.keyboard.press( 'Shift+Alt+z' );
	await expect( quotes ).toHaveCount( 4 );
	// The add button at the end, from the keyboard.
	const add = wall.getByRole( 'button', { name: 'Add a testimonial' } );
	await add.focus();
	await page.keyboard.press( 'Enter' );
	await expect( quotes ).toHaveCount( 5 );
	await expect( field( quotes.nth( 4 ), 'Quote' ) ).toBeFocused();
	await page.keyboard.type( 'Short and kind.' );
	await typeInto( page, quotes.nth( 4 ), 'Name', 'Cleo Marsh' );

	// The layout belongs to the Testimonials block, the parent of the quote being typed.
	await selectBlock(
		page,
		await clientIdOf( page, 'inkblocks/testimonials' )
	);
	const settings = await settingsSidebar( page );
	await settings
		.getByLabel( 'Layout', { exact: true } )
		.selectOption( 'grid' );
	await settings
		.getByRole( 'spinbutton', { name: 'Testimonials shown at once' } )
		.fill( '2' );
	await settings.getByLabel( 'Show the rating stars' ).uncheck();
	await expect(
		wall.locator( '.inkblocks-testimonials__rating' )
	).toHaveCount( 0 );
	await shoot( page, wall, 'testimonials-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-testimonials' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( wall.locator( '.inkblocks-testimonials__name' ) ).toHaveText(
		[
			'Ada Lovelace',
			'Amara Diallo',
			'Bo Lind',
			'Jonas Weber',
			'Cleo Marsh',
		]
	);

	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-testimonials' );
	await expect( front ).toHaveClass( /is-layout-grid/ );
	await expect( front ).toHaveAttribute(
		'style',
		/--inkblocks-testimonials-columns:2/
	);
	await expect( front.locator( '.inkblocks-testimonials__name' ) ).toHaveText(
		[
			'Ada Lovelace',
			'Amara Diallo',
			'Bo Lind',
			'Jonas Weber',
			'Cleo Marsh',
		]
	);
	const item = front.locator( '.inkblocks-testimonials__item' ).first();
	await expect( item.locator( 'blockquote' ) ).toHaveText(
		'Thoughtful, and never shouting.'
	);
	await expect( item.locator( '.inkblocks-testimonials__role' ) ).toHaveText(
		'Analyst'
	);
	await expect(
		item.locator( '.inkblocks-testimonials__photo' )
	).toHaveAttribute( 'src', image );
	await expect(
		front.locator( '.inkblocks-testimonials__rating' )
	).toHaveCount( 0 );
	const props = await islandProps(
		front.locator( '[data-inkwell-island="testimonials"]' )
	);
	expect( props ).toMatchObject( {
		layout: 'grid',
		columns: 2,
		showRating: false,
	} );
	expect( ( props.items as Array< { rating: number } > )[ 0 ]?.rating ).toBe(
		3
	);
} );

test( 'a timeline built on the canvas: events typed in place, added, moved and removed from the keyboard, the layout on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Timeline ${ Date.now() }` );
	await insertFromInserter( page, 'Timeline' );
	const timeline = canvasBlock( page, 'timeline' );
	await pickStartingPoint(
		page,
		timeline,
		'timeline-inserted',
		'Four milestones down the page, from the first year to today.',
		[ 'The next quarters in a row that visitors move through.' ]
	);
	const events = timeline.locator( '.wp-block-inkblocks-timeline-event' );
	await expect( events ).toHaveCount( 4 );
	// Nothing waits to be revealed in the editor.
	await expect( timeline.locator( '.is-revealable' ) ).toHaveCount( 0 );
	const first = events.first();
	await retype( page, first, 'Date', '2018' );
	await retypeOneUndoStep( page, first, 'Event title', 'A kitchen table' );
	await retype( page, first, 'Event text', 'Forty friends, one stapler.' );
	const image = wpImage( page );
	await imageFromUrl( page, first, image );
	await expect(
		first.locator( '.inkblocks-timeline__image' )
	).toHaveAttribute( 'src', image );

	// Ctrl+Alt+Y adds an event after the second, with the caret in its date; Ctrl+Shift+Alt+Y moves it down.
	await field( events.nth( 1 ), 'Event title' ).click();
	await page.keyboard.press( 'Control+Alt+y' );
	await expect( events ).toHaveCount( 5 );
	await expect( field( events.nth( 2 ), 'Date' ) ).toBeFocused();
	await page.keyboard.type( '2022' );
	await typeInto( page, events.nth( 2 ), 'Event title', 'A second office' );
	await page.keyboard.press( 'Control+Shift+Alt+y' );
	await expect(
		events.nth( 3 ).locator( '.inkblocks-timeline__title' )
	).toHaveText( 'A second office' );
	// Shift+Alt+Z removes the last; one undo brings it back, then it goes for good.
	await field( events.nth( 4 ), 'Event title' ).click();
	await page.keyboard.press( 'Shift+Alt+z' );
	await expect( events ).toHaveCount( 4 );
	await undo( page );
	await expect( events ).toHaveCount( 5 );
	await field( events.nth( 4 ), 'Event title' ).click();
	await page.keyboard.press( 'Shift+Alt+z' );
	await expect( events ).toHaveCount( 4 );
	// The add button, from the keyboard.
	await timeline.getByRole( 'button', { name: 'Add an event' } ).focus();
	await page.keyboard.press( 'Enter' );
	await expect( events ).toHaveCount( 5 );
	await expect( field( events.nth( 4 ), 'Date' ) ).toBeFocused();
	await page.keyboard.type( '2027' );
	await typeInto( page, events.nth( 4 ), 'Event title', 'Next year' );

	await selectBlock( page, await clientIdOf( page, 'inkblocks/timeline' ) );
	const settings = await settingsSidebar( page );
	await settings
		.getByLabel( 'Layout', { exact: true } )
		.selectOption( 'horizontal' );
	await settings
		.getByRole( 'spinbutton', { name: 'Events shown at once' } )
		.fill( '2' );
	await expect( timeline ).toHaveClass( /is-layout-horizontal/ );
	await shoot( page, timeline, 'timeline-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-timeline' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	const titles = [
		'A kitchen table',
		'Going online',
		'Ten thousand readers',
		'A second office',
		'Next year',
	];
	await expect( timeline.locator( '.inkblocks-timeline__title' ) ).toHaveText(
		titles
	);

	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-timeline' );
	await expect( front ).toHaveClass( /is-layout-horizontal/ );
	await expect( front ).toHaveAttribute(
		'style',
		/--inkblocks-timeline-per-view:2/
	);
	await expect( front.locator( '.inkblocks-timeline__title' ) ).toHaveText(
		titles
	);
	const card = front.locator( '.inkblocks-timeline__card' ).first();
	await expect( card.locator( '.inkblocks-timeline__date' ) ).toHaveText(
		'2018'
	);
	await expect( card.locator( '.inkblocks-timeline__content' ) ).toHaveText(
		'Forty friends, one stapler.'
	);
	await expect(
		card.locator( '.inkblocks-timeline__image' )
	).toHaveAttribute( 'src', image );
	await expect(
		front.getByRole( 'button', { name: 'Later events' } )
	).toBeVisible();
} );

test( 'core Quotes become testimonials and a core List becomes a timeline, from the block toolbar', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Transforms ${ Date.now() }` );
	const [ quote, list ] = await page.evaluate( () => {
		const { wp } = window as unknown as {
			wp: {
				blocks: {
					createBlock: (
						name: string,
						attributes?: object,
						inner?: unknown[]
					) => { clientId: string };
				};
				data: {
					dispatch: ( store: string ) => {
						insertBlocks: ( blocks: unknown[] ) => void;
					};
				};
			};
		};
		const { createBlock } = wp.blocks;
		const made = [
			createBlock( 'core/quote', { citation: 'Ada Lovelace, Analyst' }, [
				createBlock( 'core/paragraph', { content: 'Clear and kind.' } ),
			] ),
			createBlock(
				'core/list',
				{},
				[ '2019 – The first issue', '2024: The newsletter' ].map(
					( content ) => createBlock( 'core/list-item', { content } )
				)
			),
		];
		wp.data.dispatch( 'core/block-editor' ).insertBlocks( made );
		return made.map( ( one ) => one.clientId );
	} );
	// Selected, the block's toolbar shows its type; its menu lists what it can become.
	const transform = async ( clientId: string, from: string, to: string ) => {
		await selectBlock( page, clientId );
		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: from, exact: true } )
			.click( { timeout: 20_000 } );
		await page
			.getByRole( 'menuitem', { name: to } )
			.click( { timeout: 20_000 } );
	};
	await transform( quote!, 'Quote', 'Testimonials' );
	const wall = canvasBlock( page, 'testimonials' );
	await expect( field( wall, 'Quote' ) ).toHaveText( 'Clear and kind.' );
	await expect( field( wall, 'Name' ) ).toHaveText( 'Ada Lovelace' );
	await expect( field( wall, 'Role or company' ) ).toHaveText( 'Analyst' );

	await transform( list!, 'List', 'Timeline' );
	const timeline = canvasBlock( page, 'timeline' );
	await expect( field( timeline, 'Date' ) ).toHaveText( [ '2019', '2024' ] );
	await expect( field( timeline, 'Event title' ) ).toHaveText( [
		'The first issue',
		'The newsletter',
	] );
	await expectNoInvalidBlock( page );
} );

test( 'a scroll navigation made from the page headings on the canvas: sections typed, added, moved and removed from the keyboard', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Sections ${ Date.now() }` );
	for ( const content of [ 'Our story', 'The team', 'Contact us' ] ) {
		await insertBlock( page, 'core/heading', { level: 2, content } );
		await insertBlock( page, 'core/paragraph', {
			content: 'Words. '.repeat( 120 ),
		} );
	}
	await insertFromInserter( page, 'Scroll navigation' );
	const nav = canvasBlock( page, 'scroll-navigation' );
	// The placeholder, not a sidebar hint, is the first thing shown.
	await expect(
		nav.getByText( 'Add sections in the block settings.' )
	).toHaveCount( 0 );
	const headings = nav.getByRole( 'button', {
		name: "Use this page's 3 headings",
	} );
	await pickStartingPoint(
		page,
		nav,
		'scroll-navigation-inserted',
		'A menu of three sections at the right of the window.',
		[
			'Five chapters at the left of the window, with the address kept clean.',
		]
	);
	// Undo once more, back to the starting points; then the headings instead.
	await expect( field( nav, 'Section 1 label' ) ).toHaveText( 'About' );
	await undo( page );
	await headings.click();
	await expect( field( nav, 'Section 1 label' ) ).toHaveText( 'Our story' );
	await retype( page, nav, 'Section 1 label', 'Story' );
	// The ids show while the menu is selected; the headings got anchors made from their texts.
	await expect(
		nav.getByRole( 'combobox', { name: 'Section 3 id' } )
	).toHaveValue( 'contact-us' );
	// Enter at the end of a label adds the next section; its id is typed beside it.
	await field( nav, 'Section 3 label' ).click();
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await expect( field( nav, 'Section 4 label' ) ).toBeFocused();
	await page.keyboard.type( 'Top' );
	await page.keyboard.press( 'Tab' );
	// The id offers the page's anchors.
	await expect(
		nav.getByRole( 'combobox', { name: 'Section 4 id' } )
	).toBeFocused();
	await page.keyboard.type( 'our-story' );
	// Its Move up button, after the id; the caret follows the section.
	await page.keyboard.press( 'Tab' );
	await expect(
		nav.getByRole( 'button', { name: 'Move up' } ).nth( 3 )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( field( nav, 'Section 3 label' ) ).toHaveText( 'Top' );
	await expect( field( nav, 'Section 3 label' ) ).toBeFocused();
	// Enter then Backspace in the new, empty section: it goes again.
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await expect( field( nav, 'Section 4 label' ) ).toHaveText( '' );
	await page.keyboard.press( 'Backspace' );
	await expect( field( nav, 'Section 3 label' ) ).toBeFocused();
	// Remove the second section with its Remove button.
	await nav.getByRole( 'button', { name: 'Remove' } ).nth( 1 ).focus();
	await page.keyboard.press( 'Enter' );
	await expect(
		nav.locator( '.inkblocks-scroll-navigation__label' )
	).toHaveText( [ 'Story', 'Top', 'Contact us' ] );

	const settings = await settingsSidebar( page );
	await settings
		.getByLabel( 'Keep the section id out of the address' )
		.check();
	await settings
		.getByRole( 'spinbutton', { name: 'Scroll speed (ms)' } )
		.fill( '800' );
	await settings
		.getByRole( 'spinbutton', { name: 'Offset (px)' } )
		.fill( '80' );
	await settings
		.getByLabel( 'Swipe between sections on touch screens' )
		.check();
	await settings.getByLabel( 'Side of the window' ).selectOption( 'left' );
	await expect( nav ).toHaveClass( /is-left/ );
	await shoot( page, nav, 'scroll-navigation-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-scroll-navigation' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( field( nav, 'Section 1 label' ) ).toHaveText( 'Story' );

	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-scroll-navigation' );
	await expect( front ).toHaveClass( /is-left/ );
	const links = front.getByRole( 'link' );
	await expect( links ).toHaveText( [ 'Story', 'Top', 'Contact us' ] );
	await expect( links.nth( 1 ) ).toHaveAttribute( 'href', '#our-story' );
	await expect( page.locator( 'h2#contact-us' ) ).toHaveText( 'Contact us' );
	expect( await islandProps( front ) ).toMatchObject( {
		sectionIdVisibility: true,
		speed: 800,
		offset: 80,
		sectionSwitch: true,
	} );
	await links.nth( 2 ).click();
	await expect
		.poll( () =>
			page.evaluate(
				() =>
					document
						.getElementById( 'contact-us' )!
						.getBoundingClientRect().top
			)
		)
		.toBeLessThan( 120 );
	expect( new URL( page.url() ).hash ).toBe( '' );
} );

test( 'an animated heading typed on the canvas: its words added, moved and removed from the keyboard, still in the editor', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Animated ${ Date.now() }` );
	await insertFromInserter( page, 'Animated text' );
	const text = canvasBlock( page, 'animated-text' );
	await pickStartingPoint(
		page,
		text,
		'animated-text-inserted',
		'A heading whose topic slides in, one after another.',
		[ 'A heading that types its last word, letter by letter.' ]
	);
	await retypeOneUndoStep(
		page,
		text,
		'Text before',
		'Every week: fish & chips,'
	);
	await retype( page, text, 'Text after', 'and more.' );
	await retype( page, text, 'Word 1', 'recipes' );
	// Enter at the end of the last word adds one; it shows in the heading while typed.
	await field( text, 'Word 3' ).click();
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await expect( field( text, 'Word 4' ) ).toBeFocused();
	await page.keyboard.type( 'travel' );
	await expect( text.locator( '.inkblocks-animated-text__word' ) ).toHaveText(
		'travel'
	);
	// Its Move up button, then Remove on the second word; Backspace in an empty word removes it too.
	await page.keyboard.press( 'Tab' );
	await expect(
		text.getByRole( 'button', { name: 'Move up' } ).nth( 3 )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( field( text, 'Word 3' ) ).toHaveText( 'travel' );
	await text.getByRole( 'button', { name: 'Remove' } ).nth( 1 ).focus();
	await page.keyboard.press( 'Enter' );
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await page.keyboard.press( 'Backspace' );
	await expect(
		text.locator( '.inkblocks-animated-text__word-text' )
	).toHaveText( [ 'recipes', 'travel', 'cooking' ] );
	// Still: no island rotates the words in the editor.
	await expect( text.locator( '[data-inkwell-island]' ) ).toHaveCount( 0 );

	const settings = await settingsSidebar( page );
	await settings.getByLabel( 'Effect' ).selectOption( 'fx5' );
	await settings
		.getByRole( 'spinbutton', { name: 'Delay between words (ms)' } )
		.fill( '4000' );
	await settings.getByLabel( 'Loop' ).uncheck();
	await settings.getByLabel( 'HTML element' ).selectOption( 'h3' );
	await expect( text.locator( 'h3.inkblocks-animated-text' ) ).toHaveCount(
		1
	);
	await shoot( page, text, 'animated-text-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-animated-text' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( field( text, 'Text before' ) ).toHaveText(
		'Every week: fish & chips,'
	);

	await page.goto( url );
	const front = page.locator( 'h3.wp-block-inkblocks-animated-text' );
	await expect( front.locator( '.screen-reader-text' ).first() ).toHaveText(
		'Every week: fish & chips, recipes, travel, cooking and more.'
	);
	expect(
		await islandProps( front.locator( '[data-inkwell-island]' ) )
	).toMatchObject( {
		before: 'Every week: fish & chips,',
		words: [ 'recipes', 'travel', 'cooking' ],
		after: 'and more.',
		effect: 'fx5',
		delay: 4000,
		loop: false,
	} );
} );

test( 'a scratch card built on the canvas: hidden texts, image and cover typed in place, the cover settings on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Scratch ${ Date.now() }` );
	await insertFromInserter( page, 'Scratch card' );
	const card = canvasBlock( page, 'scratch' );
	await pickStartingPoint(
		page,
		card,
		'scratch-inserted',
		'A discount and its code under a grey cover.',
		[ 'The answer to a question, revealed by scratching a blue cover.' ]
	);
	await retypeOneUndoStep( page, card, 'Hidden title', 'Free first month' );
	await retype( page, card, 'Hidden text', 'Code INKWELL1 at checkout.' );
	const image = wpImage( page );
	await imageFromUrl( page, card, image );
	await expect( card.locator( '.inkblocks-scratch__image' ) ).toHaveAttribute(
		'src',
		image
	);
	// The cover, from the toolbar; nothing scratches in the editor.
	await expect( card.locator( 'canvas' ) ).toHaveCount( 0 );
	await ( await toolbarButton( page, card, 'Show cover' ) ).click();
	await retype( page, card, 'Cover text', 'Scratch me' );

	const settings = await settingsSidebar( page );
	await settings
		.getByRole( 'textbox', { name: /Hex color/ } )
		.fill( '7a1f5c' );
	await settings
		.getByRole( 'spinbutton', { name: 'Brush size (px)' } )
		.fill( '60' );
	await settings
		.getByRole( 'spinbutton', { name: 'Height (px)' } )
		.fill( '360' );
	await expect(
		card.locator( '.inkblocks-scratch__cover-preview' )
	).toHaveAttribute( 'style', /background: rgb\(122, 31, 92\)/ );
	await shoot( page, card, 'scratch-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-scratch' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( field( card, 'Hidden title' ) ).toHaveText(
		'Free first month'
	);

	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-scratch' );
	await expect( front ).toHaveAttribute(
		'style',
		/--inkblocks-scratch-height:360px/
	);
	expect(
		await islandProps( front.locator( '[data-inkwell-island]' ) )
	).toMatchObject( {
		title: 'Free first month',
		text: 'Code INKWELL1 at checkout.',
		coverText: 'Scratch me',
		coverColor: '#7a1f5c',
		brushSize: 60,
		image,
	} );
	await front.getByRole( 'button', { name: 'Reveal' } ).click();
	await expect( front.locator( '.inkblocks-scratch__title' ) ).toHaveText(
		'Free first month'
	);
} );

test( 'a parallax section built on the canvas: its image from the placeholder, its text in place, still in the editor, moving on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Parallax ${ Date.now() }` );
	await insertFromInserter( page, 'Parallax section' );
	const section = canvasBlock( page, 'parallax' );
	await pickStartingPoint(
		page,
		section,
		'parallax-inserted',
		'A full-width title and a line of text over an image that moves as the page scrolls.',
		[ 'A short banner whose image leans towards the mouse.' ]
	);
	const image = wpImage( page );
	await imageFromUrl( page, section, image );
	await expect(
		section.locator( '.inkblocks-parallax__image' )
	).toHaveAttribute( 'src', image );
	// Still: no moving layer in the editor.
	await expect(
		section.locator( '.inkblocks-parallax__motion' )
	).toHaveCount( 0 );
	// The heading is core's: its block is its text.
	const heading = section.locator( 'h2' );
	await heading.click();
	await page.keyboard.press( 'ControlOrMeta+a' );
	await page.keyboard.type( 'Slow news' );
	await expect( heading ).toHaveText( 'Slow news' );

	await selectBlock( page, await clientIdOf( page, 'inkblocks/parallax' ) );
	const settings = await settingsSidebar( page );
	await settings
		.getByRole( 'spinbutton', { name: 'Darkening (%)' } )
		.fill( '60' );
	await settings
		.getByRole( 'spinbutton', { name: 'Minimum height (px)' } )
		.fill( '500' );
	await settings.getByLabel( 'Type' ).selectOption( 'zoom' );
	await settings.getByRole( 'spinbutton', { name: 'Strength' } ).fill( '70' );
	await settings.getByLabel( 'Mobile (up to 767 px)' ).check();
	await settings.getByLabel( 'Tablet (768 to 1024 px)' ).uncheck();
	await shoot( page, section, 'parallax-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-parallax' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( section.locator( 'h2' ) ).toHaveText( 'Slow news' );

	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-parallax' );
	await expect( front ).toHaveClass( /alignfull/ );
	await expect( front ).toHaveAttribute(
		'style',
		/min-height:500px;--inkblocks-parallax-overlay:0.6/
	);
	await expect( front.locator( 'h2' ) ).toHaveText( 'Slow news' );
	const layer = front.locator( '[data-inkwell-island="parallax"]' );
	expect( await islandProps( layer ) ).toMatchObject( {
		image,
		type: 'zoom',
		speed: 70,
		devices: [ 'desktop', 'mobile' ],
	} );
	await expect( layer.locator( '.inkblocks-parallax__motion' ) ).toHaveCount(
		1
	);
} );

test( "today's saved testimonials, timelines, menus, animated texts, scratch cards and parallax sections load without invalid content and render", async ( {
	page,
} ) => {
	await newPost( page, 'page', 'Unused' );
	const url = await openSavedMarkup(
		page,
		`Old lists ${ Date.now() }`,
		[
			'testimonials',
			'timeline',
			'scroll-navigation',
			'animated-text',
			'scratch',
			'parallax',
		]
			.map( savedFixture )
			.join( '\n\n' )
	);
	await expectNoInvalidBlock( page );
	const saved = await blocks( page );
	// The quotes and events saved in `items` are child blocks now.
	const walls = named( saved, 'inkblocks/testimonials' );
	expect( walls.map( ( wall ) => wall.innerBlocks.length ) ).toEqual( [
		5, 3,
	] );
	expect( walls[ 1 ]?.attributes ).toMatchObject( {
		layout: 'grid',
		columns: 2,
		showRating: false,
	} );
	expect( walls[ 0 ]?.attributes ).not.toHaveProperty( 'items' );
	const timelines = named( saved, 'inkblocks/timeline' );
	expect( timelines.map( ( t ) => t.innerBlocks.length ) ).toEqual( [
		6, 6,
	] );
	expect( timelines[ 1 ]?.attributes ).toMatchObject( {
		layout: 'horizontal',
	} );
	expect( named( saved, 'inkblocks/scroll-navigation' ) ).toHaveLength( 1 );
	expect( named( saved, 'inkblocks/animated-text' ) ).toHaveLength( 2 );
	expect( named( saved, 'inkblocks/scratch' ) ).toHaveLength( 1 );
	expect( named( saved, 'inkblocks/parallax' ) ).toHaveLength( 2 );
	const quotes = canvasBlock( page, 'testimonials' ).first();
	await expect( field( quotes, 'Name' ).nth( 2 ) ).toHaveText(
		'Grace Okafor'
	);
	await expect( field( quotes, 'Quote' ).nth( 2 ) ).toHaveText(
		'I came for the health piecesand stayed for the essays.'
	);
	await expect(
		field( canvasBlock( page, 'timeline' ).first(), 'Event title' ).first()
	).toHaveText( 'The first issue' );
	await expect(
		field( canvasBlock( page, 'scroll-navigation' ), 'Section 2 label' )
	).toHaveText( 'Accordion' );
	await expect(
		field( canvasBlock( page, 'animated-text' ).first(), 'Text before' )
	).toHaveText( 'We write about' );
	await expect(
		field( canvasBlock( page, 'scratch' ), 'Hidden title' )
	).toHaveText( '20% off your first year' );

	// Today's markup renders on the page as it is, and again once saved in the new shape.
	const check = async () => {
		await page.goto( url );
		await expect(
			page.locator(
				'.wp-block-inkblocks-testimonials .inkblocks-testimonials__name'
			)
		).toHaveCount( 8 );
		await expect(
			page
				.locator( '.wp-block-inkblocks-testimonials' )
				.first()
				.locator( '.inkblocks-testimonials__photo' )
		).toHaveCount( 1 );
		await expect(
			page.locator(
				'.wp-block-inkblocks-timeline .inkblocks-timeline__title'
			)
		).toHaveCount( 12 );
		await expect(
			page
				.locator(
					'.wp-block-inkblocks-timeline .inkblocks-timeline__content'
				)
				.first()
		).toHaveText( /kitchen table\s*and mailed/ );
		await expect(
			page
				.locator( '.wp-block-inkblocks-scroll-navigation' )
				.getByRole( 'link' )
		).toHaveCount( 5 );
		await expect(
			page.locator( '.wp-block-inkblocks-animated-text' )
		).toHaveCount( 2 );
		await expect(
			page.locator(
				'.wp-block-inkblocks-scratch .inkblocks-scratch__title'
			)
		).toHaveText( '20% off your first year' );
		await expect(
			page.locator( '.wp-block-inkblocks-parallax h2' )
		).toHaveText( 'Read slowly' );
	};
	await check();
	// Edited and saved again, the blocks are stored in their new shape.
	await page.goBack();
	await expectNoInvalidBlock( page );
	await retype(
		page,
		canvasBlock( page, 'testimonials' )
			.first()
			.locator( '.wp-block-inkblocks-testimonial' )
			.nth( 2 ),
		'Role or company',
		'Night nurse'
	);
	await saveAndReload( page );
	const raw = await page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getEditedPostContent: () => string;
						};
					};
				};
			}
		 ).wp.data
			.select( 'core/editor' )
			.getEditedPostContent()
	);
	expect( raw ).toContain( '<!-- wp:inkblocks/testimonial {' );
	expect( raw ).toContain( '<!-- wp:inkblocks/timeline-event {' );
	expect( raw ).not.toContain( '"items":[{"content"' );
	await check();
	await expect( page.getByText( 'Night nurse' ) ).toHaveCount( 1 );
} );
