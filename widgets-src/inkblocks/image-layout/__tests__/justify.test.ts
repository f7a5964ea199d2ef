/**
 * Internal dependencies
 */
import { IMAGE_LAYOUT_JUSTIFY_HEIGHT } from '../constants';
import { justifyRows } from '../justify';

describe( 'justifyRows', () => {
	it( 'fills each full row exactly at about the row height', () => {
		// At 300px, three 1.5 images are 1350px + 2 gaps: over 1000px, so they form one row.
		const rows = justifyRows(
			[ 1.5, 1.5, 1.5, 1.5, 1.5, 1.5 ],
			1000,
			IMAGE_LAYOUT_JUSTIFY_HEIGHT,
			10
		);
		expect( rows.map( ( r ) => [ r.start, r.end ] ) ).toEqual( [
			[ 0, 3 ],
			[ 3, 6 ],
		] );
		const row = rows[ 0 ]!;
		expect( row.height ).toBeCloseTo( ( 1000 - 20 ) / 4.5 );
		expect( row.height ).toBeLessThanOrEqual( IMAGE_LAYOUT_JUSTIFY_HEIGHT );
		// The images and gaps of the row add up to the width.
		expect( 4.5 * row.height + 20 ).toBeCloseTo( 1000 );
	} );

	it( 'keeps the row height for a last row that cannot fill the width', () => {
		const rows = justifyRows( [ 2, 2, 1 ], 1000, 300, 0 );
		expect( rows ).toEqual( [
			{ start: 0, end: 2, height: 250 },
			{ start: 2, end: 3, height: 300 },
		] );
	} );

	it( 'treats an unknown ratio as square and gives no rows for no images', () => {
		expect( justifyRows( [ 0, 0, 0, 0 ], 600, 300, 0 )[ 0 ] ).toEqual( {
			start: 0,
			end: 2,
			height: 300,
		} );
		expect( justifyRows( [], 600, 300, 0 ) ).toEqual( [] );
	} );
} );
