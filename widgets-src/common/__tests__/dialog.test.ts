/**
 * Internal dependencies
 */
import {
	installDialogElement,
	nextTask,
	pressEscape,
} from '../../../tests/js/dialog-element';
import { dialogsClosed, openerFor, showDialog } from '../dialog';

/**
 * Makes the reader ask for less motion, or not.
 *
 * @param reduce Whether to.
 */
function reducedMotion( reduce: boolean ): void {
	window.matchMedia = jest.fn().mockReturnValue( {
		matches: reduce,
	} ) as unknown as typeof window.matchMedia;
}

/**
 * A click at a point of the viewport on an element.
 *
 * @param target  Where the browser sends it.
 * @param clientX Horizontal position.
 * @param clientY Vertical position.
 */
function clickAt( target: Element, clientX: number, clientY: number ): void {
	target.dispatchEvent(
		new MouseEvent( 'click', { bubbles: true, clientX, clientY } )
	);
}

let opener: HTMLButtonElement;
let dialog: HTMLDialogElement;

beforeAll( installDialogElement );

beforeEach( () => {
	reducedMotion( false );
	document.documentElement.removeAttribute( 'style' );
	document.body.innerHTML = `
		<button id="opener">Open</button><button id="elsewhere">Elsewhere</button>
		<dialog id="one" aria-labelledby="t"><h2 id="t">Title</h2><input id="field"><button id="close">Close</button></dialog>
		<dialog id="two"><button>Other</button></dialog>`;
	opener = document.getElementById( 'opener' ) as HTMLButtonElement;
	dialog = document.getElementById( 'one' ) as HTMLDialogElement;
	// The dialog's box on screen: 100-300 across, 100-200 down.
	dialog.getBoundingClientRect = () =>
		( {
			left: 100,
			right: 300,
			top: 100,
			bottom: 200,
		} ) as DOMRect;
	opener.focus();
} );

afterEach( () => jest.useRealTimers() );

