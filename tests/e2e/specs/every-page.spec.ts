/**
 * Every demo page type, as a guest and logged in, left to right and right to left, in one page load each:
 * the layout at every width people use (no sideways scroll, every header control on screen and none
 * over another, the share bar beside the article and not on it, the scroll-navigation dots and the
 * sticky sidebar on no text), left to right nothing cut off with the WCAG 1.4.12 text spacing at 320
 * and 1280 px, then axe-core in light and dark mode (no serious or critical violation). The header
 * also with a menu of 12 long items, and axe on the login, register, popup and lightbox dialogs (the
 * comments dialog: comments-modal.spec.ts).
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { seriousViolations } from '../fixtures/axe';
import { onlyPopups } from '../fixtures/popups';
import {
	PAGE_TYPES,
	contextFor,
	loadEverything,
	pathOf,
	scrollThrough,
	settle,
	type Direction,
	type PageType,
} from '../fixtures/page-types';

const WIDTHS = [
	320, 360, 390, 414, 768, 820, 992, 1024, 1180, 1280, 1366, 1440, 1536, 1920,
	2560,
];
const DIRECTIONS: Direction[] = [ 'ltr', 'rtl' ];

/**
 * What is wrong with the layout at the current width: sideways scroll, header controls off screen or
 * over each other, the floating share bar over the article's text.
 *
 * @param page The page.
 */
async function layoutProblems( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		const problems: string[] = [];
		const width = window.innerWidth;
		const scroll = document.documentElement.scrollWidth;
		if ( scroll > width ) {
			problems.push( `scrolls sideways by ${ scroll - width }px` );
		}
		const name = ( element: Element ) =>
			(
				element.getAttribute( 'aria-label' ) ??
				element.textContent ??
				''
			)
				.trim()
				.slice( 0, 30 ) || element.className;
		const controls = Array.from(
			document.querySelectorAll(
				'.inkwell-header :is(a, button, summary, input, select)'
			)
		)
			.map( ( element ) => ( {
				element,
				rect: element.getBoundingClientRect(),
			} ) )
			.filter(
				( { element, rect } ) =>
					rect.width > 1 &&
					rect.height > 1 &&
					element.checkVisibility( {
						visibilityProperty: true,
						opacityProperty: true,
					} ) &&
					! element.closest( '.sub-menu' )
			);
		for ( const { element, rect } of controls ) {
			if ( rect.left < -0.5 || rect.right > width + 0.5 ) {
				problems.push(
					`header control "${ name( element ) }" at ${ Math.round(
						rect.left
					) }…${ Math.round( rect.right ) }`
				);
			}
		}
		controls.forEach( ( a, i ) =>
			controls.slice( i + 1 ).forEach( ( b ) => {
				const overlap =
					Math.min( a.rect.right, b.rect.right ) -
						Math.max( a.rect.left, b.rect.left ) >
						1 &&
					Math.min( a.rect.bottom, b.rect.bottom ) -
						Math.max( a.rect.top, b.rect.top ) >
						1;
				if (
					overlap &&
					! a.element.contains( b.element ) &&
					! b.element.contains( a.element ) &&
					// A search box's button sits inside its field.
					( ! a.element.closest( 'form' ) ||
						a.element.closest( 'form' ) !==
							b.element.closest( 'form' ) )
				) {
					problems.push(
						`header controls "${ name( a.element ) }" and "${ name(
							b.element
						) }" overlap`
					);
				}
			} )
		);
		const share = document.querySelector( '.inkwell-share.is-floating' );
		const column = document.querySelector(
			'.inkwell-entry__header, .inkwell-entry__content'
		);
		if (
			share &&
			column &&
			// Faded out (over a wide block) it covers nothing; it shows again when it holds focus.
			share.checkVisibility( {
				visibilityProperty: true,
				opacityProperty: true,
			} )
		) {
			const bar = share
				.querySelector( '.inkwell-share__list' )!
				.getBoundingClientRect();
			const text = Array.from(
				document.querySelectorAll(
					'.inkwell-entry__header, .inkwell-entry__content > *'
				)
			).map( ( element ) => element.getBoundingClientRect() );
			if (
				text.some(
					( rect ) =>
						rect.left < bar.right &&
						rect.right > bar.left &&
						rect.top < bar.bottom &&
						rect.bottom > bar.top
				)
			) {
				problems.push( 'the share bar covers the article' );
			}
		}
		// The scroll-navigation dots and the sticky sidebar sit on no text of the page.
		const text = Array.from(
			document.querySelectorAll(
				'main :is(p, h1, h2, h3, h4, li, figcaption, blockquote)'
			)
		);
		const overlays: [ string, string ][] = [
			[ '.inkblocks-scroll-navigation', 'the scroll-navigation dots' ],
			[ '.inkwell-sidebar__inner', 'the sticky sidebar' ],
		];
		for ( const [ selector, label ] of overlays ) {
			const overlay = document.querySelector( selector );
			const box = overlay?.getBoundingClientRect();
			if ( ! overlay || ! box?.width ) {
				continue;
			}
			const covered = text.find(
				( element ) =>
					! overlay.contains( element ) &&
					! element.contains( overlay ) &&
					Array.from( element.getClientRects() ).some(
						( rect ) =>
							rect.left < box.right - 1 &&
							rect.right > box.left + 1 &&
							rect.top < box.bottom - 1 &&
							rect.bottom > box.top + 1
					)
			);
			if ( covered ) {
				problems.push(
					`${ label } cover "${ ( covered.textContent ?? '' )
						.trim()
						.slice( 0, 30 ) }"`
				);
			}
		}
		return problems;
	} );
}

