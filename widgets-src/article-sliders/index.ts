/**
 * The theme's article sliders (SPEC 2.9): plain DOM on Swiper, no React. Loaded only on pages that
 * render one (the front page, articles with a gallery in the Slider style).
 */

/**
 * Internal dependencies
 */
import { SELECTORS } from './constants';
import { initSlider } from './slider';
import { initTopics } from './topics';

const start = () => {
	// The nested slider first: it lays out its panels before their inner sliders measure them.
	document
		.querySelectorAll< HTMLElement >( SELECTORS.topics )
		.forEach( initTopics );
	document
		.querySelectorAll< HTMLElement >( SELECTORS.slider )
		.forEach( ( root ) => initSlider( root ) );
};

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start, { once: true } );
} else {
	start();
}
