/**
 * The inline newsletter form (SPEC 2.10, 4.12, 5.4, 7.6) on the seeded /newsletter/ page, with the double
 * opt-in mail landing in var/mail/e2e.
 */

/**
 * External dependencies
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import fs from 'fs';
import path from 'path';

const MAIL_DIR = path.resolve( __dirname, '../../../var/mail/e2e' );

/**
 * The first .eml in the mail folder addressed to someone, waiting for it to land. The confirmation mail is
 * sent by WP-Cron on a later request, so the site is kept busy meanwhile.
 *
 * @param request Playwright's request context.
 * @param to      The recipient.
 */
async function mailTo(
	request: APIRequestContext,
	to: string
): Promise< string > {
	let found = '';
	await expect
		.poll(
			async () => {
				await request.get( '/' );
				const files = fs.existsSync( MAIL_DIR )
					? fs.readdirSync( MAIL_DIR )
					: [];
				for ( const file of files ) {
					const text = fs.readFileSync(
						path.join( MAIL_DIR, file ),
						'utf8'
					);
					if ( text.includes( `To: ${ to }` ) ) {
						found = text;
					}
				}
				return found !== '';
			},
			{ timeout: 60_000 }
		)
		.toBe( true );
	return found;
}

/**
 * A link of the mail's body, with quoted-printable soft breaks and escapes undone.
 *
 * @param mail   The raw message.
 * @param action confirm or unsubscribe.
 */
function linkIn( mail: string, action: string ): string {
	const body = mail
		.replace( /=\r?\n/g, '' )
		.replace( /=3D/g, '=' )
		.replace( /&amp;/g, '&' );
	const match = body.match(
		new RegExp(
			`https?://[^\\s<>]*inkblocks_newsletter=${ action }[^\\s<>]*`
		)
	);
	expect( match ).not.toBeNull();
	return match![ 0 ];
}

test( 'an invalid address is marked and not sent; Enter submits; the confirmation mail confirms', async ( {
	page,
	request,
} ) => {
	const sent: string[] = [];
	page.on( 'request', ( call ) => {
		if ( call.url().includes( 'admin-ajax.php' ) ) {
			sent.push( call.postData() ?? '' );
		}
	} );
	await page.goto( '/newsletter/' );
	const form = page.locator( '.inkblocks-newsletter__form' );
	const email = form.getByLabel( 'E-mail address' );
	const message = form.locator( '.inkblocks-newsletter__message' );
	// The island's form checks addresses itself; until its bundle arrives the server's form posts as a page.
	await expect( form ).toHaveAttribute( 'novalidate', '' );

	await email.fill( 'ada@example' );
	await email.press( 'Enter' );
	await expect( message ).toHaveText( 'Please specify a valid email' );
	await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( sent ).toHaveLength( 0 );
	await form.getByRole( 'button', { name: 'Subscribe' } ).focus();
	await email.focus();
	await expect( email ).toHaveAttribute( 'aria-invalid', 'false' );

	const address = `e2e-${ Date.now() }@example.org`;
	await email.fill( address );
	await email.press( 'Enter' );
	await expect( message ).toHaveText(
		'Thank you! Please check your inbox to confirm your subscription.'
	);
	await expect( message ).toHaveClass( /is-success/ );
	expect( sent ).toHaveLength( 1 );
	const body = new URLSearchParams( sent[ 0 ] );
	expect( body.get( 'action' ) ).toBe( 'inkblocks_subscribe_form_ajax' );
	expect( body.get( 'data[email]' ) ).toBe( address );
	expect( body.get( 'data[use_target_list_id]' ) ).toBe( 'true' );
	expect( body.get( 'data[target_list_id]' ) ).toMatch( /^\d+$/ );

	const mail = await mailTo( request, address );
	expect( mail ).toMatch( /List-Unsubscribe: <[^>]+>/ );
	await page.goto( linkIn( mail, 'confirm' ) );
	await expect( page.locator( 'body' ) ).toContainText(
		'Your subscription is confirmed.'
	);
	await page.goto( linkIn( mail, 'unsubscribe' ) );
	await expect( page.locator( 'body' ) ).toContainText(
		'You have been unsubscribed.'
	);
} );

test( 'an address typed before the island arrives is kept when it takes the form over', async ( {
	page,
} ) => {
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route(
		/\/inkblocks\/build\/newsletter\/view\.js/,
		async ( route ) => {
			await held;
			await route.continue();
		}
	);
	// The post is read and cut off: sign-ups per network are limited, and other tests make real ones.
	const sent: string[] = [];
	await page.route( /admin-ajax\.php/, async ( route ) => {
		sent.push( route.request().postData() ?? '' );
		await route.abort();
	} );
	await page.goto( '/newsletter/', { waitUntil: 'domcontentloaded' } );
	const form = page.locator( '.inkblocks-newsletter__form' );
	const email = form.getByLabel( 'E-mail address' );
	await email.fill( 'early@example.org' );
	await expect( form ).not.toHaveAttribute( 'novalidate' );

	release();
	await expect( form ).toHaveAttribute( 'novalidate', '' );
	await expect( email ).toHaveValue( 'early@example.org' );
	await email.press( 'Enter' );
	await expect( form.locator( '.inkblocks-newsletter__message' ) ).toHaveText(
		'The sign-up could not be sent. Please try again.'
	);
	expect( sent ).toHaveLength( 1 );
	expect( new URLSearchParams( sent[ 0 ] ).get( 'data[email]' ) ).toBe(
		'early@example.org'
	);
} );

test( 'without JavaScript the form posts and the answer is shown as a page', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/newsletter/' );
	await page
		.getByLabel( 'E-mail address' )
		.fill( `nojs-${ Date.now() }@example.org` );
	await page.getByRole( 'button', { name: 'Subscribe' } ).click();
	await expect( page.locator( 'body' ) ).toContainText(
		'Please check your inbox to confirm your subscription.'
	);
	await context.close();
} );
