/**
 * Internal dependencies
 */
import { markControls, popupOf } from '../aria';

const settings = ( type: string, popup: number | string ) =>
	JSON.stringify( { 'trigger-type': type, 'attached-popup': popup } ).replace(
		/"/g,
		'&quot;'
	);

describe( 'popup trigger controls', () => {
	beforeEach( () => {
		document.body.innerHTML = `
			<div class="inkblocks-popup-trigger" id="plain">
				<button class="inkblocks-popup-trigger__control" data-inkblocks-popup-trigger="${ settings(
					'click-self',
					12
				) }">Open 12</button>
			</div>
			<div class="inkblocks-popup-trigger" id="wrapper" data-inkblocks-popup-trigger="${ settings(
				'click-self',
				12
			) }">
				<p>Card</p>
				<button class="inkblocks-popup-trigger__control">Also 12</button>
			</div>
			<div class="inkblocks-popup-trigger" id="other" data-inkblocks-popup-trigger="${ settings(
				'hover',
				7
			) }">
				<a class="inkblocks-popup-trigger__control" href="/post/" data-inkblocks-popup-trigger="${ settings(
					'click-self',
					7
				) }">Open 7</a>
			</div>
			<div class="inkblocks-popup-trigger" id="broken">
				<button class="inkblocks-popup-trigger__control" data-inkblocks-popup-trigger="{not json">Broken</button>
			</div>`;
	} );

	const control = ( block: string ) =>
		document.querySelector(
			`#${ block } .inkblocks-popup-trigger__control`
		)!;

	it( 'reads the popup from the control, or from its block when the control has no settings', () => {
		expect( popupOf( control( 'plain' ) ) ).toBe( 12 );
		expect( popupOf( control( 'wrapper' ) ) ).toBe( 12 );
		expect( popupOf( control( 'other' ) ) ).toBe( 7 );
	} );

	it( 'answers 0 for broken or missing settings', () => {
		expect( popupOf( control( 'broken' ) ) ).toBe( 0 );
		document.body.innerHTML = `<button class="inkblocks-popup-trigger__control" data-inkblocks-popup-trigger="${ settings(
			'click-self',
			'x'
		) }">x</button>`;
		expect(
			popupOf(
				document.querySelector( '.inkblocks-popup-trigger__control' )!
			)
		).toBe( 0 );
	} );

	it( 'names the open dialog in aria-controls of the controls of that popup only, and drops it on close', () => {
		markControls( document, 12, true );
		expect( control( 'plain' ).getAttribute( 'aria-controls' ) ).toBe(
			'inkblocks-popup-12-dialog'
		);
		expect( control( 'wrapper' ).getAttribute( 'aria-controls' ) ).toBe(
			'inkblocks-popup-12-dialog'
		);
		expect( control( 'other' ).hasAttribute( 'aria-controls' ) ).toBe(
			false
		);

		markControls( document, 12, false );
		expect( control( 'plain' ).hasAttribute( 'aria-controls' ) ).toBe(
			false
		);
		expect( control( 'wrapper' ).hasAttribute( 'aria-controls' ) ).toBe(
			false
		);
	} );
} );
