/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import { mountIslands, registerIsland } from '../../../common/mount';
import { AUDIO_START_VOLUME } from '../../media-player/constants';
import { AudioPlayer } from '../AudioPlayer';
import type { AudioProps } from '../types';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

const SOURCES = [
	'http://example.test/one.wav',
	'http://example.test/two.wav',
	'http://example.test/three.wav',
];

const props: AudioProps = {
	title: 'Tunes',
	tracks: [
		{ src: SOURCES[ 0 ] as string, title: 'One', artist: 'Band' },
		{ src: SOURCES[ 1 ] as string, title: 'Two', artist: '' },
		{ src: SOURCES[ 2 ] as string, title: 'Three', artist: '' },
	],
	volume: AUDIO_START_VOLUME,
	autoAdvance: true,
	loop: false,
};

beforeAll( () => {
	// jsdom implements no media playback.
	window.HTMLMediaElement.prototype.play = jest.fn( () => Promise.resolve() );
	window.HTMLMediaElement.prototype.pause = jest.fn();
	registerIsland( 'audio', AudioPlayer );
} );

async function mount( overrides: Partial< AudioProps > = {} ) {
	document.body.innerHTML = `<div data-inkwell-island="audio" data-inkwell-props='${ JSON.stringify(
		{ ...props, ...overrides }
	) }'></div>`;
	await act( async () => mountIslands( document ) );
	return {
		audio: document.querySelector( 'audio' ) as HTMLAudioElement,
		player: document.querySelector( '.inkblocks-player' ) as HTMLElement,
	};
}

function press( element: Element, key: string ) {
	return act( async () => {
		element.dispatchEvent(
			new KeyboardEvent( 'keydown', { key, bubbles: true } )
		);
	} );
}

describe( 'AudioPlayer', () => {
	it( 'starts at volume 0.8 with the first track', async () => {
		const { audio } = await mount();
		expect( AUDIO_START_VOLUME ).toBe( 0.8 );
		expect( audio.volume ).toBe( 0.8 );
		expect( audio.getAttribute( 'src' ) ).toBe( SOURCES[ 0 ] );
		expect(
			document.querySelector( '[aria-current="true"]' )?.textContent
		).toContain( 'One' );
	} );

	it( 'changes tracks with N and P and the volume with the arrows', async () => {
		const { audio, player } = await mount();
		await press( player, 'n' );
		expect( audio.getAttribute( 'src' ) ).toBe( SOURCES[ 1 ] );
		await press( player, 'p' );
		expect( audio.getAttribute( 'src' ) ).toBe( SOURCES[ 0 ] );
		await press( player, 'p' );
		expect( audio.getAttribute( 'src' ) ).toBe( SOURCES[ 0 ] );
		await press( player, 'ArrowDown' );
		expect( audio.volume ).toBe( 0.7 );
	} );

	it( 'plays a track chosen in the playlist and moves on when one ends', async () => {
		const { audio } = await mount();
		const buttons = document.querySelectorAll( '.inkblocks-audio__item' );
		await act( async () => ( buttons[ 2 ] as HTMLButtonElement ).click() );
		expect( audio.getAttribute( 'src' ) ).toBe( SOURCES[ 2 ] );
		expect( window.HTMLMediaElement.prototype.play ).toHaveBeenCalled();
		expect( buttons[ 2 ]?.getAttribute( 'aria-current' ) ).toBe( 'true' );

		await act( async () => {
			audio.dispatchEvent( new Event( 'ended' ) );
		} );
		// The last track of a playlist that does not loop: it stays.
		expect( audio.getAttribute( 'src' ) ).toBe( SOURCES[ 2 ] );
	} );

	it( 'wraps to the first track at the end of a looping playlist', async () => {
		const { audio, player } = await mount( { loop: true } );
		await press( player, 'p' );
		expect( audio.getAttribute( 'src' ) ).toBe( SOURCES[ 2 ] );
		await act( async () => {
			audio.dispatchEvent( new Event( 'ended' ) );
		} );
		expect( audio.getAttribute( 'src' ) ).toBe( SOURCES[ 0 ] );
	} );
} );
