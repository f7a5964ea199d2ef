/**
 * Playwright for the dist stage: specs of tests/e2e/dist/ against the clean WordPress on which bin/dist
 * installed the zips (it serves the site on INKWELL_DIST_PORT while the specs run).
 */

/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';
import path from 'path';

const root = path.resolve( __dirname, '../..' );

export default defineConfig( {
	testDir: './dist',
	outputDir: path.join( root, 'var/dist-results' ),
	workers: 1,
	retries: 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: [ [ 'list' ] ],
	use: {
		baseURL: `http://127.0.0.1:${ process.env.INKWELL_DIST_PORT ?? 8886 }`,
		launchOptions: {
			executablePath: '/usr/bin/chromium',
			args: [ '--no-sandbox', '--disable-gpu' ],
		},
	},
} );
