/**
 * The editor side of issue 6: the popup settings panel (trigger, behaviour, display conditions) and the
 * newsletter block's settings, each set in the block editor, published and checked on the front end.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	attributesOf,
	insertBlock,
	newPost,
	openDocumentSettings,
	postId,
	publish,
	selectBlock,
} from '../fixtures/block-editor';
import { as } from '../fixtures/users';

test.use( as( 'admin' ) );

test( 'a popup set up in its settings panel opens by its click selector on the chosen page only', async ( {
	page,
	browser,
} ) => {
	test.setTimeout( 300_000 );
	const stamp = Date.now();
	const selector = `e2e-open-${ stamp }`;

	// The page the popup is for, with the element that opens it.
	await newPost( page, 'page', `Popup home ${ stamp }` );
	await insertBlock( page, 'core/html', {
		content: `<button type="button" class="${ selector }">Open the offer</button>`,
	} );
	const pageUrl = await publish( page );
	const pageId = await postId( page );
	await newPost( page, 'page', `Elsewhere ${ stamp }` );
	await insertBlock( page, 'core/html', {
		content: `<button type="button" class="${ selector }">Open the offer</button>`,
	} );
	const otherUrl = await publish( page );

	await newPost( page, 'inkblocks_popup', `Offer ${ stamp }` );
	await insertBlock( page, 'core/paragraph', {
		content: 'Ten percent off this week.',
	} );
	await openDocumentSettings( page );
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	// The editor remembers per user which panels are open: open each one only if it is closed, and
	// bring the document tab back if a late focus took the sidebar to the Block tab.
	const openPanel = async ( name: string ) => {
		const toggle = sidebar.getByRole( 'button', { name } );
		if ( ! ( await toggle.isVisible() ) ) {
			await openDocumentSettings( page );
		}
		if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
			await toggle.click();
		}
	};
	await openPanel( 'Popup trigger' );
	await sidebar.getByLabel( 'Open on' ).selectOption( 'click' );
	await sidebar.getByLabel( 'CSS selector' ).fill( `.${ selector }` );
	await openPanel( 'Popup behaviour' );
	await sidebar.getByLabel( 'Prevent page scrolling' ).check();
	await sidebar.getByLabel( 'Close on overlay click' ).uncheck();
	await sidebar.getByLabel( 'Animation' ).selectOption( 'zoom-in' );
	await sidebar
		.getByLabel( 'After "Do not show again", show again' )
		.selectOption( '86400' );
	await openPanel( 'Display conditions' );
	await sidebar.getByLabel( 'The whole site' ).uncheck();
	await sidebar.getByLabel( `Popup home ${ stamp }` ).check();
	await sidebar.getByLabel( 'Show to' ).selectOption( 'guest' );
	const settings = await page.evaluate(
		() =>
			(
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getEditedPostAttribute: (
									key: string
								) => Record< string, unknown >;
							};
						};
					};
				}
			 ).wp.data
				.select( 'core/editor' )
				.getEditedPostAttribute( 'meta' ).inkblocks_popup_settings
	);
	expect( settings ).toMatchObject( {
		'open-trigger': 'click',
		'custom-selector': `.${ selector }`,
		'prevent-scrolling': true,
		'close-on-overlay-click': false,
		animation: 'zoom-in',
		'show-again-delay': '86400',
		conditions: [ `page:${ pageId }` ],
		audience: 'guest',
	} );
	await publish( page );

	// A context without the admin's cookies (the popup is for guests).
	const guest = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const front = await guest.newPage();
	await front.goto( pageUrl );
	const dialog = front.getByRole( 'dialog', { name: `Offer ${ stamp }` } );
	// The popup island mounts after the deferred scripts ran: click until it answers.
	await expect( async () => {
		await front.getByRole( 'button', { name: 'Open the offer' } ).click();
		await expect( dialog ).toBeVisible( { timeout: 1000 } );
	} ).toPass( { timeout: 30_000 } );
	await expect( dialog ).toContainText( 'Ten percent off this week.' );
	// 'Prevent page scrolling' was ticked: the page behind does not scroll.
	await expect( front.locator( 'html' ) ).toHaveCSS( 'overflow', 'hidden' );
	await expect( dialog ).toHaveClass( /has-animation-zoom-in/ );
	// Overlay clicks were switched off: only the close control closes it.
	await front.mouse.click( 5, 5 );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Close' } ).click();
	await expect( dialog ).toBeHidden();

	await front.goto( otherUrl, { waitUntil: 'networkidle' } );
	await front.getByRole( 'button', { name: 'Open the offer' } ).click();
	await front.waitForTimeout( 1000 );
	await expect(
		front.getByRole( 'dialog', { name: `Offer ${ stamp }` } )
	).toHaveCount( 0 );
	await guest.close();

	// Guests only: the logged-in admin does not get it on its page.
	await page.goto( pageUrl, { waitUntil: 'networkidle' } );
	await page.getByRole( 'button', { name: 'Open the offer' } ).click();
	await page.waitForTimeout( 1000 );
	await expect(
		page.getByRole( 'dialog', { name: `Offer ${ stamp }` } )
	).toHaveCount( 0 );
} );

test( 'the newsletter block takes its list from the sidebar and its texts from the canvas', async ( {
	page,
	browser,
} ) => {
	test.setTimeout( 240_000 );
	const stamp = Date.now();
	await newPost( page, 'page', `Sign up ${ stamp }` );
	const block = await insertBlock( page, 'inkblocks/newsletter' );
	await selectBlock( page, block );
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	const list = sidebar.getByLabel( 'List', { exact: true } );
	await expect(
		list.locator( 'option', {
			hasText: /^Inkwell Weekly \(\d+ confirmed\)$/,
		} )
	).toHaveCount( 1 );
	const weekly = list.locator( 'option', { hasText: 'Inkwell Weekly' } );
	await list.selectOption( ( await weekly.getAttribute( 'value' ) ) ?? '' );
	// The texts are typed on the canvas (issue 16).
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await canvas
		.getByRole( 'textbox', { name: 'Heading', exact: true } )
		.fill( 'Letters from the editor' );
	await canvas
		.getByRole( 'textbox', { name: 'Button label', exact: true } )
		.fill( 'Count me in' );
	await canvas
		.getByRole( 'textbox', {
			name: 'Message for an invalid e-mail address',
		} )
		.fill( 'Please specify a valid e-mail' );
	await sidebar.getByLabel( 'Redirect', { exact: true } ).check();
	await sidebar.getByLabel( 'Redirect URL' ).fill( '/thanks/' );
	expect( await attributesOf( page, block ) ).toMatchObject( {
		heading: 'Letters from the editor',
		buttonText: 'Count me in',
		invalidMessage: 'Please specify a valid e-mail',
		redirect: true,
		redirectUrl: '/thanks/',
	} );
	expect( ( await attributesOf( page, block ) ).listId ).toBeGreaterThan( 0 );
	// The canvas shows the form as the page will.
	await expect(
		canvas.locator( '.inkblocks-newsletter__submit' )
	).toHaveText( 'Count me in' );
	const url = await publish( page );

	const guest = await browser.newContext();
	const front = await guest.newPage();
	await front.goto( url );
	await expect(
		front.getByRole( 'heading', { name: 'Letters from the editor' } )
	).toBeVisible();
	const email = front.getByLabel( 'E-mail address' );
	await email.fill( 'not-an-address' );
	await front.getByRole( 'button', { name: 'Count me in' } ).click();
	await expect(
		front.getByText( 'Please specify a valid e-mail' )
	).toBeVisible();
	await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
	await guest.close();
} );
