/**
 * Internal dependencies
 */
import { wireTabs } from '../tabs';

describe( 'the category tabs', () => {
	let tabs: HTMLElement[];
	let panels: HTMLElement[];
	let chosen: number[];

	beforeEach( () => {
		document.body.innerHTML = `
			<div role="tablist" hidden>
				<button role="tab" id="t0">Health</button>
				<button role="tab" id="t1">Travel</button>
				<button role="tab" id="t2">Food</button>
			</div>
			<div class="panel">A</div><div class="panel">B</div><div class="panel">C</div>`;
		tabs = [
			...document.querySelectorAll< HTMLElement >( '[role="tab"]' ),
		];
		panels = [ ...document.querySelectorAll< HTMLElement >( '.panel' ) ];
		chosen = [];
		wireTabs(
			document.querySelector< HTMLElement >( '[role="tablist"]' )!,
			panels,
			( index ) => chosen.push( index )
		);
	} );

	const selected = () =>
		tabs.map( ( tab ) => tab.getAttribute( 'aria-selected' ) );
	const live = () => panels.map( ( panel ) => ! panel.inert );
	const press = ( tab: HTMLElement, key: string ) =>
		tab.dispatchEvent(
			new KeyboardEvent( 'keydown', { key, bubbles: true } )
		);

	it( 'shows the tab list, labels each panel by its tab and selects the first', () => {
		expect(
			document.querySelector< HTMLElement >( '[role="tablist"]' )!.hidden
		).toBe( false );
		expect( panels.map( ( p ) => p.getAttribute( 'role' ) ) ).toEqual( [
			'tabpanel',
			'tabpanel',
			'tabpanel',
		] );
		expect( panels[ 1 ]!.getAttribute( 'aria-labelledby' ) ).toBe( 't1' );
		expect( selected() ).toEqual( [ 'true', 'false', 'false' ] );
		expect( tabs.map( ( tab ) => tab.tabIndex ) ).toEqual( [ 0, -1, -1 ] );
		expect( live() ).toEqual( [ true, false, false ] );
		expect( chosen ).toEqual( [ 0 ] );
	} );

	it( 'selects a clicked tab and its panel', () => {
		tabs[ 2 ]!.click();
		expect( selected() ).toEqual( [ 'false', 'false', 'true' ] );
		expect( live() ).toEqual( [ false, false, true ] );
		expect( chosen ).toEqual( [ 0, 2 ] );
	} );

	it( 'moves with the arrow keys, wrapping around, and jumps with Home and End', () => {
		tabs[ 0 ]!.focus();
		press( tabs[ 0 ]!, 'ArrowLeft' );
		expect( selected() ).toEqual( [ 'false', 'false', 'true' ] );
		expect( tabs[ 0 ]!.ownerDocument.activeElement ).toBe( tabs[ 2 ] );
		press( tabs[ 2 ]!, 'ArrowRight' );
		expect( tabs[ 0 ]!.ownerDocument.activeElement ).toBe( tabs[ 0 ] );
		press( tabs[ 0 ]!, 'End' );
		expect( chosen.at( -1 ) ).toBe( 2 );
		press( tabs[ 2 ]!, 'Home' );
		expect( chosen.at( -1 ) ).toBe( 0 );
		press( tabs[ 0 ]!, 'Enter' );
		expect( chosen ).toHaveLength( 5 );
	} );

	it( 'can start on another tab, leaving that panel live', () => {
		const tablist = document.createElement( 'div' );
		tablist.innerHTML =
			'<button role="tab" id="u0">A</button><button role="tab" id="u1">B</button>';
		const own = [ 0, 1 ].map( () => document.createElement( 'div' ) );
		const picked: number[] = [];
		wireTabs( tablist, own, ( index ) => picked.push( index ), 1 );
		expect( picked ).toEqual( [ 1 ] );
		expect( own.map( ( panel ) => panel.inert ) ).toEqual( [
			true,
			false,
		] );
		expect(
			[ ...tablist.children ].map( ( tab ) =>
				tab.getAttribute( 'aria-selected' )
			)
		).toEqual( [ 'false', 'true' ] );
	} );
} );
