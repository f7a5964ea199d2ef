/**
 * The theme's article sliders (SPEC 2.9): plain DOM on Swiper, no React. Loaded only on pages that
 * render one (the front page, articles with a gallery in the Slider style). This entry only watches the
 * sliders; Swiper and the set-up load when the first one comes near the screen, and each slider is set
 * up when it does. Until then a slider is the server's row that scrolls sideways.
 */

/**
 * Internal dependencies
 */
import '../../common/lazy-chunks';
import { SELECTORS } from './constants';
import { whenNearOrFocused } from './near-or-focused';

const start = () => {
	// The nested slider sets up its inner sliders itself, after laying out its panels.
	const roots = [
		...document.querySelectorAll< HTMLElement >( SELECTORS.topics ),
		...[
			...document.querySelectorAll< HTMLElement >( SELECTORS.slider ),
		].filter( ( root ) => ! root.closest( SELECTORS.topics ) ),
	];
	roots.forEach( ( root ) =>
		whenNearOrFocused( root, () =>
			import(
				/* webpackChunkName: "article-sliders/enhance" */ './enhance'
			)
				// A task per slider: set-ups that come due together make no long task.
				.then( ( { enhance } ) => setTimeout( () => enhance( root ) ) )
				// Without Swiper the slider stays a row that scrolls sideways.
				.catch( () => undefined )
		)
	);
};

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start, { once: true } );
} else {
	start();
}
