/**
 * Internal dependencies
 */
import { keyMove, syncControls } from '../controls';

describe( 'slider controls', () => {
	let previous: HTMLButtonElement;
	let next: HTMLButtonElement;
	let counter: HTMLElement;

	beforeEach( () => {
		document.body.innerHTML = `
			<button class="prev">Back</button>
			<p class="counter" data-format="%1$s / %2$s">1 / 4</p>
			<button class="next">Next</button>`;
		previous = document.querySelector( '.prev' )!;
		next = document.querySelector( '.next' )!;
		counter = document.querySelector( '.counter' )!;
	} );

	const at = ( index: number, total = 4 ) =>
		syncControls(
			{ previous, next, counter },
			{
				index,
				total,
				isBeginning: index === 0,
				isEnd: index === total - 1,
			}
		);

	it( 'disables back at the first slide and next at the last', () => {
		at( 0 );
		expect( previous.disabled ).toBe( true );
		expect( next.disabled ).toBe( false );
		at( 1 );
		expect( previous.disabled ).toBe( false );
		expect( next.disabled ).toBe( false );
		at( 3 );
		expect( previous.disabled ).toBe( false );
		expect( next.disabled ).toBe( true );
	} );

	it( 'counts the slides from 1', () => {
		at( 0 );
		expect( counter.textContent ).toBe( '1 / 4' );
		at( 1 );
		expect( counter.textContent ).toBe( '2 / 4' );
	} );

	it( 'hands the focus to back when next is disabled under it', () => {
		at( 2 );
		next.focus();
		at( 3 );
		expect( previous.ownerDocument.activeElement ).toBe( previous );
	} );

	it( 'maps the arrow, Home and End keys to moves, and nothing else', () => {
		expect( keyMove( 'ArrowLeft' ) ).toBe( 'previous' );
		expect( keyMove( 'ArrowRight' ) ).toBe( 'next' );
		expect( keyMove( 'Home' ) ).toBe( 'first' );
		expect( keyMove( 'End' ) ).toBe( 'last' );
		expect( keyMove( 'ArrowDown' ) ).toBeNull();
		expect( keyMove( 'Enter' ) ).toBeNull();
	} );

	it( 'swaps the arrows right to left', () => {
		expect( keyMove( 'ArrowLeft', true ) ).toBe( 'next' );
		expect( keyMove( 'ArrowRight', true ) ).toBe( 'previous' );
		expect( keyMove( 'Home', true ) ).toBe( 'first' );
	} );
} );
