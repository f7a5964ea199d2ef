/**
 * The Pricing table, Flip box and Progress bar blocks edited on the canvas (issue 16): each inserted from
 * the inserter, a starting point chosen, its texts typed in place (the pricing features added, moved and
 * removed from the keyboard), every sidebar setting changed, saved and reloaded without invalid content,
 * checked on the front end, axe on the canvas, and today's saved markup loading as it is.
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
	toolbarButton,
} from '../fixtures/editor';
import { as } from '../fixtures/users';

test.use( as( 'admin' ) );
// An editor load, a save and reload and a front-end visit or two each.
test.describe.configure( { timeout: 300_000 } );

/**
 * Sets the link of the selected block's button from its toolbar.
 *
 * @param page  The editor page.
 * @param where The block.
 * @param url   The URL.
 */
async function linkButton( page: Page, where: Locator, url: string ) {
	await ( await toolbarButton( page, where, 'Button link' ) ).click();
	const popover = page.locator(
		'.components-popover .block-editor-link-control'
	);
	// The starting points set a link: the popover previews it first.
	await popover.getByRole( 'button', { name: 'Edit link' } ).click();
	const input = popover.getByRole( 'combobox' );
	await input.fill( url );
	await input.press( 'Enter' );
	await expect(
		popover.getByRole( 'button', { name: 'Edit link' } )
	).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( popover ).toHaveCount( 0 );
}

