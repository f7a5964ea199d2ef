/**
 * Internal dependencies
 */
import { formatTime } from '../time';

describe( 'formatTime', () => {
	it( 'shows minutes and seconds, and hours from an hour on', () => {
		expect( formatTime( 0 ) ).toBe( '0:00' );
		expect( formatTime( 65.9 ) ).toBe( '1:05' );
		expect( formatTime( 3725 ) ).toBe( '1:02:05' );
	} );

	it( 'shows an unknown time as 0:00', () => {
		expect( formatTime( NaN ) ).toBe( '0:00' );
		expect( formatTime( Infinity ) ).toBe( '0:00' );
	} );
} );
