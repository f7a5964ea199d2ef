/**
 * Dropbar, pricing table and scroll navigation on the seeded /showcase/ page (SPEC 2.10, 4.13, 9): with the
 * mouse and with the keyboard.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { approach } from '../fixtures/near';

test.describe( 'dropbar', () => {
	test( 'a click dropbar opens on click and closes on a click outside', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		await approach( page.locator( '.wp-block-inkblocks-dropbar' ) );
		const button = page.getByRole( 'button', { name: 'Reading options' } );
		const drop = page.getByText( 'Switch to dark mode from the header' );
		await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( drop ).toBeHidden();
		await button.click();
		await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( drop ).toBeVisible();
		await page.getByRole( 'heading', { name: 'Dropbar' } ).click();
		await expect( drop ).toBeHidden();
	} );

	test( 'the keyboard opens it, reaches its links, and Escape closes it back on the button', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		await approach( page.locator( '.wp-block-inkblocks-dropbar' ) );
		const button = page.getByRole( 'button', { name: 'Reading options' } );
		await button.focus();
		await page.keyboard.press( 'Enter' );
		await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		await page.keyboard.press( 'Tab' );
		await expect(
			page.getByRole( 'link', { name: 'Open your account settings' } )
		).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( button ).toBeFocused();
	} );

	test( 'a hover dropbar opens on hover and closes after its hide delay', async ( {
		page,
	} ) => {
		await page.clock.install();
		await page.goto( '/showcase/' );
		await approach( page.locator( '.wp-block-inkblocks-dropbar' ) );
		const button = page.getByRole( 'button', { name: 'About this page' } );
		const drop = page.getByText( 'The showcase page gathers every' );
		await button.hover();
		await expect( drop ).toBeVisible();
		// From here only runFor() moves the page's time, however slow the machine.
		await page.clock.pauseAt(
			await page.evaluate( () => Date.now() + 1000 )
		);
		await page.mouse.move( 5, 5 );
		// hide_delay is 400 ms: still open just before, closed once it has passed.
		await page.clock.runFor( 390 );
		await expect( drop ).toBeVisible();
		await page.clock.runFor( 20 );
		await expect( drop ).toBeHidden();
	} );
} );

test.describe( 'pricing table', () => {
	test( 'features fold and unfold with the label and icon swapping', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		await approach( page.locator( '.wp-block-inkblocks-pricing-table' ) );
		const member = page
			.locator( '.wp-block-inkblocks-pricing-table' )
			.filter( {
				has: page.getByRole( 'heading', {
					name: 'Member',
					exact: true,
				} ),
			} );
		const fold = member.getByRole( 'button', {
			name: 'Show all features',
		} );
		const hiddenFeature = member.getByText( 'Early access to events' );
		await expect( hiddenFeature ).toBeHidden();
		await expect( fold ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( fold.locator( '.is-unfold' ) ).toHaveCount( 1 );

		await fold.click();
		await expect( hiddenFeature ).toBeVisible();
		const unfolded = member.getByRole( 'button', {
			name: 'Show fewer features',
		} );
		await expect( unfolded ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( unfolded.locator( '.is-fold' ) ).toHaveCount( 1 );

		await unfolded.focus();
		await page.keyboard.press( 'Enter' );
		await expect( hiddenFeature ).toBeHidden();
		await expect(
			member.getByRole( 'button', { name: 'Show all features' } )
		).toBeFocused();
	} );

	test( 'a short table has no fold button and custom texts are used', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		await approach( page.locator( '.wp-block-inkblocks-pricing-table' ) );
		const table = ( plan: string ) =>
			page.locator( '.wp-block-inkblocks-pricing-table' ).filter( {
				has: page.getByRole( 'heading', { name: plan, exact: true } ),
			} );
		await expect( table( 'Reader' ).getByRole( 'button' ) ).toHaveCount(
			0
		);
		const patron = table( 'Patron' );
		await patron.getByRole( 'button', { name: 'See every perk' } ).click();
		await expect(
			patron.getByText( 'Dinner with the editors' )
		).toBeVisible();
		await expect(
			patron.getByRole( 'button', { name: 'Fewer perks' } )
		).toBeVisible();
	} );
} );

test.describe( 'scroll navigation', () => {
	test( 'an item smooth-scrolls to its section, sets the hash and becomes current', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		const nav = page.getByRole( 'navigation', {
			name: 'Sections of this page',
		} );
		await expect(
			nav.getByRole( 'link', { name: 'Tabs' } )
		).toHaveAttribute( 'aria-current', 'location' );
		await nav.getByRole( 'link', { name: 'Pricing tables' } ).click();
		await expect( page ).toHaveURL( /#pricing-demo$/ );
		await expect
			.poll( () =>
				page.evaluate( () =>
					// Blocks below mount as the page scrolls past them: a pixel of layout may move under it.
					Math.abs(
						Math.round(
							document
								.getElementById( 'pricing-demo' )!
								.getBoundingClientRect().top
						)
					)
				)
			)
			.toBeLessThanOrEqual( 1 );
		await expect(
			nav.getByRole( 'link', { name: 'Pricing tables' } )
		).toHaveAttribute( 'aria-current', 'location' );
	} );

	test( 'the current item follows the section in view', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		await page.evaluate( () =>
			document.getElementById( 'accordion-demo' )!.scrollIntoView()
		);
		await expect(
			page
				.getByRole( 'navigation', { name: 'Sections of this page' } )
				.getByRole( 'link', { name: 'Accordion' } )
		).toHaveAttribute( 'aria-current', 'location' );
	} );

	test( 'Enter on an item moves focus to its section', async ( { page } ) => {
		await page.goto( '/showcase/' );
		const link = page
			.getByRole( 'navigation', { name: 'Sections of this page' } )
			.getByRole( 'link', { name: 'Dropbar' } );
		await link.focus();
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /#dropbar-demo$/ );
		await expect( page.locator( '#dropbar-demo' ) ).toBeFocused();
	} );
} );
