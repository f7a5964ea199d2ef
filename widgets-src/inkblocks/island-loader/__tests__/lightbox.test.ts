/**
 * The lightbox bundle loads on a reader's first gesture towards a lightbox link. jsdom never loads an
 * external script: each stays pending until the test says it loaded.
 */

/**
 * Internal dependencies
 */
import { SCRIPT_LOAD_TIMEOUT } from '../../../common/script-tags';

type Probe = Window & { opened?: string[] };
const opened = () => ( window as Probe ).opened ?? [];

const SRC = 'http://example.test/lightbox.js';
const live = () =>
	[
		...document.querySelectorAll< HTMLScriptElement >( 'body script' ),
	].filter( ( script ) => script.src === SRC );

/** Tells jsdom the pending lightbox script has loaded. */
const loaded = () => live()[ 0 ]?.dispatchEvent( new Event( 'load' ) );

const click = ( link: Element ) =>
	link.dispatchEvent(
		new MouseEvent( 'click', { bubbles: true, cancelable: true } )
	);

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

test( 'pointing at a link starts the lightbox; a click before it has run opens it once it has', async () => {
	// The stand-in lightbox: its inline part handles clicks on lightbox links, as the bundle does.
	document.body.innerHTML = `
		<p><a id="photo" href="/photo.jpg" data-inkblocks-lightbox="{}">Photo</a> <a id="plain" href="#top">Plain</a></p>
		<template data-inkblocks-deferred="inkblocks-lightbox"><script id="inkblocks-lightbox-js" src="${ SRC }"></script><script id="inkblocks-lightbox-js-after">
			document.addEventListener( 'click', ( event ) => {
				const link = event.target.closest( '[data-inkblocks-lightbox]' );
				if ( link && ! event.defaultPrevented ) {
					event.preventDefault();
					window.opened = ( window.opened || [] ).concat( link.id );
				}
			} );
		</script></template>`;
	await import( '../index' );
	await jest.advanceTimersByTimeAsync( 0 );
	expect( live() ).toHaveLength( 0 );

	// Another link does nothing.
	document
		.getElementById( 'plain' )!
		.dispatchEvent( new MouseEvent( 'pointerover', { bubbles: true } ) );
	await jest.advanceTimersByTimeAsync( 0 );
	expect( live() ).toHaveLength( 0 );

	const photo = document.getElementById( 'photo' )!;
	photo.dispatchEvent( new MouseEvent( 'pointerover', { bubbles: true } ) );
	await jest.advanceTimersByTimeAsync( 0 );
	expect( live() ).toHaveLength( 1 );

	// Clicked before the script ran: the link does not navigate, and the lightbox opens when it has run.
	expect( click( photo ) ).toBe( false );
	await jest.advanceTimersByTimeAsync( 0 );
	expect( opened() ).toEqual( [] );
	loaded();
	await jest.advanceTimersByTimeAsync( 0 );
	expect( opened() ).toEqual( [ 'photo' ] );
	expect( live() ).toHaveLength( 1 );

	// From then on the lightbox's own handler takes each click.
	expect( click( photo ) ).toBe( false );
	expect( opened() ).toEqual( [ 'photo', 'photo' ] );
} );

test( 'a lightbox script that does not load is given up and tried again on the next click', async () => {
	jest.resetModules();
	document.body.innerHTML = `
		<a id="slides" href="#block-action:action=lightbox&amp;settings=e30=">Slides</a>
		<template data-inkblocks-deferred="inkblocks-lightbox"><script id="inkblocks-lightbox-js" src="${ SRC }"></script></template>`;
	await import( '../index' );
	await jest.advanceTimersByTimeAsync( 0 );
	const slides = document.getElementById( 'slides' )!;

	expect( click( slides ) ).toBe( false );
	await jest.advanceTimersByTimeAsync( 0 );
	expect( live() ).toHaveLength( 1 );
	await jest.advanceTimersByTimeAsync( SCRIPT_LOAD_TIMEOUT );
	expect( live() ).toHaveLength( 0 );

	expect( click( slides ) ).toBe( false );
	await jest.advanceTimersByTimeAsync( 0 );
	expect( live() ).toHaveLength( 1 );
} );
