/**
 * A translation made for the test locale eo (bin/php/dist-translation.php: a .mo for PHP and a JSON file for
 * the scripts, from the .pot the zip ships) shows both in the server's HTML and inside the like-button
 * island, whose label React renders again once it is pressed.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

test( 'the like button speaks Esperanto on the server and in the island', async ( {
	page,
	request,
} ) => {
	// The server's HTML of the article, as a guest gets it: PHP's translation.
	const html = await ( await request.get( '/?p=1' ) ).text();
	expect( html ).toContain( '<html lang="eo"' );
	expect( html ).toMatch( /inkwell-like-button__label">Ŝati</ );

	// Logged in, straight back to the article, where the like button is an island.
	await page.goto(
		`/wp-login.php?redirect_to=${ encodeURIComponent( '/?p=1' ) }`
	);
	await page.fill( '#user_login', 'admin' );
	await page.fill( '#user_pass', 'password' );
	await Promise.all( [
		page.waitForURL( ( url ) => ! url.pathname.endsWith( 'wp-login.php' ) ),
		page.click( '#wp-submit' ),
	] );
	const button = page
		.locator( '[data-inkwell-island="like-button"] button' )
		.first();
	await expect( button ).toContainText( 'Ŝati' );
	await button.click();
	// Pressed, the label is the island's own render: the script translation.
	await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( button ).toContainText( 'Ŝati' );
	await button.click();
	await expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
	await expect( button ).toContainText( 'Ŝati' );
} );
