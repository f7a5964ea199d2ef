/**
 * The Newsletter admin screen (issue 6): lists with counts, search, CSV export and delete.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';
import fs from 'fs';

/**
 * Internal dependencies
 */
import { as } from '../fixtures/users';

test.use( as( 'admin' ) );

test( 'a new sign-up is counted, found, exported and deleted', async ( {
	page,
	request,
} ) => {
	// Several admin pages and a download on a busy machine.
	test.setTimeout( 120_000 );
	const email = `reader-${ Date.now() }@example.com`;
	// A real sign-up through the inline form's action (the site's first list).
	const signUp = await request.post( '/wp-admin/admin-ajax.php', {
		form: {
			action: 'inkblocks_subscribe_form_ajax',
			'data[email]': email,
			'data[use_target_list_id]': 'false',
			'data[target_list_id]': '',
			'data[data]': 'page:0',
		},
	} );
	expect( ( await signUp.json() ).type ).toBe( 'success' );

	await page.goto( '/wp-admin/admin.php?page=inkblocks-newsletter' );
	const row = page.getByRole( 'row', { name: /Inkwell Weekly/ } );
	await expect( row ).toBeVisible();
	// Confirmed, pending, unsubscribed: the new address waits for its confirmation.
	const pending = Number( await row.locator( 'td' ).nth( 1 ).innerText() );
	expect( pending ).toBeGreaterThanOrEqual( 1 );

	await row.getByRole( 'link', { name: 'Inkwell Weekly' } ).click();
	await page.getByLabel( 'Search addresses' ).fill( email );
	await page.getByRole( 'button', { name: 'Search', exact: true } ).click();
	await expect( page.getByRole( 'heading', { level: 2 } ) ).toHaveText(
		'Inkwell Weekly: 1 subscriber'
	);
	const subscriber = page.getByRole( 'row', { name: new RegExp( email ) } );
	await expect( subscriber ).toContainText( 'pending' );

	const [ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page.getByRole( 'link', { name: 'Export CSV' } ).click(),
	] );
	const csv = fs.readFileSync( ( await download.path() ) ?? '', 'utf8' );
	expect( csv.split( '\n' )[ 0 ] ).toBe( 'email,status,source,subscribed' );
	expect( csv ).toContain( `${ email },pending,page:0,` );

	await subscriber
		.getByRole( 'checkbox', { name: `Select ${ email }` } )
		.check();
	await page.getByRole( 'button', { name: 'Delete selected' } ).click();
	await expect( page.getByText( '1 subscriber deleted.' ) ).toBeVisible();
	await page.goto(
		`${ page.url().replace( /&inkblocks_notice.*$/, '' ) }&s=${ encodeURIComponent( email ) }`
	);
	await expect( page.getByText( 'No subscribers found.' ) ).toBeVisible();
} );
