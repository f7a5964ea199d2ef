/**
 * Internal dependencies
 */
import {
	ENTRY_FADE_SHIFT,
	NAV_ALWAYS_SHOWN_UNDER,
	NAV_CHECK_INTERVAL,
	NAV_SCROLL_THRESHOLD,
	READING_WORDS_PER_MINUTE,
	SHARE_BAR_DISABLED_UP_TO,
	SHARE_BAR_TOP,
	STICKY_SIDEBAR_DISABLED_UP_TO,
} from '../constants';
import { entryFade, navShown, readingProgress, readingTime } from '../formulas';
import { overlapsAny } from '../share-bar';

describe( 'SPEC 9 article constants', () => {
	it( 'has the values of the specification', () => {
		expect( READING_WORDS_PER_MINUTE ).toBe( 130 );
		expect( ENTRY_FADE_SHIFT ).toBe( 40 );
		expect( SHARE_BAR_TOP ).toBe( 120 );
		expect( SHARE_BAR_DISABLED_UP_TO ).toBe( 992 );
		expect( STICKY_SIDEBAR_DISABLED_UP_TO ).toBe( 980 );
		expect( NAV_CHECK_INTERVAL ).toBe( 200 );
		expect( NAV_SCROLL_THRESHOLD ).toBe( 10 );
		expect( NAV_ALWAYS_SHOWN_UNDER ).toBe( 100 );
	} );
} );

describe( 'readingTime', () => {
	it.each( [
		[ 0, 1, true ],
		[ 64, 1, true ],
		[ 65, 1, false ],
		[ 130, 1, false ],
		[ 194, 1, false ],
		[ 195, 2, false ],
		[ 1300, 10, false ],
	] )(
		'%i words read in %i min (minimum applied: %p)',
		( words, minutes, minimum ) => {
			expect( readingTime( words ) ).toEqual( { minutes, minimum } );
		}
	);
} );

describe( 'entryFade', () => {
	it( 'follows ratio = |(scroll − start) / 100 × 0.5|', () => {
		expect( entryFade( 0, 0 ) ).toEqual( {
			ratio: 0,
			shift: 0,
			opacity: 1,
		} );
		expect( entryFade( 100, 0 ) ).toEqual( {
			ratio: 0.5,
			shift: 20,
			opacity: 0.5,
		} );
		expect( entryFade( 40, 0 ).shift ).toBeCloseTo( 8 );
		expect( entryFade( 150, 200 ).ratio ).toBeCloseTo( 0.25 );
	} );

	it( 'stops at ratio 1: fully faded and shifted 40px', () => {
		expect( entryFade( 200, 0 ) ).toEqual( {
			ratio: 1,
			shift: 40,
			opacity: 0,
		} );
		expect( entryFade( 5000, 0 ) ).toEqual( {
			ratio: 1,
			shift: 40,
			opacity: 0,
		} );
	} );
} );

describe( 'navShown', () => {
	it( 'is always shown under 100px of scroll', () => {
		expect( navShown( 50, 99, false ) ).toBe( true );
	} );

	it( 'hides on scroll down and shows on scroll up', () => {
		expect( navShown( 300, 400, true ) ).toBe( false );
		expect( navShown( 400, 300, false ) ).toBe( true );
	} );

	it( 'ignores changes under 10px', () => {
		expect( navShown( 300, 309, true ) ).toBe( true );
		expect( navShown( 300, 291, false ) ).toBe( false );
		expect( navShown( 300, 310, true ) ).toBe( false );
	} );
} );

describe( 'readingProgress', () => {
	it( 'goes from 0 at the article top to 1 when its end reaches the bottom of the viewport', () => {
		expect( readingProgress( 0, 200, 2000, 800 ) ).toBe( 0 );
		expect( readingProgress( 800, 200, 2000, 800 ) ).toBe( 0.5 );
		expect( readingProgress( 1400, 200, 2000, 800 ) ).toBe( 1 );
		expect( readingProgress( 9000, 200, 2000, 800 ) ).toBe( 1 );
	} );

	it( 'handles an article shorter than the viewport', () => {
		expect( readingProgress( 0, 100, 500, 800 ) ).toBe( 0 );
		expect( readingProgress( 100, 100, 500, 800 ) ).toBe( 1 );
	} );
} );

describe( 'overlapsAny', () => {
	const rect = ( top: number, bottom: number ) =>
		( { top, bottom } ) as DOMRect;

	it( 'tells when the share bar meets a wide block', () => {
		expect( overlapsAny( rect( 120, 320 ), [ rect( 300, 700 ) ] ) ).toBe(
			true
		);
		expect(
			overlapsAny( rect( 120, 320 ), [
				rect( 320, 700 ),
				rect( -400, 120 ),
			] )
		).toBe( false );
		expect( overlapsAny( rect( 120, 320 ), [] ) ).toBe( false );
	} );
} );
