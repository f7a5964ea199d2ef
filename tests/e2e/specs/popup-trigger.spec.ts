/**
 * The Popup trigger block on the seeded /popups/ page, at desktop and mobile widths: each kind (a button,
 * a link to an article shown by a post-content popup, wrapped blocks, hover, scrolled into view) opens its
 * popup by mouse and by keyboard; focus moves into the dialog and back to the trigger on close; the
 * trigger names the open dialog in aria-controls. In the editor, the block is inserted, given a popup and
 * saved.
 */

/**
 * External dependencies
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	attributesOf,
	insertBlock,
	newPost,
	publish,
	selectBlock,
} from '../fixtures/block-editor';
import { onlyPopups } from '../fixtures/popups';
import { as } from '../fixtures/users';

const dialog = ( page: Page, name: string ) =>
	page.getByRole( 'dialog', { name } );

/**
 * Checks the open dialog has focus and that the trigger's control names it in aria-controls.
 *
 * @param popup   The dialog.
 * @param control The trigger's control.
 */
async function expectOpenFrom( popup: Locator, control: Locator ) {
	await expect( popup ).toBeVisible();
	await expect( popup ).toBeFocused();
	const id = await popup.getAttribute( 'id' );
	expect( id ).toMatch( /^inkblocks-popup-\d+-dialog$/ );
	await expect( control ).toHaveAttribute( 'aria-controls', id! );
}

/**
 * Closes the dialog with Escape and checks focus is back on the control and aria-controls is gone.
 *
 * @param page    The page.
 * @param popup   The dialog.
 * @param control The trigger's control.
 */
async function closeBackTo( page: Page, popup: Locator, control: Locator ) {
	await page.keyboard.press( 'Escape' );
	await expect( popup ).toBeHidden();
	await expect( control ).toBeFocused();
	await expect( control ).not.toHaveAttribute( 'aria-controls', /.*/ );
}

for ( const [ device, viewport ] of [
	[ 'desktop', { width: 1280, height: 900 } ],
	[ 'mobile', { width: 390, height: 844 } ],
] as const ) {
	test.describe( `Popup trigger block, ${ device }`, () => {
		test.use( { viewport } );

		test( 'a button opens its popup by click, Enter and Space; focus goes in and comes back', async ( {
			page,
		} ) => {
			await onlyPopups( page, [ 'Reading list' ] );
			const button = page.getByRole( 'button', {
				name: 'Open the reading list',
			} );
			await expect( button ).toHaveAttribute( 'aria-haspopup', 'dialog' );
			await expect( button ).not.toHaveAttribute( 'aria-controls', /.*/ );
			const popup = dialog( page, 'Reading list' );

			await button.click();
			await expectOpenFrom( popup, button );
			await expect( popup ).toContainText( 'Three long reads' );
			await popup
				.getByRole( 'button', { name: 'Close', exact: true } )
				.click();
			await expect( popup ).toBeHidden();
			await expect( button ).toBeFocused();

			await page.keyboard.press( 'Enter' );
			await expectOpenFrom( popup, button );
			await closeBackTo( page, popup, button );

			await page.keyboard.press( 'Space' );
			await expectOpenFrom( popup, button );
			await closeBackTo( page, popup, button );
		} );

		test( "a link opens the post-content popup with the article's content instead of leaving the page", async ( {
			page,
			context,
		} ) => {
			await onlyPopups( page, [ 'Featured article' ] );
			const link = page.getByRole( 'link', { name: /^Read “.+” here$/ } );
			await expect( link ).toHaveAttribute( 'aria-haspopup', 'dialog' );
			const href = ( await link.getAttribute( 'href' ) ) ?? '';
			expect( href ).not.toBe( '' );

			// The article as its own page shows it: its first paragraphs.
			const article = await context.newPage();
			await article.goto( href );
			const paragraphs = await article
				.locator( '.inkwell-entry__content > p' )
				.allTextContents();
			await article.close();
			expect( paragraphs.length ).toBeGreaterThan( 1 );

			const popup = dialog( page, 'Featured article' );
			await link.click();
			await expectOpenFrom( popup, link );
			await expect( popup ).toContainText( paragraphs[ 0 ]!.trim() );
			await expect( popup ).toContainText( paragraphs[ 1 ]!.trim() );
			expect( new URL( page.url() ).pathname ).toBe( '/popups/' );
			await closeBackTo( page, popup, link );

			await page.keyboard.press( 'Enter' );
			await expectOpenFrom( popup, link );
			await expect( popup ).toContainText( paragraphs[ 0 ]!.trim() );
			await closeBackTo( page, popup, link );
			expect( new URL( page.url() ).pathname ).toBe( '/popups/' );
		} );

		test( 'wrapped blocks open their popup by a click anywhere; their button by keyboard', async ( {
			page,
		} ) => {
			await onlyPopups( page, [ 'Behind the scenes' ] );
			const button = page.getByRole( 'button', {
				name: 'Meet the team',
			} );
			const popup = dialog( page, 'Behind the scenes' );

			await page
				.getByRole( 'heading', { name: 'Who writes Inkwell?' } )
				.click();
			await expectOpenFrom( popup, button );
			await expect( popup ).toContainText( 'small team of editors' );
			// Opened from the card, focus returns to its button.
			await closeBackTo( page, popup, button );

			await page.keyboard.press( 'Enter' );
			await expectOpenFrom( popup, button );
			await closeBackTo( page, popup, button );
		} );

		test( 'hover opens its popup; the button opens it by keyboard too', async ( {
			page,
		} ) => {
			await onlyPopups( page, [ 'Quick tip' ] );
			const button = page.getByRole( 'button', {
				name: 'Point here for a quick tip',
			} );
			const popup = dialog( page, 'Quick tip' );

			await button.hover();
			await expectOpenFrom( popup, button );
			await expect( popup ).toContainText( 'Follow a topic' );
			await closeBackTo( page, popup, button );
			await page.mouse.move( 0, 0 );

			await button.focus();
			await page.keyboard.press( 'Enter' );
			await expectOpenFrom( popup, button );
			await closeBackTo( page, popup, button );
		} );

		test( 'scrolling wrapped blocks into view opens their popup; their button opens it again', async ( {
			page,
		} ) => {
			await onlyPopups( page, [ 'Keep reading' ] );
			const popup = dialog( page, 'Keep reading' );
			const button = page.getByRole( 'button', {
				name: 'Show the suggestion again',
			} );
			await page.waitForTimeout( 500 );
			await expect( popup ).toBeHidden();

			await page
				.locator( '.demo-trigger-scroll' )
				.scrollIntoViewIfNeeded();
			await expectOpenFrom( popup, button );
			await expect( popup ).toContainText( 'You made it this far' );
			await closeBackTo( page, popup, button );

			await page.keyboard.press( 'Enter' );
			await expectOpenFrom( popup, button );
			await popup
				.getByRole( 'button', { name: 'Close', exact: true } )
				.click();
			await expect( popup ).toBeHidden();
			await expect( button ).toBeFocused();

			await button.click();
			await expect( popup ).toBeVisible();
		} );
	} );
}

