/**
 * The island loader when a bundle does not load (SPEC 9: 120 s page-builder script load timeout): jsdom
 * never loads an external script, so each one stays pending until the test says it loaded.
 */

/**
 * Internal dependencies
 */
import { SCRIPT_LOAD_TIMEOUT } from '../../../common/script-tags';

const SRC = 'http://example.test/tabs.js';
const live = () =>
	[
		...document.querySelectorAll< HTMLScriptElement >( 'body script' ),
	].filter( ( script ) => script.src === SRC );

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

test( 'gives a bundle up after 120 s, keeps the server markup and tries again on the next interaction', async () => {
	document.body.innerHTML = `
		<div data-inkwell-island="tabs" data-inkblocks-bundle="tabs"><button>Server tab</button></div>
		<template data-inkblocks-deferred="tabs"><script id="inkblocks-tabs-js" src="${ SRC }"></script></template>`;
	await import( '../index' );
	await jest.advanceTimersByTimeAsync( 0 );
	expect( live() ).toHaveLength( 1 );

	await jest.advanceTimersByTimeAsync( SCRIPT_LOAD_TIMEOUT - 1 );
	expect( live() ).toHaveLength( 1 );
	await jest.advanceTimersByTimeAsync( 1 );
	// Given up: the tag is gone, the block still shows what the server rendered, nothing is retried alone.
	expect( live() ).toHaveLength( 0 );
	expect( document.querySelector( 'button' )!.textContent ).toBe(
		'Server tab'
	);
	await jest.advanceTimersByTimeAsync( SCRIPT_LOAD_TIMEOUT );
	expect( live() ).toHaveLength( 0 );

	// The reader uses the block: the bundle is asked for again, once, and loads this time.
	document
		.querySelector( 'button' )!
		.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
	document
		.querySelector( 'button' )!
		.dispatchEvent( new Event( 'focusin', { bubbles: true } ) );
	await jest.advanceTimersByTimeAsync( 0 );
	expect( live() ).toHaveLength( 1 );
	live()[ 0 ]!.dispatchEvent( new Event( 'load' ) );
	await jest.advanceTimersByTimeAsync( SCRIPT_LOAD_TIMEOUT );
	expect( live() ).toHaveLength( 1 );

	// Loaded: later interactions load nothing more.
	document
		.querySelector( 'button' )!
		.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
	await jest.advanceTimersByTimeAsync( 0 );
	expect( live() ).toHaveLength( 1 );
} );
