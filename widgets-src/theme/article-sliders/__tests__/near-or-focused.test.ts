/**
 * Internal dependencies
 */
import { NEAR_VIEWPORT_MARGIN } from '../../../common/when-near';
import { FakeObserver } from '../../../../tests/js/fake-intersection-observer';
import { whenNearOrFocused } from '../near-or-focused';

describe( 'whenNearOrFocused', () => {
	let slider: HTMLElement;
	let calls: number;

	beforeEach( () => {
		document.body.innerHTML =
			'<div><a href="#a">A</a><a href="#b">B</a></div>';
		slider = document.querySelector( 'div' )!;
		calls = 0;
	} );

	afterEach( () => {
		delete ( globalThis as { IntersectionObserver?: unknown } )
			.IntersectionObserver;
		FakeObserver.all = [];
	} );

	const focus = ( index: number ) =>
		slider.querySelectorAll( 'a' )[ index ]!.focus();

	it( 'calls back at once without IntersectionObserver, and not again on focus', () => {
		whenNearOrFocused( slider, () => calls++ );
		expect( calls ).toBe( 1 );
		focus( 0 );
		expect( calls ).toBe( 1 );
	} );

	describe( 'with IntersectionObserver', () => {
		beforeEach( () => {
			(
				globalThis as { IntersectionObserver?: unknown }
			 ).IntersectionObserver = FakeObserver;
			whenNearOrFocused( slider, () => calls++ );
		} );

		it( 'watches the element with the shared margin and waits', () => {
			const [ observer ] = FakeObserver.all;
			expect( observer!.options.rootMargin ).toBe( NEAR_VIEWPORT_MARGIN );
			expect( observer!.observed ).toEqual( [ slider ] );
			observer!.report( false );
			expect( calls ).toBe( 0 );
		} );

		it( 'calls back once when the element comes near, then ignores the focus', () => {
			FakeObserver.all[ 0 ]!.report( true );
			expect( calls ).toBe( 1 );
			expect( FakeObserver.all[ 0 ]!.disconnected ).toBe( true );
			focus( 0 );
			expect( calls ).toBe( 1 );
		} );

		it( 'calls back once when the focus enters first, and stops watching', () => {
			focus( 0 );
			focus( 1 );
			expect( calls ).toBe( 1 );
			expect( FakeObserver.all[ 0 ]!.disconnected ).toBe( true );
		} );
	} );
} );
