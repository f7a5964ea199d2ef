/**
 * Internal dependencies
 */
import { addAfter, moveItem, removeItem } from '../editor/canvas-list';

describe( 'a list typed on the canvas', () => {
	const words = [ 'one', 'two', 'three' ];

	it( 'adds an item after the current one and moves the caret to it', () => {
		expect( addAfter( words, 0, '' ) ).toEqual( {
			list: [ 'one', '', 'two', 'three' ],
			focus: 1,
		} );
		expect( addAfter( words, 2, 'four' ).focus ).toBe( 3 );
		expect( addAfter( [], -1, 'first' ) ).toEqual( {
			list: [ 'first' ],
			focus: 0,
		} );
		expect( words ).toHaveLength( 3 );
	} );

	it( 'removes an item and puts the caret in the one before, or in the new first', () => {
		expect( removeItem( words, 1 ) ).toEqual( {
			list: [ 'one', 'three' ],
			focus: 0,
		} );
		expect( removeItem( words, 0 ).focus ).toBe( 0 );
		expect( removeItem( [ 'only' ], 0 ) ).toEqual( {
			list: [],
			focus: null,
		} );
	} );

	it( 'moves an item one place, the caret with it, and stays inside the list', () => {
		expect( moveItem( words, 2, -1 ) ).toEqual( {
			list: [ 'one', 'three', 'two' ],
			focus: 1,
		} );
		expect( moveItem( words, 0, -1 ) ).toEqual( {
			list: words,
			focus: 0,
		} );
	} );
} );
