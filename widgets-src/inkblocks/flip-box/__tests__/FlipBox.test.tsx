/**
 * External dependencies
 */
import { act } from 'react';

/**
 * Internal dependencies
 */
import { mountIslands, registerIsland } from '../../../common/mount';
import { FlipBox } from '../FlipBox';
import type { FlipBoxProps, SwitchType } from '../types';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Mounts a flip box of a switch type.
 *
 * @param switchType The switch type.
 */
async function mount( switchType: SwitchType ) {
	const props: FlipBoxProps = {
		switchType,
		direction: 'left',
		height: 300,
		front: { image: '', title: 'Front', text: '', color: '#000000' },
		back: {
			title: 'Back',
			text: '',
			buttonText: 'Go',
			buttonUrl: 'https://example.org/',
			color: '#111111',
		},
	};
	await act( async () => {
		document.body.innerHTML = `<div data-inkwell-island="flip-box" data-inkwell-props='${ JSON.stringify( props ) }'></div>`;
		mountIslands( document );
	} );
	return document.querySelector( '.inkblocks-flip-box__card' ) as HTMLElement;
}

const back = () => document.querySelector( '.is-back' ) as HTMLElement;

describe( 'FlipBox', () => {
	beforeAll( () => registerIsland( 'flip-box', FlipBox ) );

	afterEach( async () => {
		await act( async () => {
			document.body.innerHTML = '';
		} );
	} );

	it( 'click flips on each click, and the hidden face is inert', async () => {
		const card = await mount( 'click' );
		const button = card.querySelector( 'button' ) as HTMLButtonElement;
		expect( back().getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		expect( back().hasAttribute( 'inert' ) ).toBe( true );
		await act( async () => button.click() );
		expect( card.classList.contains( 'is-flipped' ) ).toBe( true );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect( back().hasAttribute( 'inert' ) ).toBe( false );
		await act( async () => button.click() );
		expect( card.classList.contains( 'is-flipped' ) ).toBe( false );
	} );

	it.each( [ 'hover', 'fold', 'peel', 'slide-out' ] as SwitchType[] )(
		'%s switches while the keyboard focus is on the card',
		async ( type ) => {
			const card = await mount( type );
			await act( async () =>
				( card.querySelector( 'button' ) as HTMLButtonElement ).focus()
			);
			expect( card.classList.contains( 'is-flipped' ) ).toBe( true );
			await act( async () =>
				( card.querySelector( 'button' ) as HTMLButtonElement ).blur()
			);
			expect( card.classList.contains( 'is-flipped' ) ).toBe( false );
		}
	);

	it( 'toggle flips with its switch', async () => {
		const card = await mount( 'toggle' );
		const toggle = card.querySelector(
			'[role="switch"]'
		) as HTMLInputElement;
		await act( async () => toggle.click() );
		expect( card.classList.contains( 'is-flipped' ) ).toBe( true );
		await act( async () => toggle.click() );
		expect( card.classList.contains( 'is-flipped' ) ).toBe( false );
	} );

	it( 'scratch opens the back with its reveal button, and the focus goes to the back', async () => {
		// jsdom has no canvas: the cover stays blank, the button still opens it.
		jest.spyOn( HTMLCanvasElement.prototype, 'getContext' ).mockReturnValue(
			null
		);
		const card = await mount( 'scratch' );
		expect( card.querySelector( 'canvas' ) ).not.toBeNull();
		const reveal = card.querySelector(
			'.inkblocks-scratch-cover__reveal'
		) as HTMLButtonElement;
		reveal.focus();
		await act( async () => reveal.click() );
		expect( card.classList.contains( 'is-flipped' ) ).toBe( true );
		expect( back().hasAttribute( 'inert' ) ).toBe( false );
		expect( reveal.isConnected ).toBe( false );
		expect( card.ownerDocument.activeElement ).toBe( back() );
	} );
} );
