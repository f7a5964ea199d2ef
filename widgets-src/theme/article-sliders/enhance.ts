/**
 * The lazy part of the article sliders: Swiper and the code that sets a slider up on it, loaded when
 * the first slider comes near the screen.
 */

/**
 * Internal dependencies
 */
import { SELECTORS } from './constants';
import { initSlider } from './slider';
import { initTopics } from './topics';

/**
 * Enhances one slider root: the nested topics slider (which sets up its panels' inner sliders itself)
 * or an article slider.
 *
 * @param root Element with data-inkwell-topics or data-inkwell-slider.
 */
export function enhance( root: HTMLElement ): void {
	if ( root.matches( SELECTORS.topics ) ) {
		initTopics( root );
	} else {
		initSlider( root );
	}
}