/**
 * Resizes the page through every width and collects the layout problems of each.
 *
 * @param page The page.
 */
async function sweep( page: Page ): Promise< string[] > {
	const problems: string[] = [];
	for ( const width of WIDTHS ) {
		await page.setViewportSize( { width, height: 900 } );
		await settle( page );
		problems.push(
			...( await layoutProblems( page ) ).map(
				( problem ) => `${ width }px: ${ problem }`
			)
		);
	}
	return problems;
}

/** The text spacing a reader may set (WCAG 1.4.12), as the W3C's bookmarklet applies it. */
const TEXT_SPACING = `* {
	line-height: 1.5 !important;
	letter-spacing: 0.12em !important;
	word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/**
 * With the reader's text spacing applied, at 320 and 1280 px: the elements that cut their own text off
 * (overflow hidden or clip, and text taller or wider than the box). Carousels' sliding tracks, map
 * panes, WordPress's admin bar, text hidden for screen readers and line-clamped summaries (cut by design, with the whole text a
 * link away) are not counted.
 *
 * @param page The page.
 */
async function textSpacingClips( page: Page ): Promise< string[] > {
	const style = await page.addStyleTag( { content: TEXT_SPACING } );
	const problems: string[] = [];
	for ( const width of [ 320, 1280 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await settle( page );
		const clipped = await page.evaluate( () =>
			Array.from( document.querySelectorAll( 'body *' ) )
				.filter( ( element ) => {
					const css = getComputedStyle( element );
					const cuts = ( overflow: string ) =>
						overflow === 'hidden' || overflow === 'clip';
					if (
						! element.checkVisibility( {
							visibilityProperty: true,
						} ) ||
						css.webkitLineClamp !== 'none' ||
						element.clientHeight <= 1 ||
						element.clientWidth <= 1 ||
						! ( element.textContent ?? '' ).trim() ||
						element.querySelector( '[class*="__track"]' ) ||
						element.matches(
							'[class*="__track"], [class*="__viewport"], .leaflet-container, #wpadminbar *'
						)
					) {
						return false;
					}
					return (
						( cuts( css.overflowY ) &&
							element.scrollHeight > element.clientHeight + 1 ) ||
						( cuts( css.overflowX ) &&
							element.scrollWidth > element.clientWidth + 1 )
					);
				} )
				.map(
					( element ) =>
						`${ element.tagName.toLowerCase() }.${ Array.from(
							element.classList
						).join( '.' ) } "${ ( element.textContent ?? '' )
							.trim()
							.slice( 0, 30 ) }"`
				)
		);
		problems.push(
			...clipped.map( ( what ) => `${ width }px: ${ what }` )
		);
	}
	await style.evaluate( ( element ) => ( element as Element ).remove() );
	return problems;
}

/**
 * Switches the page to dark mode the way the dark-mode switch does, and has every part drawn dark once
 * (as the reader scrolling to it would) so that axe reads the colours the reader sees.
 *
 * @param page The page.
 */
async function goDark( page: Page ): Promise< void > {
	await page.evaluate( () =>
		document.documentElement.setAttribute( 'data-inkwell-theme', 'dark' )
	);
	await scrollThrough( page );
	await settle( page );
}

// Fifteen widths, the text-spacing check and two axe runs a page: longer than one page's checks, and slower still on a busy machine.
test.describe.configure( { mode: 'parallel', timeout: 240_000 } );

