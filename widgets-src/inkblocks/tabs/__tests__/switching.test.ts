/**
 * Internal dependencies
 */
import { nextTab, tabForIds } from '../switching';

const items = [ 'overview', 'specs', 'reviews' ].map( ( id ) => ( {
	id,
	title: id,
	templateId: 0,
	active: false,
} ) );

describe( 'tab switching', () => {
	it( 'cycles to the next tab and back to the first', () => {
		expect( nextTab( 0, 3 ) ).toBe( 1 );
		expect( nextTab( 2, 3 ) ).toBe( 0 );
		expect( nextTab( 0, 0 ) ).toBe( 0 );
	} );

	it( 'finds the first tab a hash names', () => {
		expect( tabForIds( items, [ 'faq', 'reviews', 'specs' ] ) ).toBe( 1 );
		expect( tabForIds( items, [ 'reviews' ] ) ).toBe( 2 );
		expect( tabForIds( items, [ 'faq' ] ) ).toBe( -1 );
	} );
} );
