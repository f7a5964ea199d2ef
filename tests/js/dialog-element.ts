/**
 * The <dialog> behaviour jsdom lacks, as browsers implement it: showModal() opens, close() closes, gives
 * the focus back to the element that had it before showModal(), and fires `close` in a later task; Escape
 * is a close request (`cancel`, which a listener may refuse). Inertness of the page behind is not modelled.
 */

const previouslyFocused = new WeakMap< HTMLDialogElement, Element | null >();

/**
 * Gives HTMLDialogElement showModal() and close().
 */
export function installDialogElement(): void {
	HTMLDialogElement.prototype.showModal = function showModal(
		this: HTMLDialogElement
	) {
		if ( ! this.isConnected ) {
			throw new DOMException( 'Not in a document', 'InvalidStateError' );
		}
		previouslyFocused.set( this, this.ownerDocument.activeElement );
		this.setAttribute( 'open', '' );
	};
	HTMLDialogElement.prototype.close = function close(
		this: HTMLDialogElement
	) {
		if ( ! this.open ) {
			return;
		}
		this.removeAttribute( 'open' );
		const previous = previouslyFocused.get( this );
		if ( previous instanceof HTMLElement ) {
			previous.focus();
		}
		window.setTimeout( () => this.dispatchEvent( new Event( 'close' ) ) );
	};
}

/**
 * Escape on an open dialog: a keydown on the focused element, then, unless a listener prevented it, a
 * cancelable `cancel` on the dialog, which closes unless a listener refused.
 *
 * @param dialog The dialog.
 */
export function pressEscape( dialog: HTMLDialogElement ): void {
	const focused = dialog.ownerDocument.activeElement;
	const target = focused && dialog.contains( focused ) ? focused : dialog;
	const key = new KeyboardEvent( 'keydown', {
		key: 'Escape',
		bubbles: true,
		cancelable: true,
	} );
	if ( ! target.dispatchEvent( key ) ) {
		return;
	}
	if ( dialog.dispatchEvent( new Event( 'cancel', { cancelable: true } ) ) ) {
		dialog.close();
	}
}

/**
 * Waits for the tasks queued so far (such as a `close` event) to run.
 */
export function nextTask(): Promise< void > {
	return new Promise( ( resolve ) => window.setTimeout( resolve ) );
}
