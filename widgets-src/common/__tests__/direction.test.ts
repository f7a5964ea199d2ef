/**
 * Internal dependencies
 */
import { arrowStep, isRtl } from '../direction';

describe( 'reading direction', () => {
	const row = ( direction: string ) => {
		const element = document.createElement( 'div' );
		element.style.direction = direction;
		document.body.append( element );
		return element;
	};

	it( 'goes forward with the right arrow left to right', () => {
		const element = row( 'ltr' );
		expect( isRtl( element ) ).toBe( false );
		expect( arrowStep( 'ArrowRight', element ) ).toBe( 1 );
		expect( arrowStep( 'ArrowLeft', element ) ).toBe( -1 );
		expect( arrowStep( 'ArrowUp', element ) ).toBe( 0 );
	} );

	it( 'goes forward with the left arrow right to left', () => {
		const element = row( 'rtl' );
		expect( isRtl( element ) ).toBe( true );
		expect( arrowStep( 'ArrowLeft', element ) ).toBe( 1 );
		expect( arrowStep( 'ArrowRight', element ) ).toBe( -1 );
		expect( arrowStep( 'Enter', element ) ).toBe( 0 );
	} );

	it( 'reads no element as left to right', () => {
		expect( isRtl( null ) ).toBe( false );
		expect( arrowStep( 'ArrowRight', null ) ).toBe( 1 );
	} );
} );
