/**
 * npm run shots (bin/shots): screenshots of every demo page type for people to look at, taken in
 * Debian's Chromium from the demo site at INKWELL_SHOTS_URL into var/shots/. Not a test: nothing fails
 * but a page that does not load.
 */

/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';
import path from 'path';

/**
 * Internal dependencies
 */
import e2e from './playwright.config';

const root = path.resolve( __dirname, '../..' );
// The demo users log in to this site, not to the e2e site.
process.env.INKWELL_AUTH_DIR = path.join( root, 'var/shots-auth' );
// Profile addresses are looked up in the local site (npm run site), not in the e2e site.
process.env.INKWELL_PROFILE_SITE = 'dev';

export default defineConfig( {
	testDir: './shots',
	outputDir: path.join( root, 'var/shots-results' ),
	globalSetup: require.resolve( './global-setup' ),
	fullyParallel: true,
	workers: 2,
	retries: 0,
	timeout: 300_000,
	reporter: [ [ 'line' ] ],
	use: {
		...e2e.use,
		baseURL: process.env.INKWELL_SHOTS_URL ?? 'http://127.0.0.1:8888',
	},
} );
