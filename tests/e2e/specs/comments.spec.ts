/**
 * Comments on the article page (SPEC 2.1, 4.6 to 4.8, 5.1, 7.2) in Chromium at desktop and mobile widths:
 * the folded form and its trigger, a reply with two images posted in place, the attachment limits, a report,
 * comment pages loaded in place with back/forward, and the form without JavaScript.
 */

/**
 * External dependencies
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { publishedPosts } from '../fixtures/content';
import { as } from '../fixtures/users';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

// A 2x2 PNG, for the page without JavaScript (where the browser cannot draw one).
const SMALL_PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
	'base64'
);

const image = ( name: string, buffer: Buffer ) => ( {
	name,
	mimeType: 'image/png',
	buffer,
} );

/**
 * A real PNG photo-sized image drawn by the browser, large enough to be resized by the server.
 *
 * @param page   The page.
 * @param width  Width in px.
 * @param height Height in px.
 */
async function drawnPng(
	page: Page,
	width = 800,
	height = 600
): Promise< Buffer > {
	const data = await page.evaluate(
		( [ w, h ] ) => {
			const canvas = document.createElement( 'canvas' );
			canvas.width = w!;
			canvas.height = h!;
			const context = canvas.getContext( '2d' )!;
			context.fillStyle = '#c2410c';
			context.fillRect( 0, 0, w!, h! );
			context.fillStyle = '#2f45c8';
			context.fillRect( w! / 4, h! / 4, w! / 2, h! / 2 );
			return canvas.toDataURL( 'image/png' ).split( ',' )[ 1 ]!;
		},
		[ width, height ]
	);
	return Buffer.from( data, 'base64' );
}

/**
 * Opens the newest article (the seed gives it several comment pages) at its comments.
 *
 * @param page The page.
 */
async function openDiscussedArticle( page: Page ): Promise< string > {
	const [ post ] = await publishedPosts( page.request, 1 );
	await page.goto( post!.link );
	await page.locator( '#comments' ).scrollIntoViewIfNeeded();
	return post!.link;
}

/**
 * The number in the comment counter badge.
 *
 * @param page The page.
 */
async function badge( page: Page ): Promise< number > {
	return Number(
		await page
			.locator( '.inkwell-comments__title [data-inkwell-comment-count]' )
			.textContent()
	);
}

/**
 * Waits for the form's image slots, which load on its first use. A reader's file chooser opens on a slot
 * (a click on the plain input waits for them); a file set on the plain input as they mount would be set
 * on an input that is being replaced.
 *
 * @param form The comment form.
 */
async function slotsLoaded( form: Locator ): Promise< void > {
	await expect(
		form.locator( '.inkwell-attachments__input' ).first()
	).toBeAttached();
}

