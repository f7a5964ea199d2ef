/**
 * Logs each demo role in once through the real login form and keeps its cookies for the specs.
 */

/**
 * External dependencies
 */
import { chromium, type FullConfig } from '@playwright/test';

/**
 * Internal dependencies
 */
import { DEMO_USERS, logIn, storageStateOf } from './fixtures/users';

export default async function globalSetup( config: FullConfig ) {
	const project = config.projects[ 0 ];
	const baseURL = project?.use.baseURL ?? '';
	const browser = await chromium.launch( project?.use.launchOptions );
	for ( const user of Object.values( DEMO_USERS ) ) {
		const page = await browser.newPage( { baseURL } );
		await logIn( page, user.login, user.password );
		await page
			.context()
			.storageState( { path: storageStateOf( user.login ) } );
		await page.close();
	}
	await browser.close();
}
