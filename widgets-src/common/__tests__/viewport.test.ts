/**
 * Internal dependencies
 */
import { columnsFor } from '../viewport';

describe( 'columnsFor', () => {
	it( 'fits one column on mobile and at most two on tablets', () => {
		expect( columnsFor( 3, 500 ) ).toBe( 1 );
		expect( columnsFor( 3, 767 ) ).toBe( 1 );
		expect( columnsFor( 3, 900 ) ).toBe( 2 );
		expect( columnsFor( 1, 900 ) ).toBe( 1 );
		expect( columnsFor( 4, 1280 ) ).toBe( 4 );
	} );
} );
