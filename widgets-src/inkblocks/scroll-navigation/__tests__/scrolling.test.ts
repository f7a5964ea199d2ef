/**
 * Internal dependencies
 */
import {
	SCROLL_NAVIGATION_OFFSET,
	SCROLL_NAVIGATION_SPEED,
	SWIPE_THRESHOLD,
} from '../constants';
import { easedPosition, sectionInView, swipeDirection } from '../scrolling';

describe( 'scroll navigation constants (SPEC 9)', () => {
	it( 'scrolls in 500 ms with offset 0 and swipes from 20px', () => {
		expect( SCROLL_NAVIGATION_SPEED ).toBe( 500 );
		expect( SCROLL_NAVIGATION_OFFSET ).toBe( 0 );
		expect( SWIPE_THRESHOLD ).toBe( 20 );
	} );
} );

describe( 'easedPosition', () => {
	it( 'starts at the start, passes the middle half-way and ends on the target', () => {
		expect( easedPosition( 100, 600, 0, 500 ) ).toBe( 100 );
		expect( easedPosition( 100, 600, 250, 500 ) ).toBe( 350 );
		expect( easedPosition( 100, 600, 500, 500 ) ).toBe( 600 );
		expect( easedPosition( 100, 600, 900, 500 ) ).toBe( 600 );
		expect( easedPosition( 100, 600, 0, 0 ) ).toBe( 600 );
	} );

	it( 'moves slowly at both ends', () => {
		const early = easedPosition( 0, 1000, 50, 500 );
		expect( early ).toBeGreaterThan( 0 );
		expect( early ).toBeLessThan( 100 );
	} );
} );

describe( 'sectionInView', () => {
	it( 'is the last section whose top passed the middle of the viewport', () => {
		expect( sectionInView( [ -900, -100, 401, 1400 ], 800 ) ).toBe( 1 );
		expect( sectionInView( [ -900, -100, 400, 1400 ], 800 ) ).toBe( 2 );
	} );

	it( 'is the first section on screen when none passed the middle yet', () => {
		expect( sectionInView( [ 600, 1400 ], 800 ) ).toBe( 0 );
	} );

	it( 'skips missing sections and is -1 when none is in view', () => {
		expect( sectionInView( [ null, -50 ], 800 ) ).toBe( 1 );
		expect( sectionInView( [ 900, 1800 ], 800 ) ).toBe( -1 );
		expect( sectionInView( [ null ], 800 ) ).toBe( -1 );
	} );
} );

describe( 'swipeDirection', () => {
	it( 'moves on a swipe of the threshold or more', () => {
		expect( swipeDirection( 500, 480 ) ).toBe( 1 );
		expect( swipeDirection( 480, 500 ) ).toBe( -1 );
	} );

	it( 'ignores shorter swipes', () => {
		expect( swipeDirection( 500, 481 ) ).toBe( 0 );
		expect( swipeDirection( 500, 519 ) ).toBe( 0 );
	} );
} );
