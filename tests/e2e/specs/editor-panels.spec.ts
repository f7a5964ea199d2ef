/**
 * The Accordion, Tabs, Switcher and Dropbar blocks edited on the canvas (issue 16): each inserted from the
 * inserter (by its name: core has an Accordion and Tabs too), a starting point chosen, its titles and
 * labels typed in place, its panels added, moved and removed from the keyboard, every sidebar setting
 * changed, saved and reloaded without invalid content, checked on the front end, axe on the canvas; core
 * Details to an accordion and back; today's saved markup loading as it is.
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
	canvasBlock,
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
	toolbarButton,
} from '../fixtures/editor';
import { approach } from '../fixtures/near';
import { as } from '../fixtures/users';

test.use( as( 'admin' ) );
// An editor load, a save and reload and a front-end visit or two each.
test.describe.configure( { timeout: 300_000 } );

const TEMPLATE_ROUTE = '/wp-json/inkblocks-tabs-api/v1/block-template';

/**
 * Selects the parent of the selected block from the block toolbar, as an editor does.
 *
 * @param page  The editor page.
 * @param where The selected block.
 * @param title The parent's title.
 */
async function selectParent( page: Page, where: Locator, title: string ) {
	await (
		await toolbarButton( page, where, `Select parent block: ${ title }` )
	).click();
}

/**
 * The texts of the titles of a block's panels, in order.
 *
 * @param where     The block.
 * @param className The class of the titles.
 */
const titles = ( where: Locator, className: string ) =>
	where.locator( `.${ className }[role="textbox"]` );

