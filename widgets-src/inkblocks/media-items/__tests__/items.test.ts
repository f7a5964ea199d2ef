/**
 * Internal dependencies
 */
import { addItem, duplicateItem, moveItem, removeItem } from '../items';

const list = [ { n: 1 }, { n: 2 }, { n: 3 } ];

describe( 'item list edits', () => {
	it( 'adds an item where asked and focuses it, kept inside the list', () => {
		expect( addItem( list, 1, { n: 9 } ) ).toEqual( {
			items: [ { n: 1 }, { n: 9 }, { n: 2 }, { n: 3 } ],
			focus: 1,
		} );
		expect( addItem( list, 10, { n: 9 } ).focus ).toBe( 3 );
	} );

	it( 'duplicates an item right after it, as a copy, and focuses the copy', () => {
		const edit = duplicateItem( list, 0 );
		expect( edit ).toEqual( {
			items: [ { n: 1 }, { n: 1 }, { n: 2 }, { n: 3 } ],
			focus: 1,
		} );
		expect( edit.items[ 1 ] ).not.toBe( list[ 0 ] );
		expect( duplicateItem( list, 5 ) ).toEqual( {
			items: list,
			focus: null,
		} );
	} );

	it( 'moves an item and the focus with it, and keeps the ends', () => {
		expect( moveItem( list, 0, 1 ) ).toEqual( {
			items: [ { n: 2 }, { n: 1 }, { n: 3 } ],
			focus: 1,
		} );
		expect( moveItem( list, 0, -1 ) ).toEqual( { items: list, focus: 0 } );
	} );

	it( 'removes an item and focuses the one before, or none when empty', () => {
		expect( removeItem( list, 2 ) ).toEqual( {
			items: [ { n: 1 }, { n: 2 } ],
			focus: 1,
		} );
		expect( removeItem( list, 0 ).focus ).toBe( 0 );
		expect( removeItem( [ { n: 1 } ], 0 ) ).toEqual( {
			items: [],
			focus: null,
		} );
	} );
} );
