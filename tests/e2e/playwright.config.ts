/**
 * Playwright: end-to-end tests in Debian's Chromium against the e2e site that bin/test provisions.
 */

/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';
import path from 'path';

const root = path.resolve( __dirname, '../..' );
export const E2E_PORT = Number( process.env.INKWELL_E2E_PORT ?? 8889 );

export default defineConfig( {
	testDir: './specs',
	outputDir: path.join( root, 'var/e2e/results' ),
	globalSetup: require.resolve( './global-setup' ),
	fullyParallel: false,
	workers: 2,
	// One retry: a test that fails twice fails; one that passes on its retry is named in the summary.
	retries: 1,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: [ [ 'list' ] ],
	use: {
		baseURL: `http://127.0.0.1:${ E2E_PORT }`,
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath: '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
	webServer: {
		command: `bash ${ root }/bin/serve e2e ${ E2E_PORT }`,
		url: `http://127.0.0.1:${ E2E_PORT }/wp-login.php`,
		reuseExistingServer: false,
		timeout: 60_000,
	},
} );
