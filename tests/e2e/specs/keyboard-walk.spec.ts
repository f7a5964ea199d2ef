/**
 * A keyboard-only walk (issue 18): no mouse, only Tab, Shift+Tab, Enter, Space and Escape (a locator's
 * focus() jumps to where a part of the walk starts). After each step it asserts where the focus is and
 * what the live regions say: the article (skip link, section navigation, share bar, like, bookmark and
 * follow pressed twice, a comment's menu with its report confirm, a reply posted), the contact form's
 * empty submit, two popups, the lightbox and the scratch card.
 */

/**
 * External dependencies
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { publishedPosts } from '../fixtures/content';
import { expectFocusKept, focusedHtml } from '../fixtures/dialog';
import { approach } from '../fixtures/near';
import { onlyPopups } from '../fixtures/popups';
import { as } from '../fixtures/users';

test.use( { viewport: { width: 1280, height: 800 } } );

/**
 * Presses Tab (or Shift+Tab) until the focused element is the one given; fails after `most` presses.
 *
 * @param page   The page.
 * @param target The element to reach.
 * @param key    Tab or Shift+Tab.
 * @param most   The most presses it may take.
 */
async function tabTo(
	page: Page,
	target: Locator,
	key: 'Tab' | 'Shift+Tab' = 'Tab',
	most = 60
): Promise< void > {
	const handle = await target.elementHandle();
	for ( let i = 0; i < most; i++ ) {
		await page.keyboard.press( key );
		if (
			await page.evaluate(
				( element ) => element?.ownerDocument.activeElement === element,
				handle
			)
		) {
			return;
		}
	}
	throw new Error( `${ target } not reached in ${ most } presses` );
}

/**
 * Presses Space on a focused toggle twice: each press flips aria-pressed, the focus stays on it and its
 * name stays (the state is said once, by aria-pressed).
 *
 * @param page   The page.
 * @param button The focused toggle.
 * @param name   Its accessible name.
 */
async function pressTwice(
	page: Page,
	button: Locator,
	name: RegExp
): Promise< void > {
	const before = await button.getAttribute( 'aria-pressed' );
	const after = before === 'true' ? 'false' : 'true';
	for ( const pressed of [ after, before! ] ) {
		await page.keyboard.press( 'Space' );
		// A REST call each time: the server may be slow on a busy machine.
		await expect( button ).toHaveAttribute( 'aria-pressed', pressed, {
			timeout: 30_000,
		} );
		await expect( button ).toHaveAttribute( 'aria-disabled', 'false' );
		await expect( button ).toBeFocused();
		await expect( button ).toHaveAccessibleName( name );
	}
}

