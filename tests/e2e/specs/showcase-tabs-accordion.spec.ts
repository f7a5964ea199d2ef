/**
 * Tabs, accordion and switcher on the seeded /showcase/ page (SPEC 2.10, 4.13, 7.7): with the mouse, with
 * the keyboard, from the hash and from links, and readable without JavaScript.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { approach } from '../fixtures/near';

const TEMPLATE_ROUTE = '/wp-json/inkblocks-tabs-api/v1/block-template';

/**
 * The first tabs block of the showcase (product details).
 * @param page
 */
const productTabs = ( page: Page ) =>
	page.locator( '.wp-block-inkblocks-tabs' ).first();

/**
 * The first accordion of the showcase (collapsible FAQ).
 * @param page
 */
const faq = ( page: Page ) =>
	page.locator( '.wp-block-inkblocks-accordion' ).first();

test.describe( 'tabs', () => {
	test( 'switch with the mouse and load a synced pattern once, on first open', async ( {
		page,
	} ) => {
		const templateCalls: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( TEMPLATE_ROUTE ) ) {
				templateCalls.push( request.url() );
			}
		} );
		await page.goto( '/showcase/' );
		const tabs = productTabs( page );
		await expect(
			tabs.getByRole( 'tab', { name: 'Overview' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await expect( tabs.getByRole( 'tabpanel' ) ).toHaveCount( 1 );
		await expect( tabs.getByRole( 'tabpanel' ) ).toContainText(
			'turned from solid oak'
		);

		await tabs.getByRole( 'tab', { name: 'Specifications' } ).click();
		await expect( tabs.getByRole( 'tabpanel' ) ).toContainText( '8 W LED' );
		await expect(
			tabs.getByRole( 'tab', { name: 'Overview' } )
		).toHaveAttribute( 'aria-selected', 'false' );
		expect( templateCalls ).toEqual( [] );

		await tabs.getByRole( 'tab', { name: 'Shipping' } ).click();
		await expect( tabs.getByRole( 'tabpanel' ) ).toContainText(
			'Every order ships within two working days'
		);
		expect( templateCalls ).toHaveLength( 1 );
		expect( templateCalls[ 0 ] ).toMatch(
			/block-template\?id=\d+&dev=false$/
		);
		await tabs.getByRole( 'tab', { name: 'Overview' } ).click();
		await tabs.getByRole( 'tab', { name: 'Shipping' } ).click();
		await expect( tabs.getByRole( 'tabpanel' ) ).toContainText(
			'Returns collected at your door'
		);
		expect( templateCalls ).toHaveLength( 1 );
	} );

	test( 'follow the WAI-ARIA keys: arrows, Home, End, then Tab into the panel', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		const tabs = productTabs( page );
		await tabs.getByRole( 'tab', { name: 'Overview' } ).focus();
		await page.keyboard.press( 'ArrowRight' );
		const specs = tabs.getByRole( 'tab', { name: 'Specifications' } );
		await expect( specs ).toBeFocused();
		await expect( specs ).toHaveAttribute( 'aria-selected', 'true' );
		await page.keyboard.press( 'End' );
		await expect(
			tabs.getByRole( 'tab', { name: 'Shipping' } )
		).toBeFocused();
		await page.keyboard.press( 'ArrowRight' );
		await expect(
			tabs.getByRole( 'tab', { name: 'Overview' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await page.keyboard.press( 'Tab' );
		await expect( tabs.getByRole( 'tabpanel' ) ).toBeFocused();
	} );

	test( 'before the island mounts, the server markup has its shape, and its links switch panels', async ( {
		page,
	} ) => {
		// The island never mounts: its bundle fails, as on a network that drops it.
		await page.route( /\/build\/tabs\/view\.js/, ( route ) =>
			route.abort()
		);
		await page.goto( '/showcase/' );
		const tabs = productTabs( page );
		const overview = tabs.getByText( 'turned from solid oak' );
		await expect( overview ).toBeVisible();
		await expect( tabs.getByText( '8 W LED' ) ).toBeHidden();
		await expect(
			tabs.getByRole( 'heading', { name: 'Overview' } )
		).toBeHidden();
		const before = await overview.boundingBox();

		await tabs.getByRole( 'link', { name: 'Specifications' } ).click();
		await expect( tabs.getByText( '8 W LED' ) ).toBeVisible();
		await expect( overview ).toBeHidden();

		// Mounted, the panel's text is where it was: mounting moves nothing.
		await page.unrouteAll();
		await page.goto( '/showcase/' );
		await expect(
			tabs.getByRole( 'tab', { name: 'Overview' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		expect( await overview.boundingBox() ).toEqual( before );
	} );

	test( 'open from the URL hash and from a #tabId link on the page', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/#unknown&tech-specs' );
		const tabs = productTabs( page );
		await expect(
			tabs.getByRole( 'tab', { name: 'Specifications' } )
		).toHaveAttribute( 'aria-selected', 'true' );

		await tabs.getByRole( 'tab', { name: 'Overview' } ).click();
		await page
			.getByRole( 'link', { name: 'shipping', exact: true } )
			.click();
		await expect(
			tabs.getByRole( 'tab', { name: 'Shipping' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await page
			.getByRole( 'link', { name: 'technical specifications' } )
			.click();
		await expect(
			tabs.getByRole( 'tab', { name: 'Specifications' } )
		).toHaveAttribute( 'aria-selected', 'true' );
	} );

	test( 'hover tabs switch on hover and cycle on their own until the reader picks one', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		const tabs = page.locator( '.wp-block-inkblocks-tabs' ).nth( 1 );
		const morning = tabs.getByRole( 'tab', { name: 'Morning' } );
		await expect( morning ).toHaveAttribute( 'aria-selected', 'true' );
		// autoSwitchDelay is 4000 ms on this block.
		await expect( morning ).toHaveAttribute( 'aria-selected', 'false', {
			timeout: 9000,
		} );

		await tabs.getByRole( 'tab', { name: 'Evening' } ).hover();
		await expect( tabs.getByRole( 'tabpanel' ) ).toContainText(
			'Screens off at nine'
		);
		await page.mouse.move( 0, 0 );
		await page.waitForTimeout( 5000 );
		await expect(
			tabs.getByRole( 'tab', { name: 'Evening' } )
		).toHaveAttribute( 'aria-selected', 'true' );
	} );
} );

test.describe( 'accordion', () => {
	test( 'a collapsible accordion keeps one toggle open and loads its pattern on demand', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		const accordion = faq( page );
		const delivery = accordion.getByRole( 'button', {
			name: 'When will my order arrive?',
		} );
		const returns = accordion.getByRole( 'button', {
			name: 'Can I return a lamp?',
		} );
		await expect( delivery ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( accordion.getByRole( 'region' ) ).toHaveCount( 1 );

		await returns.click();
		await expect( returns ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( delivery ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect(
			accordion.getByRole( 'region', { name: 'Can I return a lamp?' } )
		).toContainText( 'for 30 days' );
		await returns.click();
		await expect( returns ).toHaveAttribute( 'aria-expanded', 'false' );

		const templateAnswer = page.waitForResponse( ( response ) =>
			response.url().includes( TEMPLATE_ROUTE )
		);
		await accordion
			.getByRole( 'button', { name: 'What does the warranty cover?' } )
			.click();
		expect( ( await templateAnswer ).status() ).toBe( 200 );
		await expect(
			accordion.getByRole( 'region', {
				name: 'What does the warranty cover?',
			} )
		).toContainText( 'five-year warranty' );
	} );

	test( 'headers work with Enter, Space, the arrows, Home and End', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		const accordion = faq( page );
		const toggles = accordion.locator( '.inkblocks-accordion__toggle' );
		await toggles.nth( 0 ).focus();
		await page.keyboard.press( 'ArrowDown' );
		await expect( toggles.nth( 1 ) ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( toggles.nth( 1 ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		await page.keyboard.press( 'Space' );
		await expect( toggles.nth( 1 ) ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
		await page.keyboard.press( 'End' );
		await expect( toggles.nth( 2 ) ).toBeFocused();
		await page.keyboard.press( 'ArrowDown' );
		await expect( toggles.nth( 0 ) ).toBeFocused();
		await page.keyboard.press( 'ArrowUp' );
		await page.keyboard.press( 'Home' );
		await expect( toggles.nth( 0 ) ).toBeFocused();
	} );

	test( 'an independent accordion opens every toggle a link names', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		const recipe = page.locator( '.wp-block-inkblocks-accordion' ).nth( 1 );
		const toggles = recipe.locator( '.inkblocks-accordion__toggle' );
		await expect( toggles.nth( 0 ) ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
		await page.getByRole( 'link', { name: 'opens both steps' } ).click();
		await expect( toggles.nth( 0 ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		await expect( toggles.nth( 1 ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		await toggles.nth( 0 ).click();
		await expect( toggles.nth( 0 ) ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
		await expect( toggles.nth( 1 ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
	} );

	test( 'the hash opens a toggle on load', async ( { page } ) => {
		await page.goto( '/showcase/#faq-returns' );
		await expect(
			faq( page ).getByRole( 'button', { name: 'Can I return a lamp?' } )
		).toHaveAttribute( 'aria-expanded', 'true' );
	} );
} );

test.describe( 'switcher', () => {
	test( 'switches between its two contents with the mouse and the keyboard', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		await approach( page.locator( '.wp-block-inkblocks-switcher' ) );
		const switcher = page.locator( '.wp-block-inkblocks-switcher' );
		const toggle = switcher.getByRole( 'switch', { name: 'Yearly' } );
		await expect( toggle ).toHaveAttribute( 'aria-checked', 'false' );
		await expect( switcher.getByText( 'Pay 9 € a month' ) ).toBeVisible();
		await expect( switcher.getByText( 'Pay 90 € a year' ) ).toBeHidden();

		await toggle.click();
		await expect( toggle ).toHaveAttribute( 'aria-checked', 'true' );
		await expect( switcher.getByText( 'Pay 90 € a year' ) ).toBeVisible();
		await expect( switcher.getByText( 'Pay 9 € a month' ) ).toBeHidden();

		await switcher.getByText( 'Monthly', { exact: true } ).click();
		await expect( toggle ).toHaveAttribute( 'aria-checked', 'false' );

		await toggle.focus();
		await page.keyboard.press( 'Space' );
		await expect( toggle ).toHaveAttribute( 'aria-checked', 'true' );
		await page.keyboard.press( 'Enter' );
		await expect( switcher.getByText( 'Pay 9 € a month' ) ).toBeVisible();
	} );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'tabs, accordion and switcher show every panel under its heading', async ( {
		page,
	} ) => {
		await page.goto( '/showcase/' );
		const tabs = productTabs( page );
		await expect(
			tabs.getByRole( 'link', { name: 'Specifications' } )
		).toHaveAttribute( 'href', '#tech-specs' );
		await expect( tabs.getByText( '8 W LED' ) ).toBeVisible();
		await expect( faq( page ).getByText( 'for 30 days' ) ).toBeVisible();
		// Pattern panels print their pattern in <noscript> (Chromium's script switch does not render it).
		const html = await ( await page.request.get( '/showcase/' ) ).text();
		expect( html ).toMatch(
			/<noscript>\s*<p[^>]*>Every order ships within two working days/
		);
		await expect( page.getByText( 'Pay 90 € a year' ) ).toBeVisible();
	} );
} );
