/**
 * External dependencies
 */
import { act } from 'react';

/**
 * WordPress dependencies
 */
import { createRoot, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useNearViewport } from '../near-viewport';
import { NEAR_VIEWPORT_MARGIN } from '../when-near';
import { FakeObserver } from '../../../tests/js/fake-intersection-observer';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
	const ref = useRef< HTMLDivElement >( null );
	const near = useNearViewport( ref );
	return <div ref={ ref }>{ near ? 'near' : 'far' }</div>;
}

async function render(): Promise< HTMLElement > {
	const container = document.createElement( 'div' );
	document.body.append( container );
	await act( async () => createRoot( container ).render( <Probe /> ) );
	return container;
}

describe( 'useNearViewport', () => {
	afterEach( () => {
		delete ( globalThis as { IntersectionObserver?: unknown } )
			.IntersectionObserver;
		FakeObserver.all = [];
		document.body.innerHTML = '';
	} );

	it( 'is near at once where the browser cannot observe', async () => {
		expect( ( await render() ).textContent ).toBe( 'near' );
	} );

	it( 'waits until the element comes within a screen of the viewport, then stops watching', async () => {
		(
			globalThis as { IntersectionObserver?: unknown }
		 ).IntersectionObserver = FakeObserver;
		const container = await render();
		const observer = FakeObserver.all.at( -1 )!;
		expect( container.textContent ).toBe( 'far' );
		expect( observer.options.rootMargin ).toBe( NEAR_VIEWPORT_MARGIN );
		expect( observer.observed ).toEqual( [ container.firstElementChild ] );

		await act( async () =>
			observer.callback( [ { isIntersecting: false } ] )
		);
		expect( container.textContent ).toBe( 'far' );
		await act( async () =>
			observer.callback( [ { isIntersecting: true } ] )
		);
		expect( container.textContent ).toBe( 'near' );
		expect( observer.disconnected ).toBe( true );
	} );
} );