describe( 'showDialog', () => {
	it( 'opens as a modal with focus on the dialog itself, and gives focus back to the opener on closing', async () => {
		const onClose = jest.fn();
		const shown = showDialog( dialog, { onClose } );

		expect( dialog.open ).toBe( true );
		expect( dialog.ownerDocument.activeElement ).toBe( dialog );
		expect( dialog.tabIndex ).toBe( -1 );

		shown.close();
		expect( dialog.open ).toBe( false );
		await nextTask();
		expect( dialog.ownerDocument.activeElement ).toBe( opener );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'focuses the element asked for, and returns focus to the opener given', async () => {
		const other = document.getElementById( 'elsewhere' ) as HTMLElement;
		const field = document.getElementById( 'field' ) as HTMLElement;
		const shown = showDialog( dialog, { focus: field, opener: other } );
		expect( dialog.ownerDocument.activeElement ).toBe( field );
		shown.close();
		await nextTask();
		expect( dialog.ownerDocument.activeElement ).toBe( other );
	} );

	it( 'leaves the focus alone when it moved on to a dialog opened meanwhile', async () => {
		const second = document.getElementById( 'two' ) as HTMLDialogElement;
		const shown = showDialog( dialog );
		shown.close();
		showDialog( second );
		const inSecond = second.querySelector( 'button' )!;
		inSecond.focus();
		await nextTask();
		expect( dialog.ownerDocument.activeElement ).toBe( inSecond );
	} );

	it( 'Escape closes it, through the hide animation', async () => {
		jest.useFakeTimers();
		const onClose = jest.fn();
		showDialog( dialog, { hideDuration: 400, onClose } );

		pressEscape( dialog );

		expect( dialog.open ).toBe( true );
		expect( dialog.classList.contains( 'is-leaving' ) ).toBe( true );
		await jest.advanceTimersByTimeAsync( 399 );
		expect( dialog.open ).toBe( true );
		await jest.advanceTimersByTimeAsync( 1 );
		expect( dialog.open ).toBe( false );
		await jest.runOnlyPendingTimersAsync();
		expect( dialog.classList.contains( 'is-leaving' ) ).toBe( false );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
		expect( dialog.ownerDocument.activeElement ).toBe( opener );
	} );

	it( 'with reduced motion there is no hide animation', () => {
		reducedMotion( true );
		const shown = showDialog( dialog, { hideDuration: 400 } );
		shown.close();
		expect( dialog.open ).toBe( false );
		expect( dialog.classList.contains( 'is-leaving' ) ).toBe( false );
	} );

	it( 'closed by the browser without asking (a close the page may not refuse), it still cleans up', async () => {
		const onClose = jest.fn();
		showDialog( dialog, { lockScroll: true, hideDuration: 400, onClose } );
		dialog.close();
		await nextTask();
		expect( onClose ).toHaveBeenCalledTimes( 1 );
		expect( document.documentElement.style.overflow ).toBe( '' );
		expect( dialog.ownerDocument.activeElement ).toBe( opener );
	} );

	it( 'closes on a backdrop click only when asked, and never on a click inside', async () => {
		showDialog( dialog );
		clickAt( dialog, 10, 10 );
		expect( dialog.open ).toBe( true );
		dialog.close();
		await nextTask();

		showDialog( dialog, { closeOnBackdrop: true } );
		// Inside the box: on the dialog's own padding, and on its content.
		clickAt( dialog, 150, 150 );
		clickAt( document.getElementById( 'field' )!, 10, 10 );
		expect( dialog.open ).toBe( true );
		clickAt( dialog, 10, 10 );
		expect( dialog.open ).toBe( false );
	} );

	it( 'locks the page scroll while open when asked, until the last locking dialog closes', async () => {
		const second = document.getElementById( 'two' ) as HTMLDialogElement;
		const first = showDialog( dialog, { lockScroll: true } );
		expect( document.documentElement.style.overflow ).toBe( 'hidden' );
		const next = showDialog( second, { lockScroll: true } );

		first.close();
		await nextTask();
		expect( document.documentElement.style.overflow ).toBe( 'hidden' );
		next.close();
		await nextTask();
		expect( document.documentElement.style.overflow ).toBe( '' );

		showDialog( dialog ).close();
		await nextTask();
		expect( document.documentElement.style.overflow ).toBe( '' );
	} );

	it( 'adds no listener that outlives it', async () => {
		const onClose = jest.fn();
		const shown = showDialog( dialog, {
			closeOnBackdrop: true,
			onClose,
		} );
		shown.close();
		await nextTask();
		dialog.showModal();
		clickAt( dialog, 10, 10 );
		pressEscape( dialog );
		await nextTask();
		expect( onClose ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'dialogsClosed', () => {
	it( 'lets a dialog open at once when none is open', async () => {
		await expect( dialogsClosed() ).resolves.toBeUndefined();
	} );

	it( 'holds a dialog opening on its own until the one the reader uses has closed', async () => {
		const shown = showDialog( dialog );
		const opened = jest.fn();
		void dialogsClosed( opener ).then( opened );

		await nextTask();
		expect( opened ).not.toHaveBeenCalled();
		expect( dialog.ownerDocument.activeElement ).toBe( dialog );

		shown.close();
		await nextTask();
		await nextTask();
		expect( opened ).toHaveBeenCalled();
		// By then the closed dialog has given the focus back, so the next one returns it there too.
		expect( dialog.ownerDocument.activeElement ).toBe( opener );
	} );

	it( 'does not hold one the reader opened from inside the open dialog', async () => {
		showDialog( dialog );
		await expect(
			dialogsClosed( document.getElementById( 'field' ) )
		).resolves.toBeUndefined();
	} );
} );

describe( 'openerFor', () => {
	it( 'takes the focused control, else the control of the card that opened the dialog', () => {
		document.body.innerHTML = `
			<main id="main" tabindex="-1">
				<div id="card"><h2>Who writes Inkwell?</h2><button id="team">Meet the team</button></div>
				<button id="other">Other</button>
			</main>`;
		const card = document.getElementById( 'card' );
		document.getElementById( 'other' )!.focus();
		expect( openerFor( document, card ) ).toBe(
			document.getElementById( 'other' )
		);
		// A click on the card's text leaves the focus on <main>, which is not a control.
		document.getElementById( 'main' )!.focus();
		expect( openerFor( document, card ) ).toBe(
			document.getElementById( 'team' )
		);
		expect( openerFor( document ) ).toBeNull();
	} );
} );
