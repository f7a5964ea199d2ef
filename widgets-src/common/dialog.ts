/**
 * Modal dialogs on the native <dialog>: shown with showModal(), so the browser keeps focus and the screen
 * reader inside it and makes the page behind inert (no hand-written focus trap), and closes it on Escape.
 * This adds what every modal surface of the site shares: focus on opening and back to the opener on
 * closing, the page's scroll lock, closing on a backdrop click, a hide animation before closing (none with
 * reduced motion), and dialogs that open on their own waiting for the reader to close the one in front.
 */

/**
 * Internal dependencies
 */
import { FOCUSABLE } from './focusable';
import { prefersReducedMotion } from './reduced-motion';

/**
 * Where focus goes back when a dialog closes: the control that has focus now, else the control of the
 * element that opened it (`source`: a hovered, scrolled-to or clicked card). A click on text leaves the
 * focus on a container that is not a control (the page's <main>, which the skip link focuses): not an
 * opener.
 *
 * @param owner  The document.
 * @param source The element whose trigger opened the dialog, if any.
 */
export function openerFor(
	owner: Document,
	source?: Element | null
): HTMLElement | null {
	const focused = owner.activeElement;
	if ( focused instanceof HTMLElement && focused.matches( FOCUSABLE ) ) {
		return focused;
	}
	const control = source?.matches( FOCUSABLE )
		? source
		: source?.querySelector( FOCUSABLE );
	return control instanceof HTMLElement ? control : null;
}

/** How a dialog behaves while it is open. */
export interface DialogOptions {
	/**
	 * Where focus returns on closing: by default the element that had focus when it opened; null for none.
	 */
	opener?: HTMLElement | null;
	/** What gets focus on opening: by default the dialog itself (its content may still be loading). */
	focus?: HTMLElement | null;
	/** The page behind does not scroll while it is open. */
	lockScroll?: boolean;
	/** A click on the backdrop (outside the dialog's box) closes it. */
	closeOnBackdrop?: boolean;
	/** Time the hide animation takes (ms): the dialog gets `is-leaving` that long before it closes. */
	hideDuration?: number;
	/** Called once it has closed, however that happened (Escape, backdrop, close control, script). */
	onClose?: () => void;
}

/** A dialog shown by showDialog. */
export interface ShownDialog {
	/** Closes it, after its hide animation. */
	close: () => void;
}

/** Marks the open dialogs that stop the page scrolling. */
const SCROLL_LOCK = 'data-inkwell-scroll-lock';

/**
 * Whether a click fell outside the dialog's box, on its backdrop (the browser targets the dialog itself).
 *
 * @param dialog The dialog.
 * @param event  The click.
 */
function onBackdrop( dialog: HTMLDialogElement, event: MouseEvent ): boolean {
	if ( event.target !== dialog ) {
		return false;
	}
	const box = dialog.getBoundingClientRect();
	return (
		event.clientX < box.left ||
		event.clientX > box.right ||
		event.clientY < box.top ||
		event.clientY > box.bottom
	);
}

/**
 * Releases the page's scroll once no open dialog holds it (dialogs of other bundles included).
 *
 * @param dialog The dialog that closed.
 */
function releaseScroll( dialog: HTMLDialogElement ): void {
	dialog.removeAttribute( SCROLL_LOCK );
	if ( ! document.querySelector( `dialog[open][${ SCROLL_LOCK }]` ) ) {
		document.documentElement.style.removeProperty( 'overflow' );
	}
}

/**
 * Shows a dialog as a modal.
 *
 * @param dialog  The dialog (in the page).
 * @param options How it behaves.
 * @return Its close control.
 */
export function showDialog(
	dialog: HTMLDialogElement,
	options: DialogOptions = {}
): ShownDialog {
	const focused = dialog.ownerDocument.activeElement;
	const opener =
		options.opener !== undefined
			? options.opener
			: openerFor( dialog.ownerDocument );
	const listening = new AbortController();
	const { signal } = listening;
	let leaving = 0;

	const close = () => {
		if ( ! dialog.open || leaving ) {
			return;
		}
		const hide = prefersReducedMotion() ? 0 : ( options.hideDuration ?? 0 );
		if ( hide <= 0 ) {
			dialog.close();
			return;
		}
		dialog.classList.add( 'is-leaving' );
		leaving = window.setTimeout( () => dialog.close(), hide );
	};

	// Escape: the browser asks first, so the hide animation can run (it closes at once when it may not ask).
	dialog.addEventListener(
		'cancel',
		( event ) => {
			event.preventDefault();
			close();
		},
		{ signal }
	);
	if ( options.closeOnBackdrop ) {
		dialog.addEventListener(
			'click',
			( event ) => {
				if ( onBackdrop( dialog, event ) ) {
					close();
				}
			},
			{ signal }
		);
	}
	dialog.addEventListener(
		'close',
		() => {
			listening.abort();
			window.clearTimeout( leaving );
			dialog.classList.remove( 'is-leaving' );
			if ( options.lockScroll ) {
				releaseScroll( dialog );
			}
			// Back to the opener, unless focus has moved on meanwhile (into a dialog opened since); the
			// browser itself gives it back to the element that had it before.
			const active = dialog.ownerDocument.activeElement;
			if (
				opener?.isConnected &&
				( ! active ||
					active === document.body ||
					active === focused ||
					dialog.contains( active ) )
			) {
				opener.focus();
			}
			options.onClose?.();
		},
		{ signal }
	);

	if ( options.lockScroll ) {
		dialog.setAttribute( SCROLL_LOCK, '' );
		document.documentElement.style.overflow = 'hidden';
	}
	if ( ! dialog.open ) {
		dialog.showModal();
	}
	const target = options.focus ?? dialog;
	if ( target === dialog && ! dialog.hasAttribute( 'tabindex' ) ) {
		dialog.tabIndex = -1;
	}
	target.focus();
	return { close };
}

/**
 * Waits until no open dialog stands in front of a dialog about to open on its own (a timer, the scroll, an
 * element coming into view), so it never takes the focus from the one the reader is using. One the reader
 * opened from inside an open dialog (its source is in there) need not wait.
 *
 * @param source The element whose trigger fired, if any.
 * @return Resolves when the dialog may open.
 */
export function dialogsClosed( source?: Element | null ): Promise< void > {
	const inFront = () => {
		const open = [ ...document.querySelectorAll( 'dialog[open]' ) ];
		return (
			open.length > 0 &&
			! open.some( ( dialog ) => source && dialog.contains( source ) )
		);
	};
	return new Promise( ( resolve ) => {
		const check = () => {
			if ( ! inFront() ) {
				document.removeEventListener( 'close', later, true );
				resolve();
			}
		};
		// After the closing dialog's own close listeners, which give the focus back to its opener.
		const later = () => window.setTimeout( check );
		// `close` does not bubble: listen in the capture phase.
		document.addEventListener( 'close', later, true );
		check();
	} );
}
