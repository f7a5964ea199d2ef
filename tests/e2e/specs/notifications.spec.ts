/**
 * The notifications centre between two readers in two browsers: what A does (follow, like, reply) shows in
 * B's bell while B's page stays open (the minute's poll, on a fake clock) and on B's next page view;
 * opening the panel resets the count and lists grouped entries linking to their targets; /notifications/
 * works without JavaScript, "mark all as read" included; the e-mail choice of /account/ saves.
 */

/**
 * External dependencies
 */
import {
	expect,
	test,
	type Browser,
	type BrowserContext,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { rest } from '../fixtures/content';
import { as, logIn } from '../fixtures/users';

type Created = { id: number; link?: string };

/**
 * A new browser context logged in as a user made by the test (password "password-<login>").
 *
 * @param browser The browser.
 * @param login   The user's login.
 */
async function loggedIn(
	browser: Browser,
	login: string
): Promise< BrowserContext > {
	const context = await browser.newContext( {
		baseURL: test.info().project.use.baseURL,
	} );
	const page = await context.newPage();
	await logIn( page, login, `password-${ login }` );
	await page.close();
	return context;
}

test( "what one reader does shows in the other reader's bell, panel and page", async ( {
	browser,
} ) => {
	// Two readers, three browsers and a dozen page views: minutes on a busy machine.
	test.setTimeout( 240_000 );
	const suffix = `${ Date.now() }`.slice( -8 );

	// The admin makes two readers: B writes a story and a response on it; A had a response approved before.
	const admin = await browser.newPage( as( 'admin' ) );
	await admin.goto( '/' );
	const make = ( login: string, name: string, roles: string[] ) =>
		rest< Created >( admin, 'POST', '/wp/v2/users', {
			username: login,
			name,
			email: `${ login }@inkwell.test`,
			password: `password-${ login }`,
			roles,
		} );
	const loginA = `nota${ suffix }`;
	const loginB = `notb${ suffix }`;
	const userA = await make( loginA, `Ana ${ suffix }`, [ 'subscriber' ] );
	const userB = await make( loginB, `Ben ${ suffix }`, [ 'author' ] );
	const title = `Tide notes ${ suffix }`;
	const story = await rest< Created >( admin, 'POST', '/wp/v2/posts', {
		title,
		content:
			'<!-- wp:paragraph --><p>Low water at noon.</p><!-- /wp:paragraph -->',
		status: 'publish',
		// Dated back, so it is never the newest article that specs running alongside pick.
		date: '2001-01-01T09:00:00',
		author: userB.id,
	} );
	const response = await rest< Created >( admin, 'POST', '/wp/v2/comments', {
		post: story.id,
		author: userB.id,
		content: 'The harbour master agrees.',
		status: 'approved',
	} );
	const elsewhere = await rest< Created >( admin, 'POST', '/wp/v2/posts', {
		title: `Elsewhere ${ suffix }`,
		status: 'publish',
		date: '2001-01-01T09:00:00',
	} );
	// WordPress holds a first response for moderation; A has one approved already, dated back so that
	// WordPress's flood check (one response per 15 s) does not refuse A's reply below on a fast machine.
	await rest< Created >( admin, 'POST', '/wp/v2/comments', {
		post: elsewhere.id,
		author: userA.id,
		content: 'An earlier response.',
		status: 'approved',
		date: '2001-01-01T10:00:00',
	} );
	await admin.close();

	const contextA = await loggedIn( browser, loginA );
	const contextB = await loggedIn( browser, loginB );
	const pageB = await contextB.newPage();
	await pageB.clock.install();
	await pageB.goto( '/' );
	const bellB = pageB.locator( 'header .inkwell-bell__button' );
	const countB = pageB.locator( 'header .inkwell-bell__count' );
	await expect( bellB ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( countB ).toBeHidden();

	// A follows B, likes the story and replies to B's response.
	const pageA = await contextA.newPage();
	await pageA.goto( story.link! );
	const follow = pageA.locator( 'button.is-follow-user' ).first();
	await follow.click();
	await expect( follow ).toHaveAttribute( 'aria-pressed', 'true' );
	const like = pageA.locator( 'button.inkwell-like-button' ).first();
	await like.click();
	await expect( like ).toHaveAttribute( 'aria-pressed', 'true' );
	const parent = pageA.locator( `#comment-${ response.id }` );
	await parent.locator( '> article .comment-reply-link' ).click();
	await expect(
		pageA.locator( `#comment-${ response.id } #commentform` )
	).toBeVisible();
	const replyText = `Agreed, at noon ${ suffix }`;
	await pageA.locator( '#commentform #comment' ).fill( replyText );
	await pageA.locator( '#commentform [type="submit"]' ).click();
	const reply = pageA
		.locator( `#comment-${ response.id } > .children > li` )
		.filter( { hasText: replyText } );
	await expect( reply ).toHaveCount( 1 );
	const replyId = ( await reply.getAttribute( 'id' ) )!;
	// Where WordPress links the reply (with comment pages on, its page is part of the address).
	const replyLink = (
		await rest(
			pageA,
			'GET',
			`/wp/v2/comments/${ replyId.replace( 'comment-', '' ) }`
		)
	).link;
	expect( replyLink ).toContain( `#${ replyId }` );

	// B's page stayed open: within the minute's poll the count shows the three entries.
	await expect( countB ).toBeHidden();
	await pageB.clock.runFor( 60_000 );
	await expect( countB ).toHaveText( '3' );
	await expect( bellB ).toHaveAttribute(
		'aria-label',
		'Notifications, 3 new'
	);

	// B's next page view prints it from the server.
	await pageB.goto( story.link! );
	await expect( countB ).toHaveText( '3' );

	// Opening the panel resets the count and shows the grouped entries, each linking to its target.
	await bellB.click();
	await expect( bellB ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( countB ).toBeHidden();
	const entries = pageB.locator(
		'header .inkwell-bell__panel .inkwell-notification__link'
	);
	await expect( entries ).toHaveCount( 3 );
	const byText = ( text: string ) =>
		entries.filter( { hasText: text } ).first();
	await expect(
		byText( `Ana ${ suffix } replied to your response on "${ title }"` )
	).toHaveAttribute( 'href', replyLink );
	await expect(
		byText( `Ana ${ suffix } liked "${ title }"` )
	).toHaveAttribute( 'href', story.link! );
	await expect( byText( `Ana ${ suffix } followed you` ) ).toHaveAttribute(
		'href',
		/\/author\//
	);
	await pageB.reload();
	await expect( countB ).toBeHidden();

	// Without JavaScript: /notifications/ lists them, and "mark all as read" clears their highlight.
	const plain = await contextB.browser()!.newContext( {
		baseURL: test.info().project.use.baseURL,
		javaScriptEnabled: false,
		storageState: await contextB.storageState(),
	} );
	const pageNoJs = await plain.newPage();
	await pageNoJs.goto( '/notifications/' );
	await expect(
		pageNoJs.getByRole( 'heading', { level: 1, name: 'Notifications' } )
	).toBeVisible();
	const listed = pageNoJs.locator( '#inkwell-list-notifications > li' );
	await expect( listed ).toHaveCount( 3 );
	await expect( listed.locator( 'a' ).first() ).toHaveAttribute(
		'href',
		replyLink
	);
	await expect( pageNoJs.locator( 'li.is-new' ) ).toHaveCount( 3 );
	await pageNoJs.getByRole( 'button', { name: 'Mark all as read' } ).click();
	await expect( pageNoJs ).toHaveURL( /\/notifications\/$/ );
	await expect( listed ).toHaveCount( 3 );
	await expect( pageNoJs.locator( 'li.is-new' ) ).toHaveCount( 0 );

	// The e-mail choice of /account/ saves, without JavaScript too.
	await pageNoJs.goto( '/account/' );
	const likes = pageNoJs.getByRole( 'group', {
		name: 'Likes of my stories',
	} );
	await likes.getByLabel( 'Daily digest' ).check();
	await pageNoJs
		.getByRole( 'button', { name: 'Save e-mail choices' } )
		.click();
	await expect(
		pageNoJs.locator( '#inkwell-mail-settings .inkwell-notice' )
	).toHaveText( 'Your e-mail choices are saved.' );
	await expect( likes.getByLabel( 'Daily digest' ) ).toBeChecked();
	await pageNoJs.reload();
	await expect(
		pageNoJs
			.getByRole( 'group', { name: 'Likes of my stories' } )
			.getByLabel( 'Daily digest' )
	).toBeChecked();

	await plain.close();
	await contextA.close();
	await contextB.close();
} );
