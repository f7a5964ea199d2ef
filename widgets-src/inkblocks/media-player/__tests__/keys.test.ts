/**
 * Internal dependencies
 */
import { applyToMedia, onPlayerKey, playerAction } from '../keys';

/**
 * A media element with settable duration (jsdom's is read-only and unknown) and play/pause that work.
 *
 * @param duration Duration in seconds.
 */
function media( duration = 100 ): HTMLMediaElement {
	const element = document.createElement( 'video' );
	Object.defineProperty( element, 'duration', { value: duration } );
	let paused = true;
	Object.defineProperty( element, 'paused', { get: () => paused } );
	element.play = jest.fn( () => {
		paused = false;
		return Promise.resolve();
	} );
	element.pause = jest.fn( () => {
		paused = true;
	} );
	return element;
}

function keydown( key: string, target: EventTarget | null = null ) {
	return {
		key,
		target,
		altKey: false,
		ctrlKey: false,
		metaKey: false,
		preventDefault: jest.fn(),
	};
}

describe( 'player keys', () => {
	it( 'maps the usual video-site keys', () => {
		expect( playerAction( ' ' ) ).toEqual( { type: 'toggle' } );
		expect( playerAction( 'K' ) ).toEqual( { type: 'toggle' } );
		expect( playerAction( 'ArrowRight' ) ).toEqual( {
			type: 'seek-by',
			seconds: 5,
		} );
		expect( playerAction( 'ArrowDown' ) ).toEqual( {
			type: 'volume-by',
			delta: -0.1,
		} );
		expect( playerAction( '3' ) ).toEqual( {
			type: 'seek-to',
			fraction: 0.3,
		} );
		expect( playerAction( 'm' ) ).toEqual( { type: 'mute' } );
		expect( playerAction( 'f' ) ).toEqual( { type: 'fullscreen' } );
		expect( playerAction( 'n' ) ).toEqual( { type: 'next' } );
		expect( playerAction( 'p' ) ).toEqual( { type: 'previous' } );
		expect( playerAction( 'x' ) ).toBeNull();
	} );

	it( 'leaves arrows to a focused slider', () => {
		expect( playerAction( 'ArrowLeft', true ) ).toBeNull();
		expect( playerAction( 'End', true ) ).toBeNull();
		expect( playerAction( 'k', true ) ).toEqual( { type: 'toggle' } );
	} );

	it( 'plays, pauses, seeks within the media and changes the volume', () => {
		const element = media( 100 );
		applyToMedia( element, { type: 'toggle' } );
		expect( element.play ).toHaveBeenCalled();
		applyToMedia( element, { type: 'toggle' } );
		expect( element.pause ).toHaveBeenCalled();

		element.currentTime = 98;
		applyToMedia( element, { type: 'seek-by', seconds: 5 } );
		expect( element.currentTime ).toBe( 100 );
		element.currentTime = 2;
		applyToMedia( element, { type: 'seek-by', seconds: -5 } );
		expect( element.currentTime ).toBe( 0 );
		applyToMedia( element, { type: 'seek-to', fraction: 0.5 } );
		expect( element.currentTime ).toBe( 50 );

		element.volume = 0.8;
		element.muted = true;
		applyToMedia( element, { type: 'volume-by', delta: 0.1 } );
		expect( element.volume ).toBe( 0.9 );
		expect( element.muted ).toBe( false );
		applyToMedia( element, { type: 'volume-by', delta: 0.5 } );
		expect( element.volume ).toBe( 1 );
		applyToMedia( element, { type: 'mute' } );
		expect( element.muted ).toBe( true );
	} );

	it( 'hands the player’s own actions on and lets buttons keep Space', () => {
		const element = media();
		const onOther = jest.fn();
		const event = keydown( 'n' );
		onPlayerKey( event, element, onOther );
		expect( onOther ).toHaveBeenCalledWith( { type: 'next' } );
		expect( event.preventDefault ).toHaveBeenCalled();

		const onButton = keydown( ' ', document.createElement( 'button' ) );
		onPlayerKey( onButton, element, onOther );
		expect( element.play ).not.toHaveBeenCalled();
		expect( onButton.preventDefault ).not.toHaveBeenCalled();

		onPlayerKey( keydown( 'k', document.createElement( 'div' ) ), element );
		expect( element.play ).toHaveBeenCalled();
	} );
} );
