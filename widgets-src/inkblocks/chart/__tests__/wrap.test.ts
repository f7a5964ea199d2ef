/**
 * Internal dependencies
 */
import { BAR_CHART_LABEL_WRAP } from '../constants';
import { wrapLabel } from '../wrap';

describe( 'wrapLabel', () => {
	it( 'wraps at SPEC 9’s 50 characters', () => {
		expect( BAR_CHART_LABEL_WRAP ).toBe( 50 );
	} );

	it( 'keeps a label of 50 characters on one line', () => {
		const label = 'x'.repeat( 20 ) + ' ' + 'y'.repeat( 29 );
		expect( label ).toHaveLength( 50 );
		expect( wrapLabel( label ) ).toEqual( [ label ] );
	} );

	it( 'breaks between words before the 51st character', () => {
		const label =
			'Medical research explained for readers who are not scientists and want the short version';
		const lines = wrapLabel( label );
		expect( lines ).toEqual( [
			'Medical research explained for readers who are not',
			'scientists and want the short version',
		] );
		lines.forEach( ( line ) =>
			expect( line.length ).toBeLessThanOrEqual( 50 )
		);
		expect( lines.join( ' ' ) ).toBe( label );
	} );

	it( 'cuts a word longer than a line', () => {
		const word = 'a'.repeat( 120 );
		expect( wrapLabel( `go ${ word } now` ) ).toEqual( [
			'go',
			'a'.repeat( 50 ),
			'a'.repeat( 50 ),
			'a'.repeat( 20 ) + ' now',
		] );
	} );

	it( 'collapses spaces and keeps an empty label as one empty line', () => {
		expect( wrapLabel( '  two   words ' ) ).toEqual( [ 'two words' ] );
		expect( wrapLabel( '' ) ).toEqual( [ '' ] );
	} );

	it( 'takes another width', () => {
		expect( wrapLabel( 'one two three', 7 ) ).toEqual( [
			'one two',
			'three',
		] );
	} );
} );
