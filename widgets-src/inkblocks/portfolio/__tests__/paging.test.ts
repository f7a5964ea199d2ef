/**
 * Internal dependencies
 */
import { masonryLayout, portfolioView } from '../paging';

const items = [
	{ slug: [ 'print' ] },
	{ slug: [ 'web', 'print' ] },
	{ slug: [ 'web' ] },
	{ slug: [ 'print' ] },
	{ slug: [] },
	{ slug: [ 'print' ] },
];

describe( 'portfolioView', () => {
	it( 'shows every item up to the page size on the all filter', () => {
		const { states, hasMore } = portfolioView( items, 'all', 4 );
		expect( states.map( ( s ) => s.visible ) ).toEqual( [
			true,
			true,
			true,
			true,
			false,
			false,
		] );
		expect( states.map( ( s ) => s.more ) ).toEqual( [
			false,
			false,
			false,
			false,
			true,
			true,
		] );
		expect( hasMore ).toBe( true );
	} );

	it( 'shows only matching items and counts the page among them', () => {
		const { states, hasMore } = portfolioView( items, 'print', 2 );
		expect( states ).toEqual( [
			{ visible: true, more: false },
			{ visible: true, more: false },
			{ visible: false, more: false },
			{ visible: false, more: true },
			{ visible: false, more: false },
			{ visible: false, more: true },
		] );
		expect( hasMore ).toBe( true );
	} );

	it( 'has nothing more once every matching item is revealed', () => {
		expect( portfolioView( items, 'print', 4 ).hasMore ).toBe( false );
		expect( portfolioView( items, 'web', 2 ).hasMore ).toBe( false );
	} );

	it( 'shows nothing for a filter no item carries', () => {
		const view = portfolioView( items, 'video', 6 );
		expect( view.states.every( ( s ) => ! s.visible && ! s.more ) ).toBe(
			true
		);
		expect( view.hasMore ).toBe( false );
	} );
} );

describe( 'masonryLayout', () => {
	it( 'puts each item under the shortest column', () => {
		const { positions, height } = masonryLayout(
			[ 200, 100, 50, 100 ],
			3,
			10
		);
		expect( positions ).toEqual( [
			{ column: 0, top: 0 },
			{ column: 1, top: 0 },
			{ column: 2, top: 0 },
			{ column: 2, top: 60 },
		] );
		expect( height ).toBe( 200 );
	} );

	it( 'keeps one column when asked for none', () => {
		expect( masonryLayout( [ 10, 10 ], 0, 0 ).positions ).toEqual( [
			{ column: 0, top: 0 },
			{ column: 0, top: 10 },
		] );
	} );
} );
