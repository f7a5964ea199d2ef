/**
 * Internal dependencies
 */
import { IMAGE_ACCORDION_ACTIVE_SIZE } from '../constants';
import { accordionSizes } from '../sizes';

describe( 'accordionSizes', () => {
	it( 'gives the active image its size and shares the rest', () => {
		expect( accordionSizes( 5, 2, IMAGE_ACCORDION_ACTIVE_SIZE ) ).toEqual( [
			12.5, 12.5, 50, 12.5, 12.5,
		] );
	} );

	it( 'is even with no image active', () => {
		expect( accordionSizes( 4, -1, 50 ) ).toEqual( [ 25, 25, 25, 25 ] );
		expect( accordionSizes( 4, 9, 50 ) ).toEqual( [ 25, 25, 25, 25 ] );
	} );

	it( 'gives a lone image the whole width', () => {
		expect( accordionSizes( 1, 0, 50 ) ).toEqual( [ 100 ] );
		expect( accordionSizes( 0, 0, 50 ) ).toEqual( [] );
	} );
} );