test.describe( 'Popup trigger block in the editor', () => {
	test.use( as( 'admin' ) );

	test( 'inserted, given a published popup and saved, it opens that popup on the page', async ( {
		page,
		browser,
	} ) => {
		test.setTimeout( 240_000 );
		const stamp = Date.now();
		await newPost( page, 'page', `Trigger ${ stamp }` );
		const block = await insertBlock( page, 'inkblocks/popup-trigger' );
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		// A new trigger offers its starting points; choosing its popup in the sidebar starts it too.
		await expect(
			canvas.getByRole( 'button', {
				name: 'A button that opens the popup when clicked.',
			} )
		).toBeVisible();
		await selectBlock( page, block );
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		const picker = sidebar.getByLabel( 'Popup', { exact: true } );
		// Published popups only, by title.
		await expect(
			picker.locator( 'option', { hasText: 'Featured article' } )
		).toHaveCount( 1 );
		const reading = picker.locator( 'option', { hasText: 'Reading list' } );
		await picker.selectOption(
			( await reading.getAttribute( 'value' ) ) ?? ''
		);
		await sidebar.getByLabel( 'Looks like' ).selectOption( 'link' );
		await sidebar.getByLabel( 'Opens on' ).selectOption( 'click' );
		await canvas
			.getByRole( 'textbox', { name: 'Trigger text' } )
			.fill( 'See what we read' );
		const attributes = await attributesOf( page, block );
		expect( attributes ).toMatchObject( {
			display: 'link',
			trigger: 'click',
			text: 'See what we read',
		} );
		expect( attributes.popupId ).toBeGreaterThan( 0 );
		await expect(
			canvas.getByText( 'Choose a published popup in the block settings' )
		).toHaveCount( 0 );
		const url = await publish( page );

		const guest = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const front = await guest.newPage();
		await front.goto( url );
		const trigger = front.getByRole( 'button', {
			name: 'See what we read',
		} );
		await expect( trigger ).toHaveAttribute( 'aria-haspopup', 'dialog' );
		const popup = front.getByRole( 'dialog', { name: 'Reading list' } );
		await trigger.click();
		await expect( popup ).toBeVisible();
		await expect( popup ).toContainText( 'Three long reads' );
		await front.keyboard.press( 'Escape' );
		await expect( popup ).toBeHidden();
		await expect( trigger ).toBeFocused();
		await guest.close();
	} );
} );