test( 'a featured pricing plan built on the canvas: texts, features from the keyboard, fold and link show on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Pricing ${ Date.now() }` );
	await insertFromInserter( page, 'Pricing table' );
	const table = canvasBlock( page, 'pricing-table' );
	await pickStartingPoint(
		page,
		table,
		'pricing-table-inserted',
		'A highlighted paid plan with a badge and a longer, folded list of features.',
		[ 'A free plan with three features and a button to join.' ]
	);
	await expect( field( table, 'Plan title' ) ).toHaveText( 'Member' );

	await retypeOneUndoStep( page, table, 'Plan title', 'Patron' );
	await retype( page, table, 'Subtitle', 'For the long run' );
	await retype( page, table, 'Currency', '€' );
	await retype( page, table, 'Price', '90' );
	await retype( page, table, 'Period', 'per year' );
	await retype( page, table, 'Badge', 'Best value' );
	await retype( page, table, 'Button label', 'Become a patron' );
	await retype( page, table, 'Feature 1', 'Unlimited reading' );

	// Enter at the end of the last feature adds the next one, with the caret in it.
	await field( table, 'Feature 4' ).click();
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await expect( field( table, 'Feature 5' ) ).toBeFocused();
	await page.keyboard.type( 'Printed annual' );
	// Its buttons follow it in the tab order: not included, then one place up; the caret follows it.
	await page.keyboard.press( 'Tab' );
	await expect(
		table.getByRole( 'button', { name: 'Included' } ).nth( 4 )
	).toBeFocused();
	await page.keyboard.press( 'Space' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'Enter' );
	await expect( field( table, 'Feature 4' ) ).toBeFocused();
	await expect( field( table, 'Feature 4' ) ).toHaveText( 'Printed annual' );
	// Enter then Backspace in the new, empty feature: it goes again.
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await expect( field( table, 'Feature 5' ) ).toBeFocused();
	await expect( field( table, 'Feature 5' ) ).toHaveText( '' );
	await page.keyboard.press( 'Backspace' );
	await expect( field( table, 'Feature 4' ) ).toBeFocused();
	await expect( field( table, 'Feature 5' ) ).toHaveText(
		'Early access to events'
	);
	// Remove, the fourth button after a feature's text.
	await field( table, 'Feature 2' ).click();
	for ( let tab = 0; tab < 4; tab++ ) {
		await page.keyboard.press( 'Tab' );
	}
	await expect(
		table.getByRole( 'button', { name: 'Remove' } ).nth( 1 )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect(
		table.locator( '.inkblocks-pricing-table__feature-text' )
	).toHaveText( [
		'Unlimited reading',
		'Members-only essays',
		'Printed annual',
		'Early access to events',
	] );

	const settings = await settingsSidebar( page );
	// The badge belongs to a featured plan.
	await settings.getByLabel( 'Featured plan' ).uncheck();
	await expect( field( table, 'Badge' ) ).toHaveCount( 0 );
	await settings.getByLabel( 'Featured plan' ).check();
	await settings
		.getByRole( 'spinbutton', { name: 'Features shown while folded' } )
		.fill( '2' );
	await settings.getByLabel( 'Button icon' ).selectOption( 'plus' );
	await retype( page, table, 'Unfold button label', 'See every perk' );
	await expect( table.locator( '.is-folded' ) ).toHaveCount( 2 );
	await ( await toolbarButton( page, table, 'Show unfolded' ) ).click();
	await expect( table.locator( '.is-folded' ) ).toHaveCount( 0 );
	await retype( page, table, 'Fold button label', 'Fewer perks' );
	await linkButton( page, table, '/members/' );
	await shoot( page, table, 'pricing-table-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-pricing-table' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( field( table, 'Plan title' ) ).toHaveText( 'Patron' );

	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-pricing-table' );
	await expect( front ).toHaveClass( /is-featured/ );
	await expect(
		front.locator( '.inkblocks-pricing-table__badge' )
	).toHaveText( 'Best value' );
	await expect( front.locator( 'h3' ) ).toHaveText( 'Patron' );
	await expect(
		front.locator( '.inkblocks-pricing-table__subtitle' )
	).toHaveText( 'For the long run' );
	await expect(
		front.locator( '.inkblocks-pricing-table__price' )
	).toHaveText( /€90\s*per year/ );
	const features = front.locator( '.inkblocks-pricing-table__feature' );
	await expect( features.filter( { visible: true } ) ).toHaveCount( 2 );
	const fold = front.getByRole( 'button', { name: 'See every perk' } );
	await expect( fold.locator( '.is-plus' ) ).toHaveCount( 1 );
	await fold.click();
	await expect( features ).toHaveText( [
		/Unlimited reading/,
		/Members-only essays/,
		/Printed annual/,
		/Early access to events/,
	] );
	await expect( features.nth( 2 ) ).toHaveClass( /is-excluded/ );
	await expect(
		front.getByRole( 'button', { name: 'Fewer perks' } )
	).toBeVisible();
	await expect(
		front.getByRole( 'link', { name: 'Become a patron' } )
	).toHaveAttribute( 'href', /\/members\/$/ );

	// Unfoldable: every feature shows, with no fold button.
	await page.goBack();
	await expect( field( table, 'Plan title' ) ).toBeVisible();
	await table.click();
	await (
		await settingsSidebar( page )
	)
		.getByLabel( 'Fold long feature lists' )
		.uncheck();
	await saveAndReload( page );
	await page.goto( url );
	await expect( features.filter( { visible: true } ) ).toHaveCount( 4 );
	await expect(
		front.locator( '.inkblocks-pricing-table__fold' )
	).toHaveCount( 0 );
} );

test( 'a service flip box built on the canvas: both faces, image, link, switch and colours show on the page', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Flip box ${ Date.now() }` );
	await insertFromInserter( page, 'Flip box' );
	const box = canvasBlock( page, 'flip-box' );
	await pickStartingPoint(
		page,
		box,
		'flip-box-inserted',
		'A service on the front; what it includes and a link on the back, turned on hover.',
		[ 'Two prices on one card, switched with a toggle.' ]
	);
	await retypeOneUndoStep( page, box, 'Front title', 'Translations' );
	await retype( page, box, 'Front text', 'Your story in six languages.' );
	// The back is out of reach until the toolbar shows it.
	await expect( field( box, 'Back title' ) ).toHaveCount( 0 );
	await ( await toolbarButton( page, box, 'Show back' ) ).click();
	await retype( page, box, 'Back title', 'Reach more readers' );
	await retype(
		page,
		box,
		'Back text',
		'Translated by people who read you.'
	);
	await retype( page, box, 'Button label', 'Ask for a quote' );
	await linkButton( page, box, '/write/' );

	// The front image, from its address.
	await ( await toolbarButton( page, box, 'Add front image' ) ).click();
	const image = `${ new URL( page.url() ).origin }/wp-includes/images/w-logo-blue.png`;
	await page
		.locator( '.block-editor-media-flow__url-input' )
		.getByRole( 'combobox' )
		.fill( image );
	await page.keyboard.press( 'Enter' );
	await expect( box.locator( '.inkblocks-flip-box__image' ) ).toHaveAttribute(
		'src',
		image
	);

	const settings = await settingsSidebar( page );
	await settings.getByLabel( 'Switch type' ).selectOption( 'click' );
	await settings.getByLabel( 'Direction' ).selectOption( 'up' );
	await settings
		.getByRole( 'spinbutton', { name: 'Height (px)' } )
		.fill( '400' );
	const hex = settings.getByRole( 'textbox', { name: /Hex color/ } );
	await hex.first().fill( '123456' );
	await hex.last().fill( '00694a' );
	await expect( box ).toHaveAttribute(
		'style',
		/--inkblocks-flip-box-height:\s*400px/
	);
	await shoot( page, box, 'flip-box-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-flip-box' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( field( box, 'Front title' ) ).toHaveText( 'Translations' );

	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-flip-box' );
	const card = front.locator( '.inkblocks-flip-box__card' );
	await expect( card ).toHaveClass( /is-click/ );
	await expect( card ).toHaveClass( /is-up/ );
	await expect( front ).toHaveAttribute(
		'style',
		/--inkblocks-flip-box-height:400px/
	);
	await expect( front.locator( '.is-front h3' ) ).toHaveText(
		'Translations'
	);
	await expect( front.locator( '.is-front p' ) ).toHaveText(
		'Your story in six languages.'
	);
	await expect(
		front.locator( '.inkblocks-flip-box__image' )
	).toHaveAttribute( 'src', image );
	await expect( front.locator( '.is-front' ) ).toHaveAttribute(
		'style',
		/--inkblocks-face-color:\s*#123456/i
	);
	await expect( front.locator( '.is-back' ) ).toHaveAttribute(
		'style',
		/--inkblocks-face-color:\s*#00694a/i
	);
	await front.getByRole( 'button', { name: 'Show the back' } ).click();
	await expect( front.locator( '.is-back h3' ) ).toHaveText(
		'Reach more readers'
	);
	await expect( front.locator( '.is-back p' ) ).toHaveText(
		'Translated by people who read you.'
	);
	await expect(
		front.getByRole( 'link', { name: 'Ask for a quote' } )
	).toHaveAttribute( 'href', /\/write\/$/ );
} );

test( 'a skill bar built on the canvas: its title, value and settings show on the page, calm in the editor', async ( {
	page,
} ) => {
	await newPost( page, 'page', `Progress ${ Date.now() }` );
	await insertFromInserter( page, 'Progress bar' );
	const bar = canvasBlock( page, 'progress-bar' );
	await pickStartingPoint(
		page,
		bar,
		'progress-bar-inserted',
		'A skill and how far along it is, as a percentage.',
		[ 'A count towards a goal, shown as current/max.' ]
	);
	// Filled at once in the editor: no animation.
	const track = bar.getByRole( 'progressbar', { name: 'Photography' } );
	await expect( track ).toHaveAttribute( 'aria-valuenow', '72' );
	await expect(
		bar.locator( '.inkblocks-progress-bar__fill' )
	).toHaveAttribute( 'style', /width: 72%; transition-duration: 0ms/ );
	await retypeOneUndoStep( page, bar, 'Bar title', 'Reporting' );

	const settings = await settingsSidebar( page );
	await settings.getByRole( 'spinbutton', { name: 'Percent' } ).fill( '90' );
	await expect( bar.getByRole( 'progressbar' ) ).toHaveAttribute(
		'aria-valuenow',
		'90'
	);
	await settings.getByLabel( 'Current value' ).fill( '30' );
	await settings.getByLabel( 'Max value' ).fill( '40' );
	await expect( bar.locator( '.inkblocks-progress-bar__value' ) ).toHaveText(
		'30/40'
	);
	await settings.getByLabel( 'Show the value' ).uncheck();
	await settings.getByLabel( 'Animate when it comes into view' ).uncheck();
	await expect( bar.locator( '.inkblocks-progress-bar__value' ) ).toHaveCount(
		0
	);
	await shoot( page, bar, 'progress-bar-edited' );
	expect(
		await canvasViolations( page, '.wp-block-inkblocks-progress-bar' )
	).toEqual( [] );

	const url = await saveAndReload( page );
	await expect( field( bar, 'Bar title' ) ).toHaveText( 'Reporting' );
	expect(
		( await blocks( page ) ).find(
			( b ) => b.name === 'inkblocks/progress-bar'
		)?.attributes
	).toMatchObject( { percent: 90, currentValue: 30, maxValue: 40 } );

	await page.goto( url );
	const front = page.locator( '.wp-block-inkblocks-progress-bar' );
	const meter = front.getByRole( 'progressbar', { name: 'Reporting' } );
	await expect( meter ).toHaveAttribute( 'aria-valuenow', '75' );
	await expect( meter ).toHaveAttribute( 'aria-valuetext', '30/40' );
	await expect(
		front.locator( '.inkblocks-progress-bar__value' )
	).toHaveCount( 0 );
	const props = JSON.parse(
		( await front
			.locator( '[data-inkwell-island="progress-bar"]' )
			.getAttribute( 'data-inkwell-props' ) ) ?? '{}'
	);
	expect( props ).toMatchObject( {
		title: 'Reporting',
		animate: false,
		showValue: false,
	} );
} );

test( "today's saved pricing tables, flip boxes and progress bars load without invalid content and render", async ( {
	page,
} ) => {
	await newPost( page, 'page', 'Unused' );
	const url = await openSavedMarkup(
		page,
		`Old cards ${ Date.now() }`,
		[ 'pricing-table', 'flip-box', 'progress-bar' ]
			.map( savedFixture )
			.join( '\n\n' )
	);
	await expectNoInvalidBlock( page );
	const saved = await blocks( page );
	const named = ( name: string ) =>
		JSON.stringify( saved ).split( `"name":"inkblocks/${ name }"` ).length -
		1;
	expect( named( 'pricing-table' ) ).toBe( 3 );
	expect( named( 'flip-box' ) ).toBe( 7 );
	expect( named( 'progress-bar' ) ).toBe( 4 );
	await expect(
		canvasBlock( page, 'pricing-table' ).getByRole( 'textbox', {
			name: 'Plan title',
		} )
	).toHaveText( [ 'Reader', 'Member', 'Patron' ] );
	await expect(
		field( canvasBlock( page, 'pricing-table' ).nth( 1 ), 'Feature 7' )
	).toHaveText( 'Support independent writers' );
	await expect(
		field( canvasBlock( page, 'flip-box' ).first(), 'Front title' )
	).toHaveText( 'Hover me' );
	await expect(
		field( canvasBlock( page, 'progress-bar' ).last(), 'Bar title' )
	).toHaveText( 'Reader goal (exceeded)' );

	await page.goto( url );
	await expect(
		page.locator( '.wp-block-inkblocks-pricing-table h3' )
	).toHaveText( [ 'Reader', 'Member', 'Patron' ] );
	await expect(
		page.locator(
			'.wp-block-inkblocks-pricing-table .inkblocks-pricing-table__feature'
		)
	).toHaveCount( 14 );
	await expect( page.locator( '.wp-block-inkblocks-flip-box' ) ).toHaveCount(
		7
	);
	await expect(
		page.locator( '.wp-block-inkblocks-flip-box .is-back h3' ).first()
	).toHaveText( 'Write with us' );
	await expect(
		page
			.locator( '.wp-block-inkblocks-progress-bar' )
			.getByRole( 'progressbar' )
	).toHaveCount( 4 );
} );
