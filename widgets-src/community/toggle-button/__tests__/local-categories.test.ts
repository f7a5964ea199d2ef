/**
 * Internal dependencies
 */
import { localCategories, toggleLocalCategory } from '../local-categories';

describe( 'guest category follows', () => {
	beforeEach( () => window.localStorage.clear() );

	it( 'keeps the followed ids as a list under the key "category"', () => {
		expect( toggleLocalCategory( 4 ) ).toBe( true );
		expect( toggleLocalCategory( 9 ) ).toBe( true );
		expect( window.localStorage.getItem( 'category' ) ).toBe( '[4,9]' );
		expect( localCategories() ).toEqual( [ 4, 9 ] );
	} );

	it( 'removes an id that is present', () => {
		window.localStorage.setItem( 'category', '[4,9]' );
		expect( toggleLocalCategory( 4 ) ).toBe( false );
		expect( localCategories() ).toEqual( [ 9 ] );
	} );

	it.each( [ 'not json', '{"a":1}', '"4"' ] )(
		'reads %p as an empty list',
		( stored ) => {
			window.localStorage.setItem( 'category', stored );
			expect( localCategories() ).toEqual( [] );
		}
	);
} );
