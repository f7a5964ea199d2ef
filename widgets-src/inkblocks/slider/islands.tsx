/**
 * Internal dependencies
 */
import { carouselBreakpoints } from './breakpoints';
import { Slides } from './Slides';
import type { CommonProps, CarouselProps, SliderProps } from './types';

/**
 * The view props both blocks pass on unchanged.
 *
 * @param props The island's props.
 */
function shared( props: CommonProps ) {
	return {
		slides: props.slides,
		label: props.label,
		autoplay: props.autoplay,
		autoplayDelay: props.autoplayDelay,
		pauseOnHover: props.pauseOnHover,
		navigation: props.navigation,
		pagination: props.pagination,
	};
}

/**
 * The Slider block's island: one slide at a time, thumbnails and fullscreen.
 *
 * @param props The island's props.
 */
export function Slider( props: SliderProps ) {
	return (
		<Slides
			kind="slider"
			{ ...shared( props ) }
			fullscreen={ props.fullscreen }
			thumbnails={
				props.thumbnails
					? { width: props.thumbWidth, height: props.thumbHeight }
					: null
			}
			options={ {
				loop: props.loop && props.slides.length > 1,
				speed: props.speed,
				spaceBetween: props.spaceBetween,
				slidesPerView: 1,
			} }
		/>
	);
}

/**
 * The Carousel block's island: several cards at a time, as many as the device's setting.
 *
 * @param props The island's props.
 */
export function Carousel( props: CarouselProps ) {
	const most = Math.max( ...Object.values( props.slidesPerView ) );
	return (
		<Slides
			kind="carousel"
			{ ...shared( props ) }
			options={ {
				// Swiper's loop needs more slides than are shown at once.
				loop: props.loop && props.slides.length > most,
				speed: props.speed,
				spaceBetween: props.spaceBetween,
				breakpoints: carouselBreakpoints( props.slidesPerView ),
			} }
		/>
	);
}
