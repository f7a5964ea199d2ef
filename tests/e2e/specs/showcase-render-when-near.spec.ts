/**
 * Content blocks far down a page are laid out and painted only when the reader nears them (DESIGN 7,
 * content-visibility): on the seeded /showcase/ page they are skipped at first, and each one on screen has
 * the box it would have without containment, so nothing moves or is cut once it shows.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Marks the contained blocks, in page order.
 *
 * @param page The page.
 * @return How many there are.
 */
function markContained( page: Page ): Promise< number > {
	return page.evaluate( () => {
		const blocks = [
			...document.querySelectorAll< HTMLElement >(
				'[class*="inkblocks-"]'
			),
		].filter(
			( element ) =>
				getComputedStyle( element ).contentVisibility === 'auto'
		);
		blocks.forEach( ( element, index ) => {
			element.dataset.e2eNear = String( index );
		} );
		return blocks.length;
	} );
}

/**
 * The boxes of the marked blocks, each measured on screen.
 *
 * @param page The page.
 */
function boxesOnScreen( page: Page ): Promise< string[] > {
	return page.evaluate( async () => {
		const frames = () =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			);
		const boxes: string[] = [];
		for ( const element of document.querySelectorAll< HTMLElement >(
			'[data-e2e-near]'
		) ) {
			element.scrollIntoView( { block: 'start', behavior: 'instant' } );
			await frames();
			const box = element.getBoundingClientRect();
			const shown = element.checkVisibility( {
				contentVisibilityAuto: true,
			} );
			boxes.push(
				`${ element.className.split( ' ' )[ 0 ] } ${ Math.round(
					box.width
				) }x${ Math.round( box.height ) }${ shown ? '' : ' skipped' }`
			);
		}
		return boxes;
	} );
}

for ( const width of [ 412, 1280 ] ) {
	test.describe( `${ width } px wide`, () => {
		test.use( { viewport: { width, height: 823 } } );

		test( 'blocks below the first screen wait, then show with their own box', async ( {
			page,
		} ) => {
			await page.goto( '/showcase/', { waitUntil: 'load' } );
			const count = await markContained( page );
			expect( count ).toBeGreaterThan( 10 );

			// At the top, the last blocks are not laid out yet.
			const last = page.locator( `[data-e2e-near="${ count - 1 }"]` );
			expect(
				await last.evaluate( ( element ) =>
					element.firstElementChild!.checkVisibility( {
						contentVisibilityAuto: true,
					} )
				)
			).toBe( false );

			// Past every block once, so each island has mounted.
			await boxesOnScreen( page );
			await page.waitForLoadState( 'networkidle' );
			const contained = await boxesOnScreen( page );
			expect( contained.join( '\n' ) ).not.toContain( 'skipped' );

			await page.addStyleTag( {
				content:
					'[data-e2e-near] { content-visibility: visible !important; }',
			} );
			expect( ( await boxesOnScreen( page ) ).join( '\n' ) ).toBe(
				contained.join( '\n' )
			);
		} );
	} );
}
