/**
 * The comments section in modal mode (SPEC 2.1: 'show responses' / 'close responses'), at desktop and
 * mobile widths, with the theme setting previewed through a Customizer changeset; and the trigger of the
 * inline mode (the default).
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	createChangeset,
	deleteChangeset,
	previewUrl,
} from '../fixtures/changeset';
import { seriousViolations } from '../fixtures/axe';
import { publishedPosts } from '../fixtures/content';
import { expectModal, focusedHtml, focusPlace } from '../fixtures/dialog';
import { as } from '../fixtures/users';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

let uuid = '';

test.beforeAll( () => {
	uuid = createChangeset( { inkwell_comments_mode: 'modal' } );
} );

test.afterAll( () => {
	deleteChangeset( uuid );
} );

/**
 * Opens the newest article with the modal mode previewed.
 *
 * @param page The page.
 */
async function openModalArticle( page: Page ): Promise< void > {
	const [ post ] = await publishedPosts( page.request, 1 );
	await page.goto( previewUrl( post!.link, uuid ) );
}

/**
 * Expects the focused element to be inside the comments dialog.
 *
 * @param page The page.
 */
async function expectFocusInDialog( page: Page ): Promise< void > {
	await expect(
		page.locator( 'dialog.inkwell-comments-dialog :focus' )
	).toHaveCount( 1 );
}

for ( const [ width, viewport ] of [
	[ 'desktop', DESKTOP ],
	[ 'mobile', MOBILE ],
] as const ) {
	test.describe( `modal comments on ${ width }`, () => {
		test.use( { viewport } );

		test( "'show responses' opens the dialog with focus in it; Escape and 'close responses' close it and return focus", async ( {
			page,
		} ) => {
			await openModalArticle( page );
			const show = page.getByRole( 'button', { name: /Show responses/ } );
			const dialog = page.getByRole( 'dialog', { name: /Responses/ } );
			await expect( page.locator( '#comments' ) ).toBeHidden();
			// In modal mode the form is in the dialog: the inline trigger stays hidden.
			await expect(
				page.locator( '.inkwell-comments-trigger' )
			).toBeHidden();

			await show.click();
			await expect( dialog ).toBeVisible();
			// axe on the open dialog, light and dark.
			expect( await seriousViolations( page, 'dialog[open]' ) ).toEqual(
				[]
			);
			await page.evaluate( () =>
				document.documentElement.setAttribute(
					'data-inkwell-theme',
					'dark'
				)
			);
			expect( await seriousViolations( page, 'dialog[open]' ) ).toEqual(
				[]
			);
			await expect(
				page.locator( '#inkwell-comments-title' )
			).toBeFocused();
			await expect( page.locator( '#comments' ) ).toBeVisible();
			await page.keyboard.press( 'Escape' );
			await expect( dialog ).toBeHidden();
			await expect( show ).toBeFocused();

			await page.keyboard.press( 'Enter' );
			await expect( dialog ).toBeVisible();
			await expectFocusInDialog( page );
			const close = dialog.getByRole( 'button', {
				name: 'Close responses',
			} );
			await expect( close ).toBeVisible();
			await close.click();
			await expect( dialog ).toBeHidden();
			await expect( show ).toBeFocused();
		} );

		test( 'focus stays off the page while the dialog is open', async ( {
			page,
		} ) => {
			await openModalArticle( page );
			await page
				.getByRole( 'button', { name: /Show responses/ } )
				.click();
			const dialog = page.locator( 'dialog.inkwell-comments-dialog' );
			await expectModal( dialog );
			for ( let i = 0; i < 6; i++ ) {
				await page.keyboard.press( 'Shift+Tab' );
				expect( await focusPlace( dialog ) ).not.toBe( 'page' );
			}
			// Back from the first control, focus comes in again at the last control, passing at most the
			// browser's own controls (headless Chromium has none) and the scrollable dialog itself (Chromium
			// lets a scroll container take focus).
			const close = page.getByRole( 'button', {
				name: 'Close responses',
			} );
			const pressToControl = async ( key: 'Tab' | 'Shift+Tab' ) => {
				for ( let i = 0; i < 3; i++ ) {
					await page.keyboard.press( key );
					const place = await focusPlace( dialog );
					expect( place ).not.toBe( 'page' );
					const onControl = await dialog.evaluate(
						( element ) =>
							element.ownerDocument.activeElement !== element
					);
					if ( place === 'inside' && onControl ) {
						return;
					}
				}
			};
			await close.focus();
			await pressToControl( 'Shift+Tab' );
			await expectFocusInDialog( page );
			const last = await focusedHtml( page );
			// Forward from the last control, focus wraps into the dialog again, never onto the page.
			await pressToControl( 'Tab' );
			await expectFocusInDialog( page );
			for ( let i = 0; i < 6; i++ ) {
				await page.keyboard.press( 'Tab' );
				expect( await focusPlace( dialog ) ).not.toBe( 'page' );
			}
			await close.focus();
			await pressToControl( 'Shift+Tab' );
			expect( await focusedHtml( page ) ).toBe( last );
		} );

		test.describe( 'as an administrator', () => {
			// Administrators are not throttled, so one test can post twice.
			test.use( as( 'admin' ) );

			test( 'a response and a reply are posted inside the dialog', async ( {
				page,
			} ) => {
				await openModalArticle( page );
				await page
					.getByRole( 'button', { name: /Show responses/ } )
					.click();
				const dialog = page.locator( 'dialog.inkwell-comments-dialog' );
				const form = dialog.locator( '#commentform' );
				await expect( form ).toBeVisible();

				const text = `In the dialog on ${ width } ${ Date.now() }`;
				await form.locator( '#comment' ).fill( text );
				await form.locator( '[type="submit"]' ).click();
				const comment = dialog
					.locator( '[data-inkwell-comment-list] > li' )
					.filter( { hasText: text } );
				await expect( comment ).toHaveCount( 1 );
				await expect( form.locator( '#comment' ) ).toHaveValue( '' );

				await comment
					.locator( '> article .comment-reply-link' )
					.click();
				await expect( comment.locator( '#commentform' ) ).toBeVisible();
				const reply = `A reply in the dialog ${ Date.now() }`;
				await form.locator( '#comment' ).fill( reply );
				await form.locator( '[type="submit"]' ).click();
				await expect(
					comment
						.locator( '> .children > li' )
						.filter( { hasText: reply } )
				).toHaveCount( 1 );
				await expect( comment.locator( '#commentform' ) ).toHaveCount(
					0
				);
				await expect( dialog ).toBeVisible();
			} );
		} );
	} );
}

test.describe( 'inline comments', () => {
	test( 'have no dialog; the trigger opens the form and hides itself', async ( {
		page,
	} ) => {
		const [ post ] = await publishedPosts( page.request, 1 );
		await page.goto( post!.link );
		await expect( page.locator( '.inkwell-comments-show' ) ).toHaveCount(
			0
		);
		await expect(
			page.locator( 'dialog.inkwell-comments-dialog' )
		).toHaveCount( 0 );
		const trigger = page.locator( '.inkwell-comments-trigger' );
		await trigger.click();
		await expect( page.locator( '#respond' ) ).toBeVisible();
		await expect( trigger ).toBeHidden();
	} );
} );
