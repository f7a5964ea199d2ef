/**
 * Internal dependencies
 */
import { DESKTOP_BAR } from './constants';
import { isRtl } from '../../common/direction';
import { initDisclosure } from './disclosure';

/**
 * Whether every part of the header bar lies inside the bar's content box (either direction).
 *
 * @param inner The header bar.
 */
function barFits( inner: HTMLElement ): boolean {
	const box = inner.getBoundingClientRect();
	const style = window.getComputedStyle( inner );
	const start = box.left + parseFloat( style.paddingLeft ) - 1;
	const end = box.right - parseFloat( style.paddingRight ) + 1;
	return Array.from( inner.children ).every( ( child ) => {
		const rect = child.getBoundingClientRect();
		return rect.width === 0 || ( rect.left >= start && rect.right <= end );
	} );
}

/**
 * Keeps the header on one line at every width (from 992px, where the menu sits in the bar): the
 * top-level menu items that do not fit move, last first, into a "More" dropdown; when not even "More"
 * fits beside the branding, search and account controls, the header takes its narrow-screen form
 * (the menu toggle with its panel, the search toggle), marked by the is-compact class.
 *
 * @param header  The site header.
 * @param changed Called after each fit (the header may have changed its form).
 */
export function initHeaderFit(
	header: HTMLElement,
	changed: () => void
): void {
	const inner = header.querySelector< HTMLElement >(
		'.inkwell-header__inner'
	);
	const nav = header.querySelector< HTMLElement >( '.inkwell-nav' );
	const list = nav?.querySelector< HTMLUListElement >( '.inkwell-nav__list' );
	if ( ! inner || ! nav || ! list ) {
		return;
	}
	const more = document.createElement( 'li' );
	more.className = 'menu-item menu-item-has-children inkwell-nav__more';
	more.hidden = true;
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = 'inkwell-nav__more-toggle';
	button.textContent = nav.dataset.moreLabel ?? 'More';
	const submenu = document.createElement( 'ul' );
	submenu.className = 'sub-menu';
	submenu.id = `${ nav.id || 'inkwell-nav' }-more`;
	more.append( button, submenu );
	list.append( more );
	initDisclosure( more, button );

	const items = Array.from( list.children ).filter(
		( item ) => item !== more
	);
	const desktop = window.matchMedia( DESKTOP_BAR );
	const fit = () => {
		place();
		changed();
	};
	const place = () => {
		header.classList.remove( 'is-compact' );
		items.forEach( ( item ) => list.insertBefore( item, more ) );
		more.hidden = true;
		if ( ! desktop.matches || barFits( inner ) ) {
			return;
		}
		more.hidden = false;
		for (
			let shown = items.length - 1;
			shown >= 0 && ! barFits( inner );
			shown--
		) {
			submenu.prepend( items[ shown ]! );
		}
		if ( ! barFits( inner ) ) {
			items.forEach( ( item ) => list.insertBefore( item, more ) );
			more.hidden = true;
			header.classList.add( 'is-compact' );
		}
		// The dropdown opens towards the side with more room.
		const bar = inner.getBoundingClientRect();
		const box = more.getBoundingClientRect();
		const fromStart = isRtl( inner )
			? bar.right - box.right
			: box.left - bar.left;
		more.classList.toggle( 'is-end', fromStart > bar.width / 2 );
	};
	let queued = false;
	let width = 0;
	const queue = () => {
		if ( ! queued ) {
			queued = true;
			window.requestAnimationFrame( () => {
				queued = false;
				fit();
			} );
		}
	};
	fit();
	// The bar's width, not its height (the sticky header shrinks on scroll, which changes nothing here).
	new ResizeObserver( ( [ entry ] ) => {
		if ( entry && entry.contentRect.width !== width ) {
			width = entry.contentRect.width;
			queue();
		}
	} ).observe( inner );
	// Late content of the bar (web fonts, the account controls' islands) changes what fits.
	new ResizeObserver( queue ).observe(
		header.querySelector( '.inkwell-account' ) ?? inner
	);
	document.fonts?.ready.then( queue );
}
