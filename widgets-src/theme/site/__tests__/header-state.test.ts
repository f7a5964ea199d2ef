/**
 * Internal dependencies
 */
import { DESKTOP_DROPDOWN_WIDTH, HEADER_RESIZE_SCROLL } from '../constants';
import { isHeaderResized } from '../header-state';
import { revealDelay } from '../reveal';

describe( 'SPEC 9 header constants', () => {
	it( 'has the values of the specification', () => {
		expect( HEADER_RESIZE_SCROLL ).toBe( 100 );
		expect( DESKTOP_DROPDOWN_WIDTH ).toBe( 991 );
	} );
} );

describe( 'isHeaderResized', () => {
	it( 'compacts once scroll exceeds 100px', () => {
		expect( isHeaderResized( 0 ) ).toBe( false );
		expect( isHeaderResized( 100 ) ).toBe( false );
		expect( isHeaderResized( 101 ) ).toBe( true );
	} );
} );

describe( 'revealDelay', () => {
	it( 'staggers by 0.05 s × (1 + index)', () => {
		expect( revealDelay( 0 ) ).toBe( 0.05 );
		expect( revealDelay( 1 ) ).toBe( 0.1 );
		expect( revealDelay( 9 ) ).toBe( 0.5 );
	} );
} );
