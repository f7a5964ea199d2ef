/**
 * Screenshots of every demo page type at 390, 1280 and 1920 px, light and dark, left to right and right
 * to left: one page load for each page, scheme and direction, resized through the widths.
 */

/**
 * External dependencies
 */
import { test } from '@playwright/test';
import path from 'path';

/**
 * Internal dependencies
 */
import {
	PAGE_TYPES,
	contextFor,
	loadEverything,
	pathOf,
	settle,
} from '../fixtures/page-types';

const WIDTHS = [ 390, 1280, 1920 ];
const SHOTS = path.resolve( __dirname, '../../../var/shots' );

for ( const type of PAGE_TYPES ) {
	for ( const direction of [ 'ltr', 'rtl' ] as const ) {
		for ( const scheme of [ 'light', 'dark' ] as const ) {
			test( `${ type.name } ${ scheme } ${ direction }`, async ( {
				browser,
				baseURL,
			} ) => {
				const context = await contextFor( browser, {
					baseURL: baseURL!,
					type,
					direction,
					scheme,
					width: WIDTHS[ 0 ]!,
				} );
				const page = await context.newPage();
				await page.goto( await pathOf( type, page.request ) );
				await loadEverything( page );
				// A full-page capture is no reader's scroll: the sections drawn only near the viewport
				// (content-visibility: auto) are drawn all at once.
				await page.addStyleTag( {
					content: '* { content-visibility: visible !important; }',
				} );
				for ( const width of WIDTHS ) {
					await page.setViewportSize( { width, height: 900 } );
					await settle( page );
					await page.screenshot( {
						path: path.join(
							SHOTS,
							type.name,
							`${ width }-${ scheme }-${ direction }.png`
						),
						fullPage: true,
					} );
				}
				await context.close();
			} );
		}
	}
}
