/**
 * Internal dependencies
 */
import { SCRATCH_COMPLETE } from '../constants';
import { isScratchComplete, scratchedShare } from '../scratch';

/**
 * RGBA data of an opaque cover with its first `clearedRows` rows scratched away.
 *
 * @param width       Width in pixels.
 * @param height      Height in pixels.
 * @param clearedRows Rows whose alpha is 0.
 */
function cover( width: number, height: number, clearedRows: number ) {
	const data = new Uint8ClampedArray( width * height * 4 ).fill( 255 );
	for ( let y = 0; y < clearedRows; y++ ) {
		for ( let x = 0; x < width; x++ ) {
			data[ ( y * width + x ) * 4 + 3 ] = 0;
		}
	}
	return data;
}

describe( 'scratch percentage', () => {
	it( 'is 0 on an untouched cover and 1 on a cleared one', () => {
		expect( scratchedShare( cover( 100, 100, 0 ), 100, 100 ) ).toBe( 0 );
		expect( scratchedShare( cover( 100, 100, 100 ), 100, 100 ) ).toBe( 1 );
	} );

	it( 'measures the share of transparent pixels', () => {
		expect( scratchedShare( cover( 10, 10, 3 ), 10, 10, 1 ) ).toBeCloseTo(
			0.3
		);
		// Sampling every 4 pixels of a 100x100 cover sees 25 of 100 rows, 19 of them cleared.
		expect( scratchedShare( cover( 100, 100, 75 ), 100, 100 ) ).toBeCloseTo(
			19 / 25
		);
	} );

	it( 'counts only fully cleared pixels', () => {
		const data = cover( 2, 1, 0 );
		data[ 3 ] = 1;
		data[ 7 ] = 0;
		expect( scratchedShare( data, 2, 1, 1 ) ).toBe( 0.5 );
	} );

	it( 'completes at 75% scratched', () => {
		expect( SCRATCH_COMPLETE ).toBe( 0.75 );
		expect(
			isScratchComplete(
				scratchedShare( cover( 100, 100, 74 ), 100, 100, 1 )
			)
		).toBe( false );
		expect(
			isScratchComplete(
				scratchedShare( cover( 100, 100, 75 ), 100, 100, 1 )
			)
		).toBe( true );
	} );

	it( 'is 0 for an empty canvas', () => {
		expect( scratchedShare( new Uint8ClampedArray(), 0, 0 ) ).toBe( 0 );
	} );
} );
