/**
 * Internal dependencies
 */
import { rovingIndex } from '../roving-keys';

describe( 'rovingIndex (WAI-ARIA tabs and accordion keys)', () => {
	it( 'moves with Left and Right in a horizontal list, wrapping around', () => {
		expect( rovingIndex( 'ArrowRight', 0, 3, 'horizontal' ) ).toBe( 1 );
		expect( rovingIndex( 'ArrowRight', 2, 3, 'horizontal' ) ).toBe( 0 );
		expect( rovingIndex( 'ArrowLeft', 0, 3, 'horizontal' ) ).toBe( 2 );
		expect( rovingIndex( 'ArrowDown', 0, 3, 'horizontal' ) ).toBeNull();
	} );

	it( 'swaps Left and Right in a right-to-left horizontal list only', () => {
		expect( rovingIndex( 'ArrowLeft', 0, 3, 'horizontal', true ) ).toBe(
			1
		);
		expect( rovingIndex( 'ArrowRight', 0, 3, 'horizontal', true ) ).toBe(
			2
		);
		expect( rovingIndex( 'ArrowDown', 0, 3, 'vertical', true ) ).toBe( 1 );
	} );

	it( 'moves with Up and Down in a vertical list', () => {
		expect( rovingIndex( 'ArrowDown', 1, 3, 'vertical' ) ).toBe( 2 );
		expect( rovingIndex( 'ArrowUp', 0, 3, 'vertical' ) ).toBe( 2 );
		expect( rovingIndex( 'ArrowRight', 0, 3, 'vertical' ) ).toBeNull();
	} );

	it( 'jumps to the ends with Home and End and ignores other keys', () => {
		expect( rovingIndex( 'Home', 2, 3, 'horizontal' ) ).toBe( 0 );
		expect( rovingIndex( 'End', 0, 3, 'vertical' ) ).toBe( 2 );
		expect( rovingIndex( 'Enter', 0, 3, 'vertical' ) ).toBeNull();
		expect( rovingIndex( 'End', 0, 0, 'vertical' ) ).toBeNull();
	} );
} );
