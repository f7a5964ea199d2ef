/**
 * Internal dependencies
 */
import { DEVICE_BREAKPOINTS } from '../../common/device-breakpoints';
import type { CarouselProps } from './types';

/**
 * Swiper breakpoints (minimum widths) of a carousel's slides per device, from reading B.
 *
 * @param perView Slides shown per device.
 */
export function carouselBreakpoints(
	perView: CarouselProps[ 'slidesPerView' ]
) {
	return {
		0: { slidesPerView: perView.mobile },
		[ DEVICE_BREAKPOINTS.mobile.max + 1 ]: {
			slidesPerView: perView.tablet,
		},
		[ DEVICE_BREAKPOINTS.tablet.max + 1 ]: {
			slidesPerView: perView.desktop,
		},
	};
}
