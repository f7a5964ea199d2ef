/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import { mountIslands, registerIsland } from '../../../common/mount';
import { AnimatedText } from '../AnimatedText';
import { ANIMATED_TEXT_DELAY, ANIMATED_TEXT_EFFECTS } from '../constants';
import { nextWord } from '../rotation';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Mounts the island.
 *
 * @param loop Whether the words loop.
 */
async function mount( loop = true ) {
	const props = {
		before: 'We write about',
		words: [ 'health', 'science', 'food' ],
		after: 'weekly.',
		effect: 'fx7',
		delay: ANIMATED_TEXT_DELAY,
		loop,
	};
	await act( async () => {
		document.body.innerHTML = `<h2><span data-inkwell-island="animated-text" data-inkwell-props='${ JSON.stringify( props ) }'></span></h2>`;
		mountIslands( document );
	} );
}

const word = () =>
	document.querySelector( '.inkblocks-animated-text__word' )?.textContent;

const wait = ( ms: number ) =>
	act( async () => {
		jest.advanceTimersByTime( ms );
	} );

describe( 'AnimatedText', () => {
	beforeAll( () => registerIsland( 'animated-text', AnimatedText ) );
	beforeEach( () => jest.useFakeTimers() );
	afterEach( async () => {
		await act( async () => {
			document.body.innerHTML = '';
		} );
		jest.useRealTimers();
	} );

	it( 'has the SPEC constants: 3000 ms and effects fx1 to fx12', () => {
		expect( ANIMATED_TEXT_DELAY ).toBe( 3000 );
		expect( ANIMATED_TEXT_EFFECTS ).toEqual(
			Array.from( { length: 12 }, ( _v, i ) => `fx${ i + 1 }` )
		);
	} );

	it( 'rotates the word every 3000 ms, letter by letter, with the effect class', async () => {
		await mount();
		expect( word() ).toBe( 'health' );
		expect( document.querySelector( '.is-fx7' ) ).not.toBeNull();
		expect(
			document.querySelectorAll( '.inkblocks-animated-text__letter' )
		).toHaveLength( 6 );
		await wait( ANIMATED_TEXT_DELAY - 1 );
		expect( word() ).toBe( 'health' );
		await wait( 1 );
		expect( word() ).toBe( 'science' );
		await wait( ANIMATED_TEXT_DELAY );
		expect( word() ).toBe( 'food' );
		await wait( ANIMATED_TEXT_DELAY );
		expect( word() ).toBe( 'health' );
	} );

	it( 'gives screen readers the whole sentence once', async () => {
		await mount();
		expect(
			document.querySelector( '.screen-reader-text' )?.textContent
		).toBe( 'We write about health, science, food weekly.' );
	} );

	it( 'stops with the pause button', async () => {
		await mount();
		const pause = document.querySelector( 'button' ) as HTMLButtonElement;
		await act( async () => pause.click() );
		expect( pause.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		await wait( ANIMATED_TEXT_DELAY );
		await wait( ANIMATED_TEXT_DELAY );
		expect( word() ).toBe( 'health' );
	} );

	it( 'stops on the last word when it does not loop', () => {
		expect( nextWord( 0, 3, false ) ).toBe( 1 );
		expect( nextWord( 2, 3, false ) ).toBeNull();
		expect( nextWord( 2, 3, true ) ).toBe( 0 );
		expect( nextWord( 0, 1, true ) ).toBeNull();
	} );
} );
