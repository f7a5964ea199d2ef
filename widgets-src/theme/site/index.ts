/**
 * The theme's site-wide behaviours: sticky header, preloader, search toggle, reveal animation,
 * dropdown links. Plain DOM code, no React, loaded on every page.
 */

/**
 * Internal dependencies
 */
import { DESKTOP_BAR } from './constants';
import { initDropdowns } from './desktop-dropdowns';
import { initHoverDropdowns } from './disclosure';
import { initHeaderFit } from './header-fit';
import { initPreloader } from './preloader';
import { initReveal } from './reveal';
import { initMenuEscape, initSearchToggle } from './search-toggle';
import { initStickyHeader } from './sticky-header';

const start = () => {
	const header = document.querySelector< HTMLElement >( '.inkwell-header' );
	if ( header ) {
		initStickyHeader( header );
	}
	const preloader =
		document.querySelector< HTMLElement >( '.inkwell-preloader' );
	if ( preloader ) {
		initPreloader( preloader );
	}
	const toggle = document.querySelector< HTMLButtonElement >(
		'.inkwell-search-toggle'
	);
	const menu =
		document.querySelector< HTMLDetailsElement >( '.inkwell-menu' );
	if ( toggle && menu ) {
		initSearchToggle( toggle, menu );
	}
	if ( menu ) {
		initMenuEscape( menu );
	}
	const revealIn = ( scope: ParentNode ) =>
		initReveal(
			Array.from(
				scope.querySelectorAll< HTMLElement >( '.inkwell-reveal' )
			)
		);
	revealIn( document );
	// HTML inserted later (a posts-widget page, a load-more page) announces itself.
	document.addEventListener( 'inkwell:inserted', ( event ) => {
		const scope = ( event as CustomEvent< unknown > ).detail;
		if ( scope instanceof Element ) {
			revealIn( scope );
		}
	} );
	const nav = document.querySelector< HTMLElement >( '.inkwell-nav' );
	if ( nav && header ) {
		initDropdowns( nav );
		const syncDropdowns = initHoverDropdowns(
			nav,
			() =>
				window.matchMedia( DESKTOP_BAR ).matches &&
				! header.classList.contains( 'is-compact' )
		);
		initHeaderFit( header, syncDropdowns );
	}
};

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start, { once: true } );
} else {
	start();
}
