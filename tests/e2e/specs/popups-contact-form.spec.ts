/**
 * A contact form inside a popup closes the popup 3000 ms after a successful send (SPEC 4.11), as the
 * newsletter form does: the page's clock is paused before the send, so the test checks both sides of 3000 ms.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { rest } from '../fixtures/content';
import { as } from '../fixtures/users';

test( 'a contact form in a popup closes the popup 3000 ms after a successful send', async ( {
	browser,
	page,
	baseURL,
} ) => {
	// The admin's set-up: more than the default budget on a busy machine.
	test.setTimeout( 90_000 );
	// The form may be sent at once (bin/site/mu-plugins/inkwell-test-switches.php), not after 3 s of typing.
	await page
		.context()
		.addCookies( [
			{ name: 'inkwell_form_fill', value: 'instant', url: baseURL! },
		] );
	const suffix = `${ Date.now() }`.slice( -8 );
	const admin = await browser.newPage( as( 'admin' ) );
	await admin.goto( '/' );
	const [ contact ] = await rest< { content: { raw: string } }[] >(
		admin,
		'GET',
		'/wp/v2/pages?slug=contact&context=edit'
	);
	const formId = /wp:inkwell-forms\/contact-form \{"id":(\d+)\}/.exec(
		contact!.content.raw
	)![ 1 ];
	const host = await rest( admin, 'POST', '/wp/v2/pages', {
		title: `Write to us ${ suffix }`,
		status: 'publish',
		content:
			'<!-- wp:paragraph --><p>A page with a contact popup.</p><!-- /wp:paragraph -->',
	} );
	const popupTitle = `Write to us now ${ suffix }`;
	const popup = await rest( admin, 'POST', '/wp/v2/inkblocks_popup', {
		title: popupTitle,
		status: 'publish',
		content: `<!-- wp:inkwell-forms/contact-form {"id":${ formId }} /-->`,
		meta: {
			inkblocks_popup_settings: {
				'open-trigger': 'page-load',
				'page-load-delay': 0,
				conditions: [ `page:${ host.id }` ],
			},
		},
	} );

	try {
		await page.clock.install();
		await page.goto( host.link );
		const dialog = page.getByRole( 'dialog', { name: popupTitle } );
		await expect( dialog ).toBeVisible();
		const form = dialog.locator(
			'form.inkwell-contact-form__form[data-status]'
		);
		await expect( form ).toHaveAttribute( 'data-status', 'init' );
		await form.getByLabel( /^Your name/ ).fill( 'Ada Lovelace' );
		await form
			.getByLabel( /^Your email/ )
			.fill( `popup-${ suffix }@example.com` );
		await form.getByLabel( /^Topic/ ).selectOption( 'A story idea' );
		await form
			.getByLabel( /^Message/ )
			.fill( 'A message sent from inside a popup.' );
		await form.getByRole( 'checkbox', { name: /I agree/ } ).check();
		// From here the page's timers run only when the test moves the clock.
		await page.clock.pauseAt(
			await page.evaluate( () => Date.now() + 1000 )
		);
		await form.getByRole( 'button', { name: 'Send message' } ).click();
		await expect( form ).toHaveAttribute( 'data-status', 'sent' );

		await page.clock.runFor( 2900 );
		await expect( dialog ).toBeVisible();
		// 3000 ms, and the closing animation.
		await page.clock.runFor( 600 );
		await expect( dialog ).toBeHidden();
	} finally {
		await rest(
			admin,
			'DELETE',
			`/wp/v2/inkblocks_popup/${ popup.id }?force=true`
		);
		await rest( admin, 'DELETE', `/wp/v2/pages/${ host.id }?force=true` );
		await admin.close();
	}
} );
