/**
 * Internal dependencies
 */
import {
	installDialogElement,
	nextTask,
	pressEscape,
} from '../../../../tests/js/dialog-element';
import { startOnboarding } from '../slider';

beforeAll( installDialogElement );

describe( 'the onboarding slider', () => {
	let dialog: HTMLDialogElement;

	const visible = () =>
		[ ...dialog.querySelectorAll< HTMLElement >( '[data-inkwell-slide]' ) ]
			.filter( ( slide ) => ! slide.hidden )
			.map( ( slide ) => slide.querySelector( 'h2' )!.textContent );
	const button = ( name: string ) =>
		dialog.querySelector< HTMLButtonElement >(
			`.inkwell-onboarding__controls [data-inkwell-onboarding-${ name }]`
		)!;

	beforeEach( async () => {
		document.body.innerHTML = `
			<dialog data-inkwell-onboarding aria-labelledby="t0">
				<button data-inkwell-onboarding-close aria-label="Close">x</button>
				${ [ 0, 1, 2, 3 ]
					.map(
						( i ) =>
							`<section data-inkwell-slide ${
								i ? 'hidden' : ''
							}><h2 id="t${ i }" tabindex="-1">Slide ${ i }</h2></section>`
					)
					.join( '' ) }
				<div class="inkwell-onboarding__controls">
					<button data-inkwell-onboarding-skip>Skip</button>
					<button data-inkwell-onboarding-next>Next</button>
					<button data-inkwell-onboarding-close hidden>Close</button>
				</div>
			</dialog>`;
		dialog = document.querySelector( 'dialog' )!;
		await startOnboarding( dialog );
	} );

	it( 'opens on the first slide with its title focused', () => {
		expect( dialog.hasAttribute( 'open' ) ).toBe( true );
		expect( visible() ).toEqual( [ 'Slide 0' ] );
		expect( dialog.ownerDocument.activeElement?.id ).toBe( 't0' );
	} );

	it( 'Next moves one slide on, labelling the dialog and focusing the new title', () => {
		button( 'next' ).click();
		expect( visible() ).toEqual( [ 'Slide 1' ] );
		expect( dialog.getAttribute( 'aria-labelledby' ) ).toBe( 't1' );
		expect( dialog.ownerDocument.activeElement?.id ).toBe( 't1' );
	} );

	it( 'Skip jumps to the last slide, where Next and Skip give way to Close', () => {
		button( 'skip' ).click();
		expect( visible() ).toEqual( [ 'Slide 3' ] );
		expect( button( 'next' ).hidden ).toBe( true );
		expect( button( 'skip' ).hidden ).toBe( true );
		expect( button( 'close' ).hidden ).toBe( false );
		button( 'close' ).click();
		expect( dialog.hasAttribute( 'open' ) ).toBe( false );
	} );

	it( 'the arrow keys move between slides and stop at the ends', () => {
		const key = ( name: string ) =>
			dialog.ownerDocument.activeElement!.dispatchEvent(
				new KeyboardEvent( 'keydown', { key: name, bubbles: true } )
			);
		key( 'ArrowLeft' );
		expect( visible() ).toEqual( [ 'Slide 0' ] );
		key( 'ArrowRight' );
		key( 'ArrowRight' );
		expect( visible() ).toEqual( [ 'Slide 2' ] );
		key( 'ArrowLeft' );
		expect( visible() ).toEqual( [ 'Slide 1' ] );
	} );

	it( 'the corner button closes it from any slide', () => {
		dialog
			.querySelector< HTMLButtonElement >(
				':scope > [data-inkwell-onboarding-close]'
			)!
			.click();
		expect( dialog.hasAttribute( 'open' ) ).toBe( false );
	} );

	it( 'Escape closes it', () => {
		pressEscape( dialog );
		expect( dialog.hasAttribute( 'open' ) ).toBe( false );
	} );

	it( 'waits for a dialog the reader has open before it opens', async () => {
		dialog.close();
		await nextTask();
		document.body.insertAdjacentHTML(
			'beforeend',
			'<dialog id="other" open><button>In use</button></dialog>'
		);
		let opened = false;
		void startOnboarding( dialog ).then( () => ( opened = true ) );
		await nextTask();
		expect( opened ).toBe( false );
		expect( dialog.open ).toBe( false );

		( document.getElementById( 'other' ) as HTMLDialogElement ).close();
		await nextTask();
		await nextTask();
		expect( dialog.open ).toBe( true );
		expect( dialog.ownerDocument.activeElement?.id ).toBe( 't0' );
	} );
} );
