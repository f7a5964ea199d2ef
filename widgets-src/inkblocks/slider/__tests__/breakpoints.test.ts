/**
 * Internal dependencies
 */
import { DEVICE_BREAKPOINTS } from '../../../common/device-breakpoints';
import {
	CAROUSEL_SLIDES_SHOWN,
	SLIDER_AUTOPLAY_DELAY,
	SLIDER_HEIGHT,
	SLIDER_SPACE_BETWEEN,
	SLIDER_SPEED,
	SLIDER_THUMB_HEIGHT,
	SLIDER_THUMB_WIDTH,
	SLIDER_WIDTH,
} from '../constants';
import { carouselBreakpoints } from '../breakpoints';

describe( 'slider constants and carousel breakpoints', () => {
	it( 'has the SPEC 9 slider values', () => {
		expect( [
			SLIDER_HEIGHT,
			SLIDER_WIDTH,
			SLIDER_AUTOPLAY_DELAY,
			SLIDER_SPEED,
			SLIDER_SPACE_BETWEEN,
			SLIDER_THUMB_WIDTH,
			SLIDER_THUMB_HEIGHT,
			CAROUSEL_SLIDES_SHOWN,
		] ).toEqual( [ 600, 100, 2000, 500, 10, 120, 80, 3 ] );
	} );

	it( 'uses reading B: mobile up to 767 and tablet up to 1024 enabled, the others off', () => {
		expect( DEVICE_BREAKPOINTS.mobile ).toEqual( {
			max: 767,
			enabled: true,
		} );
		expect( DEVICE_BREAKPOINTS.tablet ).toEqual( {
			max: 1024,
			enabled: true,
		} );
		expect( DEVICE_BREAKPOINTS.mobile_extra ).toEqual( {
			max: 880,
			enabled: false,
		} );
		expect( DEVICE_BREAKPOINTS.tablet_extra ).toEqual( {
			max: 1200,
			enabled: false,
		} );
		expect( DEVICE_BREAKPOINTS.laptop ).toEqual( {
			max: 1366,
			enabled: false,
		} );
		expect( DEVICE_BREAKPOINTS.widescreen ).toEqual( {
			min: 2400,
			enabled: false,
		} );
	} );

	it( 'gives Swiper the slides per device as minimum widths', () => {
		expect(
			carouselBreakpoints( { mobile: 1, tablet: 2, desktop: 3 } )
		).toEqual( {
			0: { slidesPerView: 1 },
			768: { slidesPerView: 2 },
			1025: { slidesPerView: 3 },
		} );
	} );
} );
