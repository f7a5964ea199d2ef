/**
 * Internal dependencies
 */
import {
	BREAKPOINTS,
	SLIDE_GAP,
	SLIDE_GAP_LARGE,
	layoutOptions,
} from '../constants';

describe( 'slides per view', () => {
	it( 'shows 1, then 2 from 576px and 3 from 992px in an article slider (SPEC 9 reading A)', () => {
		const options = layoutOptions( 'articles' );
		expect( options.slidesPerView ).toBe( 1 );
		expect( options.spaceBetween ).toBe( SLIDE_GAP );
		expect( options.breakpoints ).toEqual( {
			576: { slidesPerView: 2, spaceBetween: SLIDE_GAP },
			768: { slidesPerView: 2, spaceBetween: SLIDE_GAP },
			992: { slidesPerView: 3, spaceBetween: SLIDE_GAP_LARGE },
			1200: { slidesPerView: 3, spaceBetween: SLIDE_GAP_LARGE },
		} );
	} );

	it( 'shows one panel or gallery image at every width', () => {
		for ( const kind of [ 'panels', 'gallery' ] as const ) {
			const options = layoutOptions( kind );
			expect( options.slidesPerView ).toBe( 1 );
			for ( const width of Object.values( BREAKPOINTS ) ) {
				expect( options.breakpoints?.[ width ]?.slidesPerView ).toBe(
					1
				);
			}
		}
	} );
} );