test.describe( 'the article, as a reader', () => {
	test.use( as( 'otherReader' ) );

	test( 'skip link, section navigation, share bar, toggles, comment menu and a reply', async ( {
		page,
	} ) => {
		// Some forty steps, each waiting on the page: room for a machine busy with other work.
		test.setTimeout( 180_000 );
		const [ post ] = await publishedPosts( page.request, 1 );
		await page.goto( post!.link );

		// The skip link (after the admin bar's own) takes the focus to the main content.
		const skip = page.locator( '.inkwell-skip-link' );
		await tabTo( page, skip, 'Tab', 8 );
		await page.keyboard.press( 'Enter' );
		await expect( page.locator( '#main' ) ).toBeFocused();

		// The section navigation stays while it has focus, even when the scroll asks it to hide.
		const nav = page.locator( '.inkwell-section-nav' );
		const sections = nav.locator( 'a' );
		const count = await sections.count();
		expect( count ).toBeGreaterThanOrEqual( 2 );
		await tabTo( page, sections.first(), 'Tab', 5 );
		// The page checks the scroll direction every 200 ms: scroll on until it has seen it go down.
		await expect( async () => {
			await page.evaluate( () => window.scrollBy( 0, 150 ) );
			await expect( nav ).toHaveClass( /is-hidden/, { timeout: 500 } );
		} ).toPass();
		for ( let i = 1; i < count; i++ ) {
			await expect( nav ).toHaveCSS( 'opacity', '1' );
			await page.keyboard.press( 'Tab' );
			await expect( sections.nth( i ) ).toBeFocused();
		}

		// Then every control of the share bar, shown while it has focus.
		const share = page.locator( '.inkwell-share' );
		const shareControls = share.locator( 'a, button' );
		for ( let i = 0; i < ( await shareControls.count() ); i++ ) {
			await page.keyboard.press( 'Tab' );
			await expect( shareControls.nth( i ) ).toBeFocused();
			await expect( share ).toHaveCSS( 'opacity', '1' );
		}

		// Like, bookmark and follow: Space twice, the focus never leaves them.
		const like = page.locator( 'button.inkwell-like-button' );
		await tabTo( page, like, 'Tab', 10 );
		await pressTwice( page, like, /^Like\s*\d+$/ );
		const bookmark = page.locator(
			'button.inkwell-toggle-button.is-bookmark'
		);
		await tabTo( page, bookmark, 'Tab', 3 );
		await pressTwice( page, bookmark, /^Bookmark$/ );
		const follow = page
			.locator( 'button.inkwell-toggle-button.is-follow-user' )
			.first();
		await tabTo( page, follow, 'Tab', 10 );
		await expect( follow ).toHaveText( 'Follow' );
		await pressTwice( page, follow, /^Follow \S/ );

		// A comment by someone else: its menu names whose it is; Report asks first; Escape closes.
		const comment = page
			.locator( '.comment' )
			.filter( {
				has: page.locator( '> article [data-inkwell-report]' ),
			} )
			.filter( { has: page.locator( '> article .comment-reply-link' ) } )
			.first();
		const menu = comment.locator( '> article [data-inkwell-comment-menu]' );
		const toggle = menu.locator( 'summary' );
		await toggle.focus();
		await expect( toggle ).toHaveAccessibleName(
			/^Actions for the response by \S/
		);
		await page.keyboard.press( 'Enter' );
		await expect( menu ).toHaveAttribute( 'open', '' );
		const report = menu.locator( '[data-inkwell-report]' );
		await tabTo( page, report, 'Tab', 3 );
		await page.keyboard.press( 'Enter' );
		const confirm = menu.getByRole( 'group', {
			name: 'Report this response to the moderators?',
		} );
		await expect( confirm ).toBeVisible();
		await expect( report ).toBeHidden();
		await expect(
			confirm.getByRole( 'button', { name: 'Yes, report it' } )
		).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect(
			confirm.getByRole( 'button', { name: 'Cancel' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( confirm ).toHaveCount( 0 );
		await expect( report ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( confirm ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( confirm ).toHaveCount( 0 );
		await expect( report ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( menu ).not.toHaveAttribute( 'open', '' );
		await expect( toggle ).toBeFocused();

		// Reply: the form and the focus move to the comment field; the post is said in the live region
		// and the focus goes back to Reply.
		const reply = comment.locator( '> article .comment-reply-link' );
		await tabTo( page, reply, 'Shift+Tab', 10 );
		await page.keyboard.press( 'Enter' );
		const field = page.locator( '#respond textarea[name="comment"]' );
		await expect( field ).toBeFocused();
		await expect( comment.locator( '#respond' ) ).toHaveCount( 1 );
		const text = `A reply by keyboard ${ Date.now() }`;
		await page.keyboard.type( text );
		await tabTo(
			page,
			page.locator( '#respond [type="submit"]' ),
			'Tab',
			10
		);
		await page.keyboard.press( 'Enter' );
		await expect(
			page.locator( '[data-inkwell-comment-response]' )
		).toHaveText(
			/^Your response has been (posted|sent and awaits moderation)\.$/
		);
		await expect( comment.locator( '.children' ) ).toContainText( text );
		await expect( reply ).toBeFocused();
	} );
} );

test.describe( 'forms, dialogs and widgets, as a guest', () => {
	test( 'the contact form: an empty submit focuses the first error and sums up the errors', async ( {
		page,
	} ) => {
		await page.goto( '/contact/' );
		const form = page.locator( 'form.inkwell-contact-form__form' );
		const consent = form.locator( 'input[type="checkbox"][required]' );
		await consent.focus();
		await page.keyboard.press( 'Space' );
		await expect( consent ).toBeChecked();
		const submit = form.locator( 'button[type="submit"]' );
		await tabTo( page, submit, 'Tab', 3 );
		await page.keyboard.press( 'Enter' );

		const name = form.getByLabel( /^Your name/ );
		await expect( name ).toBeFocused();
		await expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( name ).toHaveAttribute( 'required', '' );
		await expect( name ).toHaveAccessibleDescription(
			/^Please fill out this field\./
		);
		await expect( form.getByLabel( /^Your email/ ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect(
			form.locator( '.inkwell-contact-form__response' )
		).toHaveText(
			/^\d fields have an error: Your name, Your email\b.*Please check and try again\.$/
		);
	} );

	test( 'popups: Tab stays inside, one opening on its own waits, Escape returns the focus', async ( {
		page,
	} ) => {
		// The clock stands still but for the jumps below; no hide animations (they run on timers).
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.clock.install();
		await page.clock.pauseAt( Date.now() + 1000 );
		await onlyPopups( page, [ 'Our house rules', 'Welcome aboard' ] );
		const opener = page.locator( '.demo-open-rules' );
		await opener.focus();
		await page.keyboard.press( 'Enter' );
		const rules = page.getByRole( 'dialog', { name: 'Our house rules' } );
		await expect( rules ).toBeVisible();
		await expect( rules ).toBeFocused();
		await expectFocusKept( page, rules, 'Tab', 8 );

		// The page-load popup's delay passes: it waits behind the open one.
		await page.clock.fastForward( 10_000 );
		const focused = await focusedHtml( page );
		await expect( rules ).toBeVisible();
		await expect(
			page.getByRole( 'dialog', { name: 'Welcome aboard' } )
		).toHaveCount( 0 );
		expect( await focusedHtml( page ) ).toBe( focused );

		await page.keyboard.press( 'Escape' );
		await expect( rules ).toHaveCount( 0 );
		await expect( opener ).toBeFocused();
		// Then it opens, and closing it too gives the focus back.
		await page.clock.resume();
		const welcome = page.getByRole( 'dialog', { name: 'Welcome aboard' } );
		await expect( welcome ).toBeVisible();
		await expect( welcome ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( welcome ).toHaveCount( 0 );
		await expect( opener ).toBeFocused();
	} );

	test( 'the lightbox gives the focus back to its link; the scratch card reveals with the keyboard', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		const image = page
			.locator( '.wp-block-gallery a[data-inkblocks-lightbox]' )
			.first();
		await image.focus();
		await page.keyboard.press( 'Enter' );
		const viewer = page.getByRole( 'dialog', { name: /^Image viewer/ } );
		await expect( viewer ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( viewer ).toHaveCount( 0 );
		await expect( image ).toBeFocused();

		await approach( page.locator( '.inkblocks-scratch__island' ) );
		const card = page.locator( '.inkblocks-scratch__card' ).first();
		await card.scrollIntoViewIfNeeded();
		const reveal = card.getByRole( 'button', { name: 'Reveal' } );
		await reveal.focus();
		await page.keyboard.press( 'Space' );
		const content = card.locator( '.inkblocks-scratch__content' );
		await expect( content ).toBeFocused();
		await expect( content ).not.toHaveAttribute( 'inert', '' );
		await expect( card.getByRole( 'status' ) ).not.toHaveText( '' );
	} );
} );
