/**
 * One article slider (SPEC 2.9) on Swiper: the server's sideways-scrolling row becomes a slider with
 * back and next buttons (disabled at the ends), the arrow, Home and End keys while focus is inside, an
 * optional 'current / total' counter, and focus that brings its slide into view. No autoplay.
 */

/**
 * External dependencies
 */
import Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';

/**
 * Internal dependencies
 */
import { isRtl } from '../../common/direction';
import { prefersReducedMotion } from '../../common/reduced-motion';
import {
	SELECTORS,
	SLIDE_SPEED,
	layoutOptions,
	type SliderKind,
} from './constants';
import { keyMove, syncControls, type SliderMove } from './controls';

/**
 * Turns a slider's markup into a Swiper slider, once.
 *
 * @param root  Element with data-inkwell-slider.
 * @param extra Further Swiper options.
 * @return The slider, or null when the markup is incomplete or already enhanced.
 */
export function initSlider(
	root: HTMLElement,
	extra: SwiperOptions = {}
): Swiper | null {
	const viewport = root.querySelector< HTMLElement >( SELECTORS.viewport );
	if ( ! viewport || root.classList.contains( 'is-enhanced' ) ) {
		return null;
	}
	const kind = ( root.dataset.inkwellSlider ?? 'articles' ) as SliderKind;
	const controls = {
		previous: root.querySelector< HTMLButtonElement >( SELECTORS.previous ),
		next: root.querySelector< HTMLButtonElement >( SELECTORS.next ),
		counter: root.querySelector< HTMLElement >( SELECTORS.counter ),
	};

	// A gallery's own caption sits inside its track; it belongs under the slides.
	const caption = viewport.querySelector( SELECTORS.galleryCaption );
	if ( caption ) {
		viewport.after( caption );
	}

	root.classList.add( 'is-enhanced' );
	const slider = new Swiper( viewport, {
		...layoutOptions( kind ),
		wrapperClass: SELECTORS.track,
		slideClass: SELECTORS.slide,
		speed: prefersReducedMotion() ? 0 : SLIDE_SPEED,
		watchSlidesProgress: true,
		...extra,
	} );
	const total = slider.slides.length;
	const update = () =>
		syncControls( controls, {
			index: slider.activeIndex,
			total,
			isBeginning: slider.isBeginning,
			isEnd: slider.isEnd,
		} );
	const moves: Record< SliderMove, () => void > = {
		previous: () => slider.slidePrev(),
		next: () => slider.slideNext(),
		first: () => slider.slideTo( 0 ),
		last: () => slider.slideTo( total - 1 ),
	};
	slider.on( 'slideChange', update );
	slider.on( 'resize', update );
	controls.previous?.addEventListener( 'click', moves.previous );
	controls.next?.addEventListener( 'click', moves.next );

	// The page's direction does not change once it is shown.
	const rtl = isRtl( root );
	root.addEventListener( 'keydown', ( event ) => {
		const move = keyMove( event.key, rtl );
		const target = event.target as HTMLElement;
		if ( move && ! target.closest( 'input, textarea, select' ) ) {
			event.preventDefault();
			moves[ move ]();
		}
	} );

	// Tabbing to a link in a hidden slide shows that slide; the browser's own scroll is undone.
	const reveal = ( target: Element, speed?: number ) => {
		viewport.scrollLeft = 0;
		const slide = target.closest< HTMLElement >( `.${ SELECTORS.slide }` );
		if (
			slide &&
			! slide.classList.contains( 'swiper-slide-fully-visible' )
		) {
			slider.slideTo( slider.slides.indexOf( slide ), speed );
		}
	};
	viewport.addEventListener( 'focusin', ( event ) =>
		reveal( event.target as Element )
	);
	// The reader may have tabbed into the row before the slider was set up: its slide is shown at once.
	const focused = root.ownerDocument.activeElement;
	if ( focused && viewport.contains( focused ) ) {
		reveal( focused, 0 );
	}

	if ( kind === 'gallery' ) {
		// Gallery images are not focusable: the region is, so the arrow keys reach it.
		root.tabIndex = 0;
	}
	const buttons = root.querySelector< HTMLElement >( SELECTORS.controls );
	if ( buttons ) {
		buttons.hidden = false;
	}
	update();
	return slider;
}