for ( const [ width, viewport, reader ] of [
	[ 'desktop', DESKTOP, 'reader' ],
	[ 'mobile', MOBILE, 'otherReader' ],
] as const ) {
	test.describe( `comments on ${ width }`, () => {
		test.use( { viewport, ...as( reader ) } );

		test( 'the trigger unfolds the form, focuses it and hides itself', async ( {
			page,
		} ) => {
			await openDiscussedArticle( page );
			const trigger = page.locator( '.inkwell-comments-trigger' );
			const respond = page.locator( '#respond' );
			await expect( trigger ).toBeVisible();
			await expect( respond ).toBeHidden();

			await trigger.click();

			await expect( respond ).toBeVisible();
			await expect( trigger ).toBeHidden();
			await expect( page.locator( '#comment' ) ).toBeFocused();
		} );

		test( 'a reply with two images is posted in place under its parent', async ( {
			page,
		} ) => {
			const link = await openDiscussedArticle( page );
			await page.evaluate( () => {
				( window as unknown as { stayed: boolean } ).stayed = true;
			} );
			const before = await badge( page );
			const parent = page
				.locator( '[data-inkwell-comment-list] > li.comment' )
				.filter( {
					has: page.locator( '> article .comment-reply-link' ),
				} )
				.first();
			const parentId = ( await parent.getAttribute( 'id' ) )!;

			await parent.locator( '> article .comment-reply-link' ).click();
			const form = page.locator( '#commentform' );
			await expect(
				page.locator( `#${ parentId } #commentform` )
			).toBeVisible();
			await expect(
				page.locator( '#cancel-comment-reply-link' )
			).toBeVisible();

			const text = `Two pictures from ${ width } ${ Date.now() }`;
			await form.locator( '#comment' ).fill( text );
			await slotsLoaded( form );
			await form
				.locator( 'input[type="file"]' )
				.nth( 0 )
				.setInputFiles( image( 'first.png', await drawnPng( page ) ) );
			await expect( form.locator( 'input[type="file"]' ) ).toHaveCount(
				2
			);
			await form
				.locator( 'input[type="file"]' )
				.nth( 1 )
				.setInputFiles( image( 'second.png', await drawnPng( page ) ) );
			await expect(
				form.locator( '.inkwell-attachments__preview' )
			).toHaveCount( 2 );
			await expect(
				form.locator( 'input[name^="attachments_"][name$="[]"]' )
			).toHaveCount( 3 );

			await form.locator( '[type="submit"]' ).click();

			const reply = page
				.locator( `#${ parentId } > .children > li` )
				.filter( { hasText: text } );
			await expect( reply ).toHaveCount( 1 );
			await expect(
				reply.locator( '.inkwell-comment-media__image' )
			).toHaveCount( 2 );
			// Resized copies (core's medium size of an 800x600 image), not the uploaded files.
			await expect(
				reply.locator( '.inkwell-comment-media__image' ).first()
			).toHaveAttribute( 'src', /\/[a-z0-9]{24}(-\d+)?-300x225\.png$/ );
			// The form went back to its place; the cancel link is hidden; the fields and media are cleared.
			await expect(
				page.locator( `#${ parentId } #commentform` )
			).toHaveCount( 0 );
			await expect(
				page.locator( '#cancel-comment-reply-link' )
			).toBeHidden();
			await expect( form.locator( '#comment' ) ).toHaveValue( '' );
			await expect(
				form.locator( '.inkwell-attachments__preview' )
			).toHaveCount( 0 );
			await expect( form.locator( '[type="submit"]' ) ).toBeEnabled();
			expect( await badge( page ) ).toBe( before + 1 );
			expect( page.url() ).toBe( link );
			expect(
				await page.evaluate(
					() => ( window as unknown as { stayed?: boolean } ).stayed
				)
			).toBe( true );
		} );

		test( 'a server refusal shows in the response area', async ( {
			page,
		} ) => {
			await openDiscussedArticle( page );
			await page.locator( '.inkwell-comments-trigger' ).click();
			await page.locator( '#comment' ).fill( '   ' );
			await page.locator( '#commentform [type="submit"]' ).click();
			await expect(
				page.locator( '[data-inkwell-comment-response]' )
			).toContainText( 'Please type your comment text.' );
		} );

		test( 'an image over the page limit shows its message and disables submit', async ( {
			page,
		} ) => {
			await openDiscussedArticle( page );
			await page.locator( '.inkwell-comments-trigger' ).click();
			const form = page.locator( '#commentform' );
			await slotsLoaded( form );
			const big = Buffer.concat( [
				await drawnPng( page, 40, 30 ),
				Buffer.alloc( 2 * 1024 * 1024 ),
			] );

			await form
				.locator( 'input[type="file"]' )
				.first()
				.setInputFiles( image( 'big.png', big ) );

			await expect(
				form.locator( '.inkwell-attachments__message' )
			).toHaveText( 'Each image can be at most 2 MB.' );
			await expect( form.locator( '[type="submit"]' ) ).toBeDisabled();

			await form.locator( '.inkwell-attachments__remove' ).click();
			await expect( form.locator( '[type="submit"]' ) ).toBeEnabled();

			await form
				.locator( 'input[type="file"]' )
				.first()
				.setInputFiles( {
					name: 'notes.txt',
					mimeType: 'text/plain',
					buffer: Buffer.from( 'not a picture' ),
				} );
			await expect( form.locator( 'input[type="file"]' ) ).toHaveCount(
				1
			);
			await expect(
				form.locator( '.inkwell-attachments__preview' )
			).toHaveCount( 0 );
		} );

		test( 'comment pages load in place, with the address and back/forward following', async ( {
			page,
		} ) => {
			const link = await openDiscussedArticle( page );
			await page.evaluate( () => {
				( window as unknown as { stayed: boolean } ).stayed = true;
			} );
			const first = () =>
				page
					.locator( '[data-inkwell-comment-list] > li' )
					.first()
					.getAttribute( 'id' );
			const original = await first();
			const next = page.locator( '.inkwell-comments__nav a' ).first();
			const target = ( await next.getAttribute( 'href' ) )!;
			expect( target ).toMatch( /comment-page-\d+/ );

			await next.click();

			await expect.poll( first ).not.toBe( original );
			const swapped = await first();
			await expect( page ).toHaveURL( target );
			await page.goBack();
			await expect( page ).toHaveURL( link );
			await expect.poll( first ).toBe( original );
			await page.goForward();
			await expect( page ).toHaveURL( target );
			await expect.poll( first ).toBe( swapped );
			expect(
				await page.evaluate(
					() => ( window as unknown as { stayed?: boolean } ).stayed
				)
			).toBe( true );
		} );

		test( 'a report, once confirmed, removes the report link from the action menu', async ( {
			page,
		} ) => {
			const link = await openDiscussedArticle( page );
			// The first comment page: ten threads by other readers.
			await page.goto( `${ link }comment-page-1/#comments` );
			const button = page.locator( '[data-inkwell-report]' ).first();
			const id = ( await button.getAttribute( 'data-inkwell-report' ) )!;
			const menu = page.locator(
				`#comment-${ id } > article [data-inkwell-comment-menu]`
			);
			await menu.locator( 'summary' ).click();
			// Nothing is sent before the reader confirms.
			await menu.locator( '[data-inkwell-report]' ).click();
			await expect(
				menu.getByRole( 'group', {
					name: 'Report this response to the moderators?',
				} )
			).toBeVisible();
			const [ answer ] = await Promise.all( [
				page.waitForResponse( ( response ) =>
					response.url().includes( 'admin-ajax.php' )
				),
				menu.getByRole( 'button', { name: 'Yes, report it' } ).click(),
			] );
			expect( ( await answer.json() ).status ).toBe( 'success' );
			await expect( menu.locator( '[data-inkwell-report]' ) ).toHaveCount(
				0
			);
			await expect( menu.locator( 'a' ) ).toHaveCount( 1 );
		} );
	} );
}

test.describe( 'comments without JavaScript', () => {
	test.use( { javaScriptEnabled: false, ...as( 'author' ) } );

	test( 'the form posts a response with an image to wp-comments-post.php', async ( {
		page,
	} ) => {
		await openDiscussedArticle( page );
		const form = page.locator( '#commentform' );
		await expect( form ).toBeVisible();
		const text = `Without scripts ${ Date.now() }`;
		await form.locator( '#comment' ).fill( text );
		await form
			.locator( 'input[type="file"]' )
			.setInputFiles( [ image( 'plain.png', SMALL_PNG ) ] );

		await form.locator( '[type="submit"]' ).click();

		await expect( page ).toHaveURL( /#comment-\d+$/ );
		const comment = page
			.locator( 'li.comment' )
			.filter( { hasText: text } );
		await expect(
			comment.locator( '.inkwell-comment-media__image' )
		).toHaveCount( 1 );
	} );
} );
