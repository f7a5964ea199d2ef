/**
 * Internal dependencies
 */
import { stepStart, swipeStep } from '../track';

describe( 'stepStart', () => {
	it( 'moves within the slides and keeps the view full', () => {
		expect( stepStart( 0, 1, 6, 3 ) ).toBe( 1 );
		expect( stepStart( 3, 1, 6, 3 ) ).toBe( 3 );
		expect( stepStart( 0, -1, 6, 3 ) ).toBe( 0 );
		expect( stepStart( 2, 3, 6, 3 ) ).toBe( 3 );
	} );

	it( 'stays at the start when every slide fits', () => {
		expect( stepStart( 0, 1, 2, 3 ) ).toBe( 0 );
	} );
} );

describe( 'swipeStep', () => {
	it( 'takes a horizontal move of at least the threshold', () => {
		expect( swipeStep( -50, 0, 50 ) ).toBe( 1 );
		expect( swipeStep( 60, 10, 50 ) ).toBe( -1 );
	} );

	it( 'ignores short and mostly vertical moves', () => {
		expect( swipeStep( -49, 0, 50 ) ).toBe( 0 );
		expect( swipeStep( -60, 80, 50 ) ).toBe( 0 );
	} );
} );
