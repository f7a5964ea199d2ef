/**
 * The account page's profile settings (SPEC 2.8): cover overlay with live preview, profile image with
 * preview and delete (hidden flag '1'), the image used as the avatar everywhere, uploads checked by content.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { profilePath } from '../fixtures/profiles';
import { as } from '../fixtures/users';

// A real 4x4 PNG (GD redraws it on the server).
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAA7EAAAOxAGVKw4bAAAAFElEQVQImWM8YWPDAANMDEgANwcAQBABSPDBDRgAAAAASUVORK5CYII=',
	'base64'
);

test.use( as( 'otherReader' ) );
test.describe.configure( { mode: 'serial' } );

/**
 * The profile form of the account page.
 *
 * @param page The page.
 */
function profileForm( page: Page ) {
	return page.locator( 'form[data-inkwell-profile-form]' );
}

/**
 * Saves the form and waits for the account page to come back with its notice.
 *
 * @param page The page.
 */
async function save( page: Page ) {
	await Promise.all( [
		page.waitForURL( /\/account\/#inkwell-profile-settings$/ ),
		profileForm( page )
			.getByRole( 'button', { name: 'Save profile' } )
			.click(),
	] );
	return page.locator( '#inkwell-profile-settings .inkwell-notice' );
}

test( 'the cover overlay is previewed live and saved on submit, then shown on the profile', async ( {
	page,
} ) => {
	await page.goto( '/account/' );
	const cover = profileForm( page ).locator( '[data-inkwell-cover]' );
	await profileForm( page ).getByLabel( 'Dark' ).check();
	await expect( cover ).toHaveClass( /is-overlay-dark/ );
	await profileForm( page ).getByLabel( 'Gradient' ).check();
	await expect( cover ).toHaveClass( /is-overlay-gradient/ );
	await expect( cover ).not.toHaveClass( /is-overlay-dark/ );

	// Nothing is stored before the form is sent.
	await page.goto( profilePath( 'reader2' ) );
	await expect(
		page.locator( '.inkwell-profile .inkwell-cover' )
	).not.toHaveClass( /is-overlay-gradient/ );

	await page.goto( '/account/' );
	await profileForm( page ).getByLabel( 'Gradient' ).check();
	await expect( await save( page ) ).toHaveText( 'Your profile is saved.' );
	await expect( profileForm( page ).getByLabel( 'Gradient' ) ).toBeChecked();
	await page.goto( profilePath( 'reader2' ) );
	await expect(
		page.locator( '.inkwell-profile .inkwell-cover' )
	).toHaveClass( /is-overlay-gradient/ );

	// Back to none.
	await page.goto( '/account/' );
	await profileForm( page ).getByLabel( 'None' ).check();
	await save( page );
} );

test( 'a profile image is previewed, saved, used as the avatar everywhere, then removed with the hidden flag', async ( {
	page,
} ) => {
	await page.goto( '/account/' );
	const form = profileForm( page );
	const preview = form.locator( '.inkwell-profile-preview img' );
	await form.getByLabel( 'Profile image' ).setInputFiles( {
		name: 'me.png',
		mimeType: 'image/png',
		buffer: PNG,
	} );
	await expect( preview ).toHaveAttribute( 'src', /^blob:/ );
	await expect( await save( page ) ).toHaveText( 'Your profile is saved.' );

	// The header avatar and the profile avatar are the uploaded image now.
	const headerAvatar = page.locator( '.inkwell-account__profile img' );
	await expect( headerAvatar ).toHaveAttribute(
		'src',
		/\/uploads[^/]*\/.*\/[a-z0-9]{24}(-\d+x\d+)?\.png/
	);
	await page.goto( profilePath( 'reader2' ) );
	await expect(
		page.locator( 'img.inkwell-profile__avatar' )
	).toHaveAttribute(
		'src',
		/\/uploads[^/]*\/.*\/[a-z0-9]{24}(-\d+x\d+)?\.png/
	);

	// Remove: the flag becomes '1', the initials are previewed, and saving deletes the image.
	await page.goto( '/account/' );
	const remove = form.getByRole( 'button', { name: 'Remove image' } );
	await expect( remove ).toBeVisible();
	await remove.click();
	await expect(
		form.locator( 'input[type="hidden"][name="profile_image_delete"]' )
	).toHaveValue( '1' );
	await expect( preview ).toHaveAttribute( 'src', /^data:image\/svg\+xml/ );
	await expect( remove ).toBeHidden();
	await expect( page ).toHaveURL( /\/account\/$/ );
	await save( page );
	await expect(
		page.locator( '.inkwell-account__profile img' )
	).toHaveAttribute( 'src', /^data:image\/svg\+xml/ );
	await expect(
		form.getByRole( 'button', { name: 'Remove image' } )
	).toBeHidden();
} );

test( 'files are checked: a wrong type is refused in the page, an impostor by the server', async ( {
	page,
} ) => {
	await page.goto( '/account/' );
	const form = profileForm( page );
	const input = form.getByLabel( 'Profile image' );
	const error = form.locator( '[data-inkwell-image-error]' );

	await input.setInputFiles( {
		name: 'logo.svg',
		mimeType: 'image/svg+xml',
		buffer: Buffer.from( '<svg xmlns="http://www.w3.org/2000/svg"/>' ),
	} );
	await expect( error ).toHaveText(
		'Please choose a JPEG, PNG, GIF or WebP image.'
	);
	await expect( input ).toHaveAttribute( 'aria-invalid', 'true' );

	// Claims to be a PNG: only its bytes tell, on the server.
	await input.setInputFiles( {
		name: 'cat.png',
		mimeType: 'image/png',
		buffer: Buffer.from( '<?php echo "not an image";' ),
	} );
	await expect( error ).toBeHidden();
	const notice = await save( page );
	await expect( notice ).toHaveText(
		'Please choose a JPEG, PNG, GIF or WebP image.'
	);
	await expect( notice ).toHaveAttribute( 'role', 'alert' );
	await expect(
		page.locator( '.inkwell-account__profile img' )
	).toHaveAttribute( 'src', /^data:image\/svg\+xml/ );
} );

test.describe( 'the profile address', () => {
	// The admin's profile: no other spec visits it while its address changes.
	test.use( as( 'admin' ) );

	test( 'is chosen on the account page, and the username is refused', async ( {
		page,
	} ) => {
		const before = profilePath( 'admin' ).split( '/' )[ 2 ]!;
		await page.goto( '/account/' );
		const address = () =>
			profileForm( page ).getByLabel( 'Profile address' );
		await expect( address() ).toHaveValue( before );

		await address().fill( 'admin' );
		const refused = await save( page );
		await expect( refused ).toHaveText(
			'Your profile address cannot be your username, which you log in with.'
		);
		await expect( refused ).toHaveAttribute( 'role', 'alert' );
		await expect( address() ).toHaveValue( before );

		const chosen = `site-keeper-${ Date.now() }`;
		await address().fill( chosen );
		await expect( await save( page ) ).toHaveText(
			'Your profile is saved.'
		);
		await expect( address() ).toHaveValue( chosen );
		const profile = await page.goto( `/author/${ chosen }/` );
		expect( profile?.status() ).toBe( 200 );
		expect( ( await page.goto( `/author/${ before }/` ) )?.status() ).toBe(
			404
		);

		await page.goto( '/account/' );
		await address().fill( before );
		await expect( await save( page ) ).toHaveText(
			'Your profile is saved.'
		);
	} );
} );
