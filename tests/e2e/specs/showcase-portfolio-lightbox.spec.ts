/**
 * Portfolio and lightbox on the seeded /showcase/ page (SPEC 2.10, 3, 4.13): filters ('all' first), paging
 * by six with 'view more', lightbox links opening an accessible slideshow, and content images opening in the
 * site-wide lightbox; with the mouse and with the keyboard.
 */

/**
 * External dependencies
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectFocusKept, expectModal } from '../fixtures/dialog';
import { approach } from '../fixtures/near';

test.use( { viewport: { width: 1280, height: 900 } } );

/**
 * Opens the showcase and returns the portfolio once its island has mounted.
 *
 * @param page The page.
 */
async function portfolio( page: Page ): Promise< Locator > {
	await page.goto( '/showcase/' );
	await approach( page.locator( '.wp-block-inkblocks-portfolio' ) );
	const block = page.locator( '.wp-block-inkblocks-portfolio' );
	await expect(
		block.getByRole( 'button', { name: 'All' } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	return block;
}

const items = ( block: Locator ) =>
	block.locator( '.inkblocks-portfolio__item' );
const viewer = ( page: Page ) =>
	page.getByRole( 'dialog', { name: /^Image viewer/ } );

test( 'portfolio: all first, six shown, view more reveals the rest and hides; filters show their items (mouse)', async ( {
	page,
} ) => {
	const block = await portfolio( page );
	const filters = block.getByRole( 'group', { name: 'Filter by category' } );
	await expect( filters.getByRole( 'button' ) ).toHaveText( [
		'All',
		'Photography',
		'Illustration',
		'Print',
	] );
	await expect( items( block ) ).toHaveCount( 6 );
	const more = block.getByRole( 'button', { name: 'View more' } );
	await more.click();
	await expect( items( block ) ).toHaveCount( 9 );
	await expect( more ).toHaveCount( 0 );

	await filters.getByRole( 'button', { name: 'Print' } ).click();
	await expect(
		filters.getByRole( 'button', { name: 'Print' } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	await expect(
		filters.getByRole( 'button', { name: 'All' } )
	).toHaveAttribute( 'aria-pressed', 'false' );
	await expect( items( block ) ).toHaveCount( 3 );
	await expect( block.locator( '.inkblocks-portfolio__title' ) ).toHaveText( [
		'Quarterly cover',
		'Market day',
		'Poster series',
	] );
	await expect( more ).toHaveCount( 0 );

	// Masonry: three columns side by side.
	await filters.getByRole( 'button', { name: 'All' } ).click();
	await expect( items( block ) ).toHaveCount( 6 );
	const lefts = new Set(
		await items( block ).evaluateAll( ( elements ) =>
			elements.map( ( element ) =>
				Math.round( element.getBoundingClientRect().left )
			)
		)
	);
	expect( lefts.size ).toBe( 3 );
} );

test( 'portfolio: filters and view more work from the keyboard, focus moves to the first new item', async ( {
	page,
} ) => {
	const block = await portfolio( page );
	await block.getByRole( 'button', { name: 'All' } ).focus();
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'Tab' );
	await expect(
		block.getByRole( 'button', { name: 'Illustration' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( items( block ) ).toHaveCount( 4 );

	await block.getByRole( 'button', { name: 'All' } ).focus();
	await page.keyboard.press( 'Space' );
	await expect( items( block ) ).toHaveCount( 6 );
	await block.getByRole( 'button', { name: 'View more' } ).focus();
	await page.keyboard.press( 'Enter' );
	await expect( items( block ) ).toHaveCount( 9 );
	await expect( items( block ).nth( 6 ) ).toBeFocused();
} );

test( 'lightbox: a portfolio link opens a slideshow dialog; arrows, counter, zoom, share, Escape and focus return (mouse + keys)', async ( {
	page,
} ) => {
	const block = await portfolio( page );
	const first = block.locator( '.inkblocks-portfolio__link' ).first();
	await expect( first ).toHaveAttribute(
		'href',
		/^#block-action:action=lightbox&settings=/
	);
	// The lightbox script waits in its template for the first gesture towards a link (the click below).
	await expect(
		page.locator( 'template[data-inkblocks-deferred="inkblocks-lightbox"]' )
	).toHaveCount( 1 );
	await first.click();
	const dialog = viewer( page );
	await expectModal( dialog );
	await expect( dialog.locator( '.inkblocks-lightbox__title' ) ).toHaveText(
		'Harbour mornings'
	);
	// The six shown items minus the one without lightbox (it links to an article).
	await expect( dialog.locator( '.inkblocks-lightbox__counter' ) ).toHaveText(
		'1 / 5'
	);
	await expect( page ).not.toHaveURL( /block-action/ );

	await page.keyboard.press( 'ArrowRight' );
	await expect( dialog.locator( '.inkblocks-lightbox__counter' ) ).toHaveText(
		'2 / 5'
	);
	await expect( dialog.locator( '.inkblocks-lightbox__title' ) ).toHaveText(
		'Field notes'
	);
	await page.keyboard.press( 'ArrowLeft' );
	await page.keyboard.press( 'ArrowLeft' );
	await expect( dialog.locator( '.inkblocks-lightbox__counter' ) ).toHaveText(
		'5 / 5'
	);
	await dialog.getByRole( 'button', { name: 'Next image' } ).click();
	await expect( dialog.locator( '.inkblocks-lightbox__counter' ) ).toHaveText(
		'1 / 5'
	);

	const zoom = dialog.getByRole( 'button', { name: 'Zoom' } );
	await zoom.click();
	await expect( zoom ).toHaveAttribute( 'aria-pressed', 'true' );
	const share = dialog.getByRole( 'button', { name: 'Share' } );
	await share.click();
	await expect(
		dialog.getByRole( 'link', { name: 'Pin on Pinterest' } )
	).toHaveAttribute( 'href', /pinterest\.com\/pin\/create/ );
	await expect(
		dialog.getByRole( 'button', { name: 'Full screen' } )
	).toBeVisible();

	// Tab never leaves the dialog for the page.
	await expectFocusKept( page, dialog, 'Tab', 12 );
	// Escape closes the share menu first, then the dialog; focus returns to the link.
	await page.keyboard.press( 'Escape' );
	await expect( share ).toHaveAttribute( 'aria-expanded', 'false' );
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
	await expect( first ).toBeFocused();

	// Keyboard only: Enter on the focused link opens it again; the close button closes it.
	await page.keyboard.press( 'Enter' );
	await expect( viewer( page ) ).toBeVisible();
	await viewer( page ).getByRole( 'button', { name: 'Close' } ).click();
	await expect( viewer( page ) ).toHaveCount( 0 );
	await expect( first ).toBeFocused();
} );

test( 'lightbox: content images linked to their file open in the site-wide lightbox as one slideshow', async ( {
	page,
} ) => {
	await page.goto( '/showcase/' );
	const links = page.locator(
		'.wp-block-gallery a[data-inkblocks-lightbox]'
	);
	await expect( links ).toHaveCount( 3 );
	const href = await links.nth( 1 ).getAttribute( 'href' );
	await links.nth( 1 ).click();
	const dialog = viewer( page );
	await expect( dialog.locator( '.inkblocks-lightbox__counter' ) ).toHaveText(
		/^\d+ \/ \d+$/
	);
	await expect(
		dialog.locator( '.inkblocks-lightbox__image' )
	).toHaveAttribute( 'src', href ?? '' );
	await expect( page ).toHaveURL( /\/showcase\/$/ );
	await page.mouse.click( 5, 450 );
	await expect( dialog ).toHaveCount( 0 );
} );

test( 'no block script loads on a page without the blocks', async ( {
	page,
} ) => {
	await page.goto( '/' );
	for ( const bundle of [
		'portfolio',
		'lightbox',
		'image-layout',
		'image-accordion',
		'testimonials',
		'progress-bar',
		'timeline',
	] ) {
		await expect(
			page.locator( `script[src*="inkblocks/build/${ bundle }/"]` )
		).toHaveCount( 0 );
	}
} );
