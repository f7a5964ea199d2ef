/**
 * Internal dependencies
 */
import { initialOpen, openNamed, toggle } from '../toggling';

describe( 'accordion toggling (SPEC 4.13)', () => {
	it( 'opens only the first active toggle on load when collapsible', () => {
		expect( initialOpen( [ 'a', 'c' ], true ) ).toEqual( [ 'a' ] );
		expect( initialOpen( [ 'a', 'c' ], false ) ).toEqual( [ 'a', 'c' ] );
	} );

	it( 'closes the others when opening one in a collapsible accordion', () => {
		expect( toggle( [ 'a' ], 'b', true ) ).toEqual( [ 'b' ] );
		expect( toggle( [ 'b' ], 'b', true ) ).toEqual( [] );
	} );

	it( 'switches each toggle on its own otherwise', () => {
		expect( toggle( [ 'a' ], 'b', false ) ).toEqual( [ 'a', 'b' ] );
		expect( toggle( [ 'a', 'b' ], 'a', false ) ).toEqual( [ 'b' ] );
	} );

	it( 'opens the toggles a hash names', () => {
		expect( openNamed( [ 'a' ], [ 'b', 'c' ], false ) ).toEqual( [
			'a',
			'b',
			'c',
		] );
		expect( openNamed( [ 'a' ], [ 'b', 'c' ], true ) ).toEqual( [ 'b' ] );
		expect( openNamed( [ 'a' ], [], true ) ).toEqual( [ 'a' ] );
		expect( openNamed( [ 'a' ], [ 'a' ], false ) ).toEqual( [ 'a' ] );
	} );
} );
