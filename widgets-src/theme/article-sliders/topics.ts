/**
 * The nested media slider (SPEC 2.9): an outer slider with one panel per category, moved by a tab list
 * of category labels, each panel holding an inner article slider.
 */

/**
 * External dependencies
 */
import Swiper from 'swiper';

/**
 * Internal dependencies
 */
import { prefersReducedMotion } from '../../common/reduced-motion';
import { SELECTORS, SLIDE_GAP_LARGE, SLIDE_SPEED } from './constants';
import { initSlider } from './slider';
import { wireTabs } from './tabs';

/**
 * Turns the topics markup into the nested slider, once.
 *
 * @param root Element with data-inkwell-topics.
 */
export function initTopics( root: HTMLElement ): void {
	const viewport = root.querySelector< HTMLElement >(
		SELECTORS.topicsViewport
	);
	const tablist = root.querySelector< HTMLElement >( '[role="tablist"]' );
	if ( ! viewport || ! tablist || root.classList.contains( 'is-enhanced' ) ) {
		return;
	}
	const panels = [
		...viewport.querySelectorAll< HTMLElement >(
			`.${ SELECTORS.topicsPanel }`
		),
	];
	root.classList.add( 'is-enhanced' );

	// The tabs move the outer slider; swiping is left to the inner ones.
	const outer = new Swiper( viewport, {
		wrapperClass: SELECTORS.topicsTrack,
		slideClass: SELECTORS.topicsPanel,
		slidesPerView: 1,
		spaceBetween: SLIDE_GAP_LARGE,
		allowTouchMove: false,
		speed: prefersReducedMotion() ? 0 : SLIDE_SPEED,
	} );
	const setUp = ( panel: HTMLElement | undefined ) => {
		const inner = panel?.querySelector< HTMLElement >( SELECTORS.slider );
		if ( inner ) {
			initSlider( inner, { nested: true } );
		}
	};
	// A reader who tabbed into a panel before the set-up stays there: that panel's tab is selected.
	const focused = root.ownerDocument.activeElement;
	const initial = Math.max(
		0,
		panels.findIndex( ( panel ) => focused && panel.contains( focused ) )
	);
	wireTabs(
		tablist,
		panels,
		( index ) => {
			setUp( panels[ index ] );
			outer.slideTo( index );
		},
		initial
	);
	// The hidden panels' sliders are set up a task each, so no long task holds up the reader's input.
	panels.forEach( ( panel ) => setTimeout( () => setUp( panel ) ) );
}
