/**
 * Internal dependencies
 */
import { DESKTOP_DROPDOWN_WIDTH } from './constants';

/**
 * Whether top-level dropdown links behave as plain links (SPEC 2.5): desktop width and no touch.
 */
export function isDesktopPointer(): boolean {
	return (
		window.innerWidth >= DESKTOP_DROPDOWN_WIDTH &&
		! window.matchMedia( '(hover: none), (pointer: coarse)' ).matches
	);
}

/**
 * On touch screens a first tap on a top-level item with a submenu opens the submenu instead of
 * following the link; on desktop the link opens its own URL at once.
 *
 * @param nav The primary navigation.
 */
export function initDropdowns( nav: HTMLElement ): void {
	nav.querySelectorAll< HTMLAnchorElement >(
		':scope > ul > li.menu-item-has-children > a'
	).forEach( ( link ) => {
		link.addEventListener( 'click', ( event ) => {
			const item = link.parentElement;
			if (
				isDesktopPointer() ||
				! item ||
				item.classList.contains( 'is-open' )
			) {
				return;
			}
			event.preventDefault();
			item.classList.add( 'is-open' );
			link.setAttribute( 'aria-expanded', 'true' );
		} );
	} );
}
