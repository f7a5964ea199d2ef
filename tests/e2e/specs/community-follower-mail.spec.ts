/**
 * A follower is e-mailed when an author they follow publishes (queued, sent by WP-Cron), and the mail's
 * signed one-click link stops those mails without logging in.
 */

/**
 * External dependencies
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import fs from 'fs';

/**
 * Internal dependencies
 */
import { publishedPosts, rest } from '../fixtures/content';
import { decoded } from '../fixtures/mail';
import { as } from '../fixtures/users';

/**
 * A logged-in page of a demo role on an article, where the REST nonce is in the page configuration.
 *
 * @param browser The browser.
 * @param role    The demo role.
 * @param url     An article.
 */
async function pageOf(
	browser: Browser,
	role: 'reader' | 'author',
	url: string
): Promise< Page > {
	const page = await browser.newPage( as( role ) );
	await page.goto( url );
	return page;
}

test( 'publishing mails the followers; the signed link mutes the author', async ( {
	browser,
	page,
	request,
} ) => {
	test.setTimeout( 120_000 );
	const [ article ] = await publishedPosts( request, 1 );
	const reader = await pageOf( browser, 'reader', article!.link );
	const me = await rest< Record< string, unknown > >(
		reader,
		'GET',
		'/wp/v2/users/me?context=edit'
	);
	const author = await pageOf( browser, 'author', article!.link );
	const authorId = (
		await rest< Record< string, unknown > >(
			author,
			'GET',
			'/wp/v2/users/me'
		)
	).id;

	// The reader follows the author (idempotent if the seed already did).
	await reader.evaluate( async ( id ) => {
		const nonce = (
			window as unknown as { inkwellConfig: { nonce: string } }
		 ).inkwellConfig.nonce;
		await fetch( `/wp-json/fup/user/follow?_wpnonce=${ nonce }`, {
			method: 'POST',
			body: new URLSearchParams( { id: String( id ) } ),
		} );
	}, authorId );

	const title = `A fresh story ${ Date.now() }`;
	const post = await rest< Record< string, unknown > >(
		author,
		'POST',
		'/wp/v2/posts',
		{
			title,
			content: 'The first lines of a story the followers hear about.',
			status: 'publish',
			// Dated back, so it is never the newest article that specs running alongside pick, then deleted.
			date: '2001-01-01T09:00:00',
		}
	);
	expect( post.status ).toBe( 'publish' );

	// WP-Cron sends it on a later request: keep the site busy until the mail lands.
	const dir = `${ __dirname }/../../../var/mail/e2e`;
	let mail = '';
	await expect
		.poll(
			async () => {
				await request.get( '/' );
				for ( const file of fs.readdirSync( dir ) ) {
					const text = decoded(
						fs.readFileSync( `${ dir }/${ file }`, 'utf8' )
					);
					if (
						text.includes( `To: ${ me.email }` ) &&
						text.includes( title )
					) {
						mail = text;
					}
				}
				return mail !== '';
			},
			{ timeout: 60_000 }
		)
		.toBe( true );
	expect( mail ).toContain(
		'List-Unsubscribe-Post: List-Unsubscribe=One-Click'
	);

	const link = mail.match(
		/https?:\/\/[^\s<>]*action=inkwell_unsubscribe_followers[^\s<>]*/
	)![ 0 ];
	await page.goto( new URL( link ).pathname + new URL( link ).search );
	await expect( page.locator( 'body' ) ).toContainText(
		'You will no longer receive e-mails when'
	);

	await rest< Record< string, unknown > >(
		author,
		'DELETE',
		`/wp/v2/posts/${ post.id }?force=true`
	);
	await reader.close();
	await author.close();
} );
