/**
 * Internal dependencies
 */
import { stepTrack } from '../playlist';

describe( 'stepTrack', () => {
	it( 'moves within the playlist', () => {
		expect( stepTrack( 0, 3, 1, false ) ).toBe( 1 );
		expect( stepTrack( 2, 3, -1, false ) ).toBe( 1 );
	} );

	it( 'stops at the ends unless the playlist loops', () => {
		expect( stepTrack( 2, 3, 1, false ) ).toBeNull();
		expect( stepTrack( 0, 3, -1, false ) ).toBeNull();
		expect( stepTrack( 2, 3, 1, true ) ).toBe( 0 );
		expect( stepTrack( 0, 3, -1, true ) ).toBe( 2 );
	} );
} );
