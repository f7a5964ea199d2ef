/**
 * The demo contact form on /contact/ (SPEC 2.10, 4.10, 5.3, 7.4, 8) in Chromium, against the real server.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';
import fs from 'fs';
import path from 'path';

/**
 * Internal dependencies
 */
import { as } from '../fixtures/users';

const MAIL_DIR = path.resolve( __dirname, '../../../var/mail/e2e' );

/**
 * The captured messages that contain a text.
 *
 * @param text What to look for.
 */
function mailWith( text: string ): string[] {
	if ( ! fs.existsSync( MAIL_DIR ) ) {
		return [];
	}
	return fs
		.readdirSync( MAIL_DIR )
		.filter( ( name ) => name.endsWith( '.eml' ) )
		.map( ( name ) =>
			fs.readFileSync( path.join( MAIL_DIR, name ), 'utf8' )
		)
		.filter( ( message ) => message.includes( text ) );
}

test( 'field errors first, then a clean send: the mail lands and the entry is in the inbox', async ( {
	page,
	browser,
} ) => {
	// Two pages, a minimum fill time and the admin: more than the default budget on a busy machine.
	test.setTimeout( 90_000 );
	const email = `visitor-${ Date.now() }@example.com`;
	await page.goto( '/contact/' );
	// The island has taken over once the form carries its state.
	const form = page.locator( 'form.inkwell-contact-form__form[data-status]' );
	await expect( form ).toHaveAttribute( 'data-status', 'init' );
	const submit = form.getByRole( 'button', { name: 'Send message' } );
	const consent = form.getByRole( 'checkbox', { name: /I agree/ } );

	await expect( submit ).toBeDisabled();
	await consent.check();
	await expect( submit ).toBeEnabled();

	await form.getByLabel( /^Your email/ ).fill( 'ada@' );
	await form.getByLabel( /^Message/ ).fill( 'Too short.' );
	await submit.click();

	await expect( form ).toHaveAttribute( 'data-status', 'invalid' );
	const name = form.getByLabel( /^Your name/ );
	await expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( name ).toHaveAttribute( 'required', '' );
	await expect( name ).toHaveAttribute(
		'aria-describedby',
		/-your-name-error\b/
	);
	await expect( name ).toBeFocused();
	await expect( name ).toHaveAccessibleDescription(
		/^Please fill out this field\./
	);
	// Fields the island found valid stay unmarked.
	await expect( form.getByLabel( /^Your website/ ) ).not.toHaveAttribute(
		'aria-invalid',
		'true'
	);
	await expect(
		form.getByLabel( /^Your email/ )
	).toHaveAccessibleDescription( 'Please enter an email address.' );
	await expect( form.getByLabel( /^Message/ ) ).toHaveAccessibleDescription(
		/This field has a too short input\./
	);
	await expect(
		form.locator( '.inkwell-contact-form__response' )
	).toHaveText(
		/^\d fields have an error: Your name, Your email\b.*Please check and try again\.$/
	);

	await name.fill( 'Ada Lovelace' );
	await form.getByLabel( /^Your email/ ).fill( email );
	await form.getByLabel( /^Your website/ ).fill( 'ada.example.com' );
	await form.getByLabel( /^Topic/ ).selectOption( 'A story idea' );
	await form
		.getByLabel( /^Message/ )
		.fill( 'I would like to write about analytical engines.' );
	await expect( form.getByLabel( /^Your email/ ) ).not.toHaveAttribute(
		'aria-invalid',
		'true'
	);
	// People take a few seconds to fill a form; the server refuses faster senders as bots.
	await page.waitForTimeout( 3500 );
	await submit.click();

	await expect( form ).toHaveAttribute( 'data-status', 'sent' );
	await expect(
		form.locator( '.inkwell-contact-form__response' )
	).toHaveText( 'Thank you for your message. It has been sent.' );
	await expect( name ).toHaveValue( '' );
	await expect( consent ).not.toBeChecked();

	await expect.poll( () => mailWith( email ).length ).toBe( 1 );
	const mail = mailWith( email )[ 0 ]!;
	expect( mail ).toMatch( /^Subject: .*A story idea from Ada Lovelace/m );
	expect( mail ).toMatch( new RegExp( `^Reply-To: ${ email }`, 'm' ) );
	expect( mail ).toContain( 'Website: http://ada.example.com' );

	const admin = await browser.newContext( as( 'admin' ) );
	const inbox = await admin.newPage();
	await inbox.goto(
		`/wp-admin/edit.php?post_type=inkwell_submission&s=${ encodeURIComponent(
			email
		) }`
	);
	const row = inbox.locator( '#the-list tr' );
	await expect( row ).toHaveCount( 1 );
	await expect( row ).toContainText( 'Ada Lovelace' );
	await expect( row.locator( '.column-inkwell_forms_status' ) ).toHaveText(
		'mail_sent'
	);
	await admin.close();
} );

test( 'a network failure says the visitor is probably offline and keeps the input', async ( {
	page,
} ) => {
	await page.goto( '/contact/' );
	const form = page.locator( 'form.inkwell-contact-form__form[data-status]' );
	await expect( form ).toHaveAttribute( 'data-status', 'init' );
	await page.route( '**/contact-forms/*/feedback', ( route ) =>
		route.abort( 'internetdisconnected' )
	);
	await form.getByLabel( /^Your name/ ).fill( 'Ada Lovelace' );
	await form.getByLabel( /^Your email/ ).fill( 'ada@example.com' );
	await form.getByLabel( /^Topic/ ).selectOption( 'A correction' );
	await form
		.getByLabel( /^Message/ )
		.fill( 'There is a typo in the second paragraph.' );
	await form.getByRole( 'checkbox', { name: /I agree/ } ).check();
	await form.getByRole( 'button', { name: 'Send message' } ).click();

	await expect(
		form.locator( '.inkwell-contact-form__response' )
	).toHaveText( 'You are probably offline.' );
	await expect( form.getByLabel( /^Your name/ ) ).toHaveValue(
		'Ada Lovelace'
	);
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the form posts to the page and the answer is rendered in place', async ( {
		page,
	} ) => {
		await page.goto( '/contact/' );
		const form = page.locator( 'form.inkwell-contact-form__form' );
		await form.getByLabel( /^Your name/ ).fill( 'Grace Hopper' );
		await form.getByLabel( /^Your email/ ).fill( 'grace@example.com' );
		await form.getByLabel( /^Topic/ ).selectOption( 'Something else' );
		// A javascript: URL passes the browser's own check; the server's scheme list refuses it.
		await form
			.getByLabel( /^Message/ )
			.fill( 'A message long enough to pass.' );
		await form.getByRole( 'checkbox', { name: /I agree/ } ).check();
		await form.getByLabel( /^Your website/ ).fill( 'javascript:alert(1)' );
		await form.getByRole( 'button', { name: 'Send message' } ).click();

		await expect( page.locator( '.inkwell-contact-form' ) ).toHaveClass(
			/is-invalid/
		);
		const website = page.getByLabel( /^Your website/ );
		await expect( website ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( website ).toHaveAccessibleDescription(
			'Please enter a URL.'
		);
		await expect( page.getByLabel( /^Your name/ ) ).toHaveValue(
			'Grace Hopper'
		);
	} );
} );
