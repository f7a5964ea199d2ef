/**
 * Internal dependencies
 */
import { refusalMessage } from '../refusal';

describe( 'refusalMessage', () => {
	it( 'says the server message of a rate-limit refusal when the error carries it', () => {
		expect(
			refusalMessage( {
				status: 429,
				message:
					'You are doing that too often. Please try again in 30 secs.',
			} )
		).toBe( 'You are doing that too often. Please try again in 30 secs.' );
	} );

	it( 'says a message of its own for the bare error of the HTTP client', () => {
		expect( refusalMessage( new Error( 'HTTP 429' ) ) ).toMatch(
			/too often/
		);
	} );

	it( 'says nothing for the failures SPEC 8 ignores', () => {
		expect( refusalMessage( new Error( 'HTTP 403' ) ) ).toBe( '' );
		expect( refusalMessage( { status: 503, message: 'Later.' } ) ).toBe(
			''
		);
		expect( refusalMessage( new TypeError( 'Failed to fetch' ) ) ).toBe(
			''
		);
		expect( refusalMessage( undefined ) ).toBe( '' );
	} );
} );