for ( const type of PAGE_TYPES ) {
	for ( const direction of DIRECTIONS ) {
		test( `${ type.name } ${ direction }: fits every width, no serious axe violation light or dark`, async ( {
			browser,
			baseURL,
		} ) => {
			const context = await contextFor( browser, {
				baseURL: baseURL!,
				type,
				direction,
				scheme: 'light',
				width: 1280,
			} );
			const page = await context.newPage();
			const response = await page.goto(
				await pathOf( type, page.request )
			);
			// Each page type is itself, not a "not found" page standing in for it.
			expect( response!.status() ).toBe(
				type.name === 'not-found' ? 404 : 200
			);
			expect(
				await page.evaluate(
					() => getComputedStyle( document.body ).direction
				)
			).toBe( direction );
			await loadEverything( page );

			expect( await sweep( page ), 'layout problems' ).toEqual( [] );
			if ( direction === 'ltr' ) {
				expect(
					await textSpacingClips( page ),
					'text cut off with WCAG 1.4.12 text spacing'
				).toEqual( [] );
			}
			await page.setViewportSize( { width: 1280, height: 900 } );
			await settle( page );
			expect( await seriousViolations( page ), 'axe, light' ).toEqual(
				[]
			);
			await goDark( page );
			expect( await seriousViolations( page ), 'axe, dark' ).toEqual(
				[]
			);
			await context.close();
		} );
	}
}

const LONG_MENU: PageType[] = [
	{ name: 'front', path: '/' },
	{ name: 'front-logged-in', path: '/', role: 'admin' },
];

for ( const type of LONG_MENU ) {
	for ( const direction of DIRECTIONS ) {
		test( `${ type.name } ${ direction } with 12 long menu items: the header fits every width`, async ( {
			browser,
			baseURL,
		} ) => {
			const context = await contextFor( browser, {
				baseURL: baseURL!,
				type,
				direction,
				scheme: 'light',
				width: 1280,
			} );
			await context.addCookies( [
				{ name: 'inkwell_menu', value: 'long', url: baseURL! },
			] );
			const page = await context.newPage();
			await page.goto( '/' );
			await expect(
				page.locator( '.inkwell-nav__list > li' ).first()
			).toContainText( 'with a long label' );
			await settle( page );
			expect( await sweep( page ), 'layout problems' ).toEqual( [] );

			// At 1280 the items that do not fit are behind "More", a button that opens and closes.
			await page.setViewportSize( { width: 1280, height: 900 } );
			await settle( page );
			const more = page.locator( '.inkwell-nav__more-toggle' );
			await expect( more ).toHaveAttribute( 'aria-expanded', 'false' );
			await more.focus();
			await page.keyboard.press( 'Enter' );
			await expect( more ).toHaveAttribute( 'aria-expanded', 'true' );
			const moved = page.locator(
				'.inkwell-nav__more > .sub-menu > li > a'
			);
			await expect( moved.first() ).toBeVisible();
			expect( await layoutProblems( page ) ).toEqual( [] );
			const inView = await moved.evaluateAll( ( links ) =>
				links.every( ( link ) => {
					const rect = link.getBoundingClientRect();
					return rect.left >= 0 && rect.right <= window.innerWidth;
				} )
			);
			expect( inView, 'the "More" dropdown is on screen' ).toBe( true );
			await page.keyboard.press( 'Tab' );
			await expect( moved.first() ).toBeFocused();
			await page.keyboard.press( 'Escape' );
			await expect( more ).toHaveAttribute( 'aria-expanded', 'false' );
			await expect( more ).toBeFocused();
			await context.close();
		} );
	}
}

/** The dialogs a reader opens, each with its page and how it opens. */
const DIALOGS: {
	name: string;
	path: string;
	open: ( page: Page ) => Promise< void >;
}[] = [
	{
		name: 'login',
		path: '/',
		open: ( page ) =>
			page
				.locator( '.inkwell-header [data-inkwell-login-popup]' )
				.click(),
	},
	{
		name: 'register',
		path: '/',
		open: ( page ) =>
			page
				.locator( 'header a[data-inkwell-popup-switch="register"]' )
				.click(),
	},
	{
		name: 'popup',
		path: '/popups/',
		open: async ( page ) => {
			await onlyPopups( page, [ 'Clicked' ] );
			await page.locator( '.demo-click' ).click();
		},
	},
	{
		name: 'lightbox',
		path: '/showcase/',
		open: ( page ) =>
			page
				.locator( '.wp-block-gallery a[data-inkblocks-lightbox]' )
				.first()
				.click(),
	},
];

for ( const direction of DIRECTIONS ) {
	for ( const { name, path, open } of DIALOGS ) {
		test( `${ name } dialog ${ direction }: no serious axe violation light or dark`, async ( {
			browser,
			baseURL,
		} ) => {
			const context = await contextFor( browser, {
				baseURL: baseURL!,
				type: { name, path },
				direction,
				scheme: 'light',
				width: 1280,
			} );
			const page = await context.newPage();
			await page.goto( path );
			await open( page );
			const dialog = page.locator( 'dialog[open]' );
			await expect( dialog ).toBeVisible();
			await settle( page );
			expect(
				await seriousViolations( page, 'dialog[open]' ),
				name
			).toEqual( [] );
			await goDark( page );
			expect(
				await seriousViolations( page, 'dialog[open]' ),
				`${ name }, dark`
			).toEqual( [] );
			await context.close();
		} );
	}
}