test( 'an FAQ accordion built on the canvas: titles typed in place, toggles added, moved and removed from the keyboard, settings shown on the page', async ( {
	page: editor,
} ) => {
	await newPost( editor, 'page', `Accordion ${ Date.now() }` );
	await insertFromInserter( editor, 'Accordion', 'inkblocks/accordion' );
	const accordion = canvasBlock( editor, 'accordion' );
	await pickStartingPoint(
		editor,
		accordion,
		'accordion-inserted',
		'Frequently asked questions, one answer open at a time.',
		[ 'Steps that each open and close on their own, such as a recipe.' ]
	);
	const toggleTitles = titles( accordion, 'inkblocks-accordion__title' );
	await expect( toggleTitles ).toHaveText( [
		'When will my order arrive?',
		'Can I return it?',
		'How do I reach you?',
	] );

	await retypeOneUndoStep(
		editor,
		accordion,
		'Title of toggle 1',
		'Ship abroad?'
	);
	// Its answer shows while it is selected, and is typed in place too.
	const answer = accordion
		.locator( '.inkblocks-accordion__content p' )
		.first();
	await answer.click();
	await editor.keyboard.press( 'ControlOrMeta+a' );
	await editor.keyboard.type( 'To 40 countries.' );
	await expect( answer ).toHaveText( 'To 40 countries.' );

	// Enter at the end of a title adds the next toggle, with the caret in its title.
	await field( accordion, 'Title of toggle 3' ).click();
	await editor.keyboard.press( 'End' );
	await editor.keyboard.press( 'Enter' );
	await expect( field( accordion, 'Title of toggle 4' ) ).toBeFocused();
	await editor.keyboard.type( 'Gift wrap?' );
	// Core's shortcut moves it up.
	await editor.keyboard.press( 'Control+Alt+Shift+T' );
	await expect( toggleTitles ).toHaveText( [
		'Ship abroad?',
		'Can I return it?',
		'Gift wrap?',
		'How do I reach you?',
	] );
	// Enter, then Backspace in the new empty title removes that toggle again.
	await field( accordion, 'Title of toggle 3' ).click();
	await editor.keyboard.press( 'End' );
	await editor.keyboard.press( 'Enter' );
	await expect( field( accordion, 'Title of toggle 4' ) ).toBeFocused();
	await expect( toggleTitles ).toHaveCount( 5 );
	await editor.keyboard.press( 'Backspace' );
	await expect( toggleTitles ).toHaveCount( 4 );
	await expect( field( accordion, 'Title of toggle 3' ) ).toBeFocused();
	// Core's shortcut removes a toggle with its content.
	await field( accordion, 'Title of toggle 2' ).click();
	await editor.keyboard.press( 'Shift+Alt+Z' );
	await expect( toggleTitles ).toHaveText( [
		'Ship abroad?',
		'Gift wrap?',
		'How do I reach you?',
	] );

	// The toggle's settings: its id, open on load, a synced pattern.
	await field( accordion, 'Title of toggle 1' ).click();
	let settings = await settingsSidebar( editor );
	await settings.getByLabel( 'Item id' ).fill( 'abroad' );
	await settings.getByLabel( 'Open on load' ).uncheck();
	await field( accordion, 'Title of toggle 2' ).click();
	await settings.getByLabel( 'Open on load' ).check();
	await field( accordion, 'Title of toggle 3' ).click();
	await settings
		.getByLabel( 'Content from a synced pattern' )
		.selectOption( { label: 'Warranty' } );
	await expect(
		accordion.getByText( 'This panel shows its synced pattern.' )
	).toBeVisible();

	// The accordion's settings.
	await selectParent( editor, accordion, 'Accordion' );
	settings = await settingsSidebar( editor );
	await settings.getByLabel( 'Collapsible' ).uncheck();
	await settings
		.getByLabel( 'Heading level of the toggles' )
		.selectOption( '4' );
	await expect( accordion.locator( 'h4' ) ).toHaveCount( 3 );
	await shoot( editor, accordion, 'accordion-edited' );
	expect(
		await canvasViolations( editor, '.wp-block-inkblocks-accordion' )
	).toEqual( [] );

	const url = await saveAndReload( editor );
	await expect( toggleTitles ).toHaveText( [
		'Ship abroad?',
		'Gift wrap?',
		'How do I reach you?',
	] );

	await editor.goto( url );
	const front = editor.locator( '.wp-block-inkblocks-accordion' );
	const toggles = front.locator( '.inkblocks-accordion__toggle' );
	await expect( toggles ).toHaveText( [
		'Ship abroad?',
		'Gift wrap?',
		'How do I reach you?',
	] );
	await expect(
		front.locator( 'h4.inkblocks-accordion__heading' )
	).toHaveCount( 3 );
	await expect( toggles.nth( 0 ) ).toHaveAttribute(
		'aria-expanded',
		'false'
	);
	await expect( toggles.nth( 1 ) ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( front.locator( '#abroad' ) ).toHaveCount( 1 );
	// Not collapsible: opening one keeps the other open.
	await toggles.nth( 0 ).click();
	await expect( toggles.nth( 1 ) ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect(
		front.getByRole( 'region', { name: 'Ship abroad?' } )
	).toHaveText( 'To 40 countries.' );
	const pattern = editor.waitForResponse( ( response ) =>
		response.url().includes( TEMPLATE_ROUTE )
	);
	await toggles.nth( 2 ).click();
	expect( ( await pattern ).status() ).toBe( 200 );
	await expect(
		front.getByRole( 'region', { name: 'How do I reach you?' } )
	).toContainText( 'five-year warranty' );
} );

test( 'product tabs built on the canvas: labels typed in place, tabs added, moved and removed from the keyboard, settings shown on the page', async ( {
	page: editor,
} ) => {
	await newPost( editor, 'page', `Tabs ${ Date.now() }` );
	await insertFromInserter( editor, 'Tabs', 'inkblocks/tabs' );
	const tabs = canvasBlock( editor, 'tabs' );
	await pickStartingPoint(
		editor,
		tabs,
		'tabs-inserted',
		'An overview, the specifications and shipping, one tab each.',
		[
			'Tabs at the side, for longer labels such as the steps of a routine.',
		]
	);
	const labels = titles( tabs, 'inkblocks-tabs__tab' );
	await expect( labels ).toHaveText( [
		'Overview',
		'Specifications',
		'Shipping',
	] );
	// One panel shows: the one open on load, then the one whose label is chosen.
	const shown = tabs.locator( '.inkblocks-tabs__panel:visible' );
	await expect( shown ).toHaveCount( 1 );
	await expect( shown ).toContainText( 'What it is, who it is for' );
	await retypeOneUndoStep( editor, tabs, 'Label of tab 1', 'About' );
	await field( tabs, 'Label of tab 2' ).click();
	await expect( shown ).toContainText( 'Size, weight, materials' );
	const text = shown.locator( 'p' ).first();
	await text.click();
	await editor.keyboard.press( 'ControlOrMeta+a' );
	await editor.keyboard.type( 'Oak, 42 cm, 1.3 kg.' );
	await expect( text ).toHaveText( 'Oak, 42 cm, 1.3 kg.' );

	// Enter at the end of a label adds the next tab; the shortcut moves it left; Backspace in an
	// empty one removes it.
	await field( tabs, 'Label of tab 3' ).click();
	await editor.keyboard.press( 'End' );
	await editor.keyboard.press( 'Enter' );
	await expect( field( tabs, 'Label of tab 4' ) ).toBeFocused();
	await editor.keyboard.type( 'Reviews' );
	await editor.keyboard.press( 'Control+Alt+Shift+T' );
	await expect( labels ).toHaveText( [
		'About',
		'Specifications',
		'Reviews',
		'Shipping',
	] );
	await field( tabs, 'Label of tab 4' ).click();
	await editor.keyboard.press( 'End' );
	await editor.keyboard.press( 'Enter' );
	await expect( labels ).toHaveCount( 5 );
	await editor.keyboard.press( 'Backspace' );
	await expect( labels ).toHaveCount( 4 );
	await expect( field( tabs, 'Label of tab 4' ) ).toBeFocused();
	// Duplicate, then remove the copy, with core's shortcuts.
	await editor.keyboard.press( 'ControlOrMeta+Shift+D' );
	await expect( labels ).toHaveCount( 5 );
	await editor.keyboard.press( 'Shift+Alt+Z' );
	await expect( labels ).toHaveText( [
		'About',
		'Specifications',
		'Reviews',
		'Shipping',
	] );

	// A tab's settings: a synced pattern, its id, open on load.
	await field( tabs, 'Label of tab 4' ).click();
	let settings = await settingsSidebar( editor );
	await settings
		.getByLabel( 'Content from a synced pattern' )
		.selectOption( { label: 'Shipping and returns' } );
	await expect( shown ).toHaveText( 'This panel shows its synced pattern.' );
	await field( tabs, 'Label of tab 2' ).click();
	await settings.getByLabel( 'Item id' ).fill( 'specs' );
	await settings.getByLabel( 'Open on load' ).check();
	await field( tabs, 'Label of tab 1' ).click();
	await settings.getByLabel( 'Open on load' ).uncheck();

	// The tabs' settings.
	await selectParent( editor, tabs, 'Tabs' );
	settings = await settingsSidebar( editor );
	await settings.getByLabel( 'Switch tabs on' ).selectOption( 'hover' );
	await settings.getByLabel( 'Layout' ).selectOption( 'vertical' );
	await settings.getByLabel( 'Switch tabs automatically' ).check();
	await settings
		.getByRole( 'spinbutton', { name: 'Auto switch delay (ms)' } )
		.fill( '5000' );
	await expect( tabs ).toHaveClass( /is-vertical/ );
	await shoot( editor, tabs, 'tabs-edited' );
	expect(
		await canvasViolations( editor, '.wp-block-inkblocks-tabs' )
	).toEqual( [] );

	const url = await saveAndReload( editor );
	await expect( labels ).toHaveText( [
		'About',
		'Specifications',
		'Reviews',
		'Shipping',
	] );

	await editor.goto( url );
	const front = editor.locator( '.wp-block-inkblocks-tabs' );
	await expect( front ).toHaveClass( /is-vertical/ );
	const tabList = front.getByRole( 'tab' );
	await expect( tabList ).toHaveText( [
		'About',
		'Specifications',
		'Reviews',
		'Shipping',
	] );
	await expect( tabList.nth( 1 ) ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( front.getByRole( 'tabpanel' ) ).toContainText(
		'Oak, 42 cm, 1.3 kg.'
	);
	await expect( front.locator( '#specs' ) ).toHaveCount( 1 );
	expect( await islandProps( front ) ).toMatchObject( {
		event: 'hover',
		autoSwitch: true,
		autoSwitchDelay: 5000,
		orientation: 'vertical',
	} );
	const pattern = editor.waitForResponse( ( response ) =>
		response.url().includes( TEMPLATE_ROUTE )
	);
	await tabList.nth( 3 ).click();
	expect( ( await pattern ).status() ).toBe( 200 );
	await expect( front.getByRole( 'tabpanel' ) ).toContainText(
		'Every order ships within two working days'
	);
} );

test( 'a monthly / yearly switcher built on the canvas: both labels typed in place, sides swapped from the keyboard, the side on load shown on the page', async ( {
	page: editor,
} ) => {
	await newPost( editor, 'page', `Switcher ${ Date.now() }` );
	await insertFromInserter( editor, 'Switcher', 'inkblocks/switcher' );
	const switcher = canvasBlock( editor, 'switcher' );
	await pickStartingPoint(
		editor,
		switcher,
		'switcher-inserted',
		'Monthly and yearly prices, switched by the reader.',
		[ 'Two versions of the same thing, such as before and after.' ]
	);
	const labels = titles( switcher, 'inkblocks-switcher__label' );
	await expect( labels ).toHaveText( [ 'Monthly', 'Yearly' ] );
	await retypeOneUndoStep( editor, switcher, 'Label of side 1', 'Per month' );
	await retype( editor, switcher, 'Label of side 2', 'Per year' );
	const shown = switcher.locator( '.inkblocks-switcher__pane:visible' );
	await expect( shown ).toHaveCount( 1 );
	await expect( shown ).toContainText( 'Pay 90 € a year' );
	const text = shown.locator( 'p' ).first();
	await text.click();
	await editor.keyboard.press( 'ControlOrMeta+a' );
	await editor.keyboard.type( 'Pay 80 € a year.' );
	await expect( text ).toHaveText( 'Pay 80 € a year.' );
	// The switch shows the other side in the canvas.
	await switcher
		.getByRole( 'switch', { name: 'Show the second side' } )
		.click();
	await expect( shown ).toContainText( 'Pay 9 € a month' );

	// Two sides, always: Enter adds none; the shortcut swaps them.
	await field( switcher, 'Label of side 2' ).click();
	await editor.keyboard.press( 'End' );
	await editor.keyboard.press( 'Enter' );
	await expect( labels ).toHaveCount( 2 );
	await editor.keyboard.press( 'Control+Alt+Shift+T' );
	await expect( labels ).toHaveText( [ 'Per year', 'Per month' ] );
	await editor.keyboard.press( 'Control+Alt+Shift+Y' );
	await expect( labels ).toHaveText( [ 'Per month', 'Per year' ] );

	let settings = await settingsSidebar( editor );
	await settings.getByLabel( 'Item id' ).fill( 'yearly-price' );
	await selectParent( editor, switcher, 'Switcher' );
	settings = await settingsSidebar( editor );
	await settings.getByLabel( 'Enabled on load' ).check();
	await expect(
		switcher.getByRole( 'switch', { name: 'Show the second side' } )
	).toHaveAttribute( 'aria-checked', 'true' );
	await shoot( editor, switcher, 'switcher-edited' );
	expect(
		await canvasViolations( editor, '.wp-block-inkblocks-switcher' )
	).toEqual( [] );

	const url = await saveAndReload( editor );
	await expect( labels ).toHaveText( [ 'Per month', 'Per year' ] );

	await editor.goto( url );
	const front = editor.locator( '.wp-block-inkblocks-switcher' );
	const toggle = front.getByRole( 'switch', { name: 'Per year' } );
	await expect( toggle ).toHaveAttribute( 'aria-checked', 'true' );
	await expect( front.getByText( 'Pay 80 € a year.' ) ).toBeVisible();
	await expect( front.locator( '#yearly-price' ) ).toHaveCount( 1 );
	await front.getByText( 'Per month', { exact: true } ).click();
	await expect( front.getByText( 'Pay 9 € a month' ) ).toBeVisible();
} );

test( 'a dropbar built on the canvas: its label typed in place, its drop edited as blocks, its settings shown on the page', async ( {
	page: editor,
} ) => {
	await newPost( editor, 'page', `Dropbar ${ Date.now() }` );
	await insertFromInserter( editor, 'Dropbar', 'inkblocks/dropbar' );
	const dropbar = canvasBlock( editor, 'dropbar' );
	await pickStartingPoint(
		editor,
		dropbar,
		'dropbar-inserted',
		'A button that shows a short note while the pointer is on it.',
		[ 'A button that opens a short list of links on click.' ]
	);
	// The starting point leaves the caret in the drop, open while the block is selected; the up arrow
	// goes to the label above it (the note's toolbar covers the label).
	const text = dropbar.locator( '.inkblocks-dropbar__drop p' );
	await expect( text ).toBeFocused();
	await editor.keyboard.press( 'ArrowUp' );
	const label = field( dropbar, 'Button label' );
	await expect( label ).toBeFocused();
	await editor.keyboard.press( 'ControlOrMeta+a' );
	await editor.keyboard.type( 'Who writes here' );
	await expect( label ).toHaveText( 'Who writes here' );
	await editor.keyboard.press( 'ArrowDown' );
	await expect( text ).toBeFocused();
	await editor.keyboard.press( 'ControlOrMeta+a' );
	await editor.keyboard.type( 'Six authors, one editor.' );
	// Enter adds a paragraph to the drop, as anywhere else.
	await editor.keyboard.press( 'Enter' );
	await editor.keyboard.type( 'Write to us.' );
	await expect( dropbar.locator( '.inkblocks-dropbar__drop p' ) ).toHaveText(
		[ 'Six authors, one editor.', 'Write to us.' ]
	);

	await selectParent( editor, dropbar, 'Dropbar' );
	const settings = await settingsSidebar( editor );
	await settings
		.getByRole( 'spinbutton', { name: 'Hide delay (ms)' } )
		.fill( '1500' );
	await settings.getByLabel( 'Position' ).selectOption( 'top-end' );
	await settings.getByLabel( 'Open on' ).selectOption( 'click' );
	await expect( dropbar ).toHaveClass( /is-top-end/ );
	await shoot( editor, dropbar, 'dropbar-edited' );
	expect(
		await canvasViolations( editor, '.wp-block-inkblocks-dropbar' )
	).toEqual( [] );

	const url = await saveAndReload( editor );
	await expect( field( dropbar, 'Button label' ) ).toHaveText(
		'Who writes here'
	);

	await editor.goto( url );
	const front = editor.locator( '.wp-block-inkblocks-dropbar' );
	await expect( front ).toHaveClass( /is-top-end/ );
	expect( await islandProps( front ) ).toMatchObject( {
		label: 'Who writes here',
		mode: 'click',
		hide_delay: 1500,
	} );
	const button = front.getByRole( 'button', { name: 'Who writes here' } );
	await button.click();
	await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( front.getByText( 'Write to us.' ) ).toBeVisible();
} );

test( "core Details become an accordion and back, and today's saved tabs, accordions, switchers and dropbars load as they are", async ( {
	page: editor,
} ) => {
	await newPost( editor, 'page', 'Unused' );
	const fixture = ( name: string ) =>
		readFileSync(
			path.resolve( __dirname, `../../fixtures/blocks/${ name }.html` ),
			'utf8'
		);
	const details =
		'<!-- wp:details {"showContent":true} -->\n<details class="wp-block-details" open><summary>Is it <strong>oak</strong>?</summary><!-- wp:paragraph -->\n<p>Solid oak.</p>\n<!-- /wp:paragraph --></details>\n<!-- /wp:details -->';
	const url = await openSavedMarkup(
		editor,
		`Old panels ${ Date.now() }`,
		[ 'tabs', 'accordion', 'switcher', 'dropbar' ]
			.map( fixture )
			.concat( details )
			.join( '\n\n' )
	);
	await expectNoInvalidBlock( editor );
	const saved = await blocks( editor );
	const named = ( name: string ) =>
		saved.filter( ( b ) => b.name === `inkblocks/${ name }` ).length;
	expect( [
		named( 'tabs' ),
		named( 'accordion' ),
		named( 'switcher' ),
		named( 'dropbar' ),
	] ).toEqual( [ 2, 2, 1, 2 ] );
	await expect(
		titles( canvasBlock( editor, 'tabs' ).first(), 'inkblocks-tabs__tab' )
	).toHaveText( [ 'Overview', 'Specifications', 'Shipping' ] );
	await expect(
		titles(
			canvasBlock( editor, 'accordion' ).first(),
			'inkblocks-accordion__title'
		)
	).toHaveText( [
		'When will my order arrive?',
		'Can I return a lamp?',
		'What does the warranty cover?',
	] );
	await expect(
		field( canvasBlock( editor, 'dropbar' ).first(), 'Button label' )
	).toHaveText( 'Reading options' );

	// Details to an accordion from the block toolbar, and back.
	const summary = canvas( editor ).locator( '.wp-block-details summary' );
	await summary.click();
	await summary.hover( { position: { x: 8, y: 8 } } );
	const toolbar = editor.getByRole( 'toolbar', { name: 'Block tools' } );
	await toolbar.getByRole( 'button', { name: /^Details/ } ).click();
	await editor
		.locator( '.editor-block-list-item-inkblocks-accordion' )
		.click();
	const converted = canvasBlock( editor, 'accordion' ).last();
	await expect( field( converted, 'Title of toggle 1' ) ).toHaveText(
		'Is it oak?'
	);
	await expect( converted.locator( 'strong' ) ).toHaveText( 'oak' );
	await expect( converted.getByText( 'Solid oak.' ) ).toBeVisible();
	// The new accordion is the selected block.
	await converted.hover( { position: { x: 8, y: 8 } } );
	await toolbar.getByRole( 'button', { name: /^Accordion/ } ).click();
	await editor.locator( '.editor-block-list-item-details' ).click();
	await expect( summary ).toHaveText( 'Is it oak?' );
	await expectNoInvalidBlock( editor );

	await editor.goto( url );
	const front = editor.locator( '.wp-block-inkblocks-tabs' ).first();
	await expect( front.getByRole( 'tab' ) ).toHaveText( [
		'Overview',
		'Specifications',
		'Shipping',
	] );
	await expect(
		editor
			.locator( '.wp-block-inkblocks-accordion' )
			.first()
			.locator( '.inkblocks-accordion__toggle' )
	).toHaveText( [
		'When will my order arrive?',
		'Can I return a lamp?',
		'What does the warranty cover?',
	] );
	// The switcher and dropbars load their scripts as they come near.
	await approach(
		editor.locator(
			'.wp-block-inkblocks-switcher, .wp-block-inkblocks-dropbar'
		)
	);
	await expect(
		editor.locator( '.wp-block-inkblocks-switcher' ).getByRole( 'switch', {
			name: 'Yearly',
		} )
	).toBeVisible();
	await expect(
		editor.getByRole( 'button', { name: 'Reading options' } )
	).toHaveAttribute( 'aria-expanded', 'false' );
} );
