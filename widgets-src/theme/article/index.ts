/**
 * The article page's behaviours (SPEC 2.1): entry-header fade, reading progress, section navigation,
 * floating share bar, the comments section's display and its pages. Plain DOM code, no React; loaded on articles only.
 */

/**
 * Internal dependencies
 */
import { initCommentPages } from './comment-pages';
import { initComments } from './comments';
import { initEntryFade, initProgress, initSectionNav } from './scroll-effects';
import { initShareBar } from './share-bar';

const start = () => {
	const article = document.querySelector< HTMLElement >( '.inkwell-entry' );
	if ( ! article ) {
		return;
	}
	const onScroll: Array< () => void > = [];
	const reduceMotion = window.matchMedia(
		'(prefers-reduced-motion: reduce)'
	).matches;
	const headerText = article.querySelector< HTMLElement >(
		'.inkwell-entry__header'
	);
	if ( headerText && ! reduceMotion ) {
		onScroll.push( initEntryFade( headerText ) );
	}
	const bar = document.querySelector< HTMLElement >( '.inkwell-progress' );
	if ( bar ) {
		onScroll.push( initProgress( bar, article ) );
	}
	const share = document.querySelector< HTMLElement >( '.inkwell-share' );
	if ( share ) {
		onScroll.push( initShareBar( share ) );
	}
	const nav = document.querySelector< HTMLElement >( '.inkwell-section-nav' );
	if ( nav ) {
		initSectionNav( nav );
	}

	const comments = document.querySelector< HTMLElement >(
		'[data-inkwell-comments]'
	);
	if ( comments ) {
		initComments( comments );
		initCommentPages( comments );
	}

	let queued = false;
	const update = () => {
		queued = false;
		onScroll.forEach( ( run ) => run() );
	};
	const schedule = () => {
		if ( ! queued ) {
			queued = true;
			window.requestAnimationFrame( update );
		}
	};
	window.addEventListener( 'scroll', schedule, { passive: true } );
	window.addEventListener( 'resize', schedule );
	update();
};

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start, { once: true } );
} else {
	start();
}
