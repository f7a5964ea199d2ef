/**
 * Internal dependencies
 */
import { isEmptyContent, panelOfSelection, shownPanel } from '../panel-blocks';

const paragraph = ( content: unknown ) => ( {
	name: 'core/paragraph',
	attributes: { content },
	innerBlocks: [],
} );

describe( 'the panels in the canvas', () => {
	it( 'counts a panel with no block or empty paragraphs only as empty', () => {
		expect( isEmptyContent( [] ) ).toBe( true );
		expect( isEmptyContent( [ paragraph( '' ), paragraph( ' ' ) ] ) ).toBe(
			true
		);
		expect( isEmptyContent( [ paragraph( undefined ) ] ) ).toBe( true );
		expect( isEmptyContent( [ paragraph( 'Answer' ) ] ) ).toBe( false );
		expect(
			isEmptyContent( [
				{ name: 'core/image', attributes: {}, innerBlocks: [] },
			] )
		).toBe( false );
	} );

	it( 'shows the selected panel, else the last shown, else the one open on load, else the first', () => {
		const order = [ 'a', 'b', 'c' ];
		expect( shownPanel( order, 'c', 'b', 'a' ) ).toBe( 'c' );
		expect( shownPanel( order, null, 'b', 'a' ) ).toBe( 'b' );
		expect( shownPanel( order, null, 'gone', 'c' ) ).toBe( 'c' );
		expect( shownPanel( order, null, null, null ) ).toBe( 'a' );
		expect( shownPanel( [], null, null, null ) ).toBeNull();
	} );

	it( 'finds the panel that is or holds the selected block', () => {
		const order = [ 'a', 'b' ];
		expect( panelOfSelection( order, 'b', [ 'tabs' ] ) ).toBe( 'b' );
		expect(
			panelOfSelection( order, 'paragraph', [ 'tabs', 'a', 'group' ] )
		).toBe( 'a' );
		expect( panelOfSelection( order, 'tabs', [] ) ).toBeNull();
		expect( panelOfSelection( order, null, [] ) ).toBeNull();
	} );
} );
