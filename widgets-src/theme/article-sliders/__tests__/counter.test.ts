/**
 * Internal dependencies
 */
import { formatCounter } from '../counter';

describe( 'the panel counter', () => {
	it( 'reads current / total', () => {
		expect( formatCounter( '%1$s / %2$s', 1, 5 ) ).toBe( '1 / 5' );
		expect( formatCounter( '%1$s / %2$s', 2, 5 ) ).toBe( '2 / 5' );
	} );

	it( 'follows a translation that reorders the numbers', () => {
		expect( formatCounter( 'de %2$s : %1$s', 3, 7 ) ).toBe( 'de 7 : 3' );
	} );
} );
