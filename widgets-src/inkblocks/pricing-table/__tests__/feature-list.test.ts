/**
 * Internal dependencies
 */
import { addAfter, move, remove } from '../feature-list';

const list = [
	{ text: 'One', included: true },
	{ text: 'Two', included: false },
	{ text: 'Three', included: true },
];

describe( 'the feature list edited on the canvas', () => {
	it( 'adds an empty included feature after the current one and moves the caret to it', () => {
		expect( addAfter( list, 0 ) ).toEqual( {
			features: [
				list[ 0 ],
				{ text: '', included: true },
				list[ 1 ],
				list[ 2 ],
			],
			focus: 1,
		} );
		expect( addAfter( list, 2 ).focus ).toBe( 3 );
		expect( addAfter( [], -1 ) ).toEqual( {
			features: [ { text: '', included: true } ],
			focus: 0,
		} );
		expect( list ).toHaveLength( 3 );
	} );

	it( 'removes a feature and gives the caret to the one before, or to the new first', () => {
		expect( remove( list, 1 ) ).toEqual( {
			features: [ list[ 0 ], list[ 2 ] ],
			focus: 0,
		} );
		expect( remove( list, 0 ) ).toEqual( {
			features: [ list[ 1 ], list[ 2 ] ],
			focus: 0,
		} );
		expect( remove( list.slice( 0, 1 ), 0 ) ).toEqual( {
			features: [],
			focus: null,
		} );
	} );

	it( 'moves a feature up or down, the caret following it, and never past an end', () => {
		expect( move( list, 2, -1 ) ).toEqual( {
			features: [ list[ 0 ], list[ 2 ], list[ 1 ] ],
			focus: 1,
		} );
		expect( move( list, 0, 1 ).features.map( ( f ) => f.text ) ).toEqual( [
			'Two',
			'One',
			'Three',
		] );
		expect( move( list, 0, -1 ) ).toEqual( { features: list, focus: 0 } );
		expect( move( list, 2, 1 ) ).toEqual( { features: list, focus: 2 } );
	} );
} );
