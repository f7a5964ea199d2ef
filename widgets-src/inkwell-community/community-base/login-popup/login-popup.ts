/**
 * Login and register popups (SPEC 2.6): every control marked data-inkwell-login-popup opens the login
 * popup instead of acting; the login and register links inside a popup close it and open the other.
 * The popups are <dialog> elements printed by the plugin, shown by common/dialog: the browser keeps focus
 * inside and closes them on Escape; focus returns to the control that opened them.
 */

/**
 * Internal dependencies
 */
import { showDialog } from '../../../common/dialog';

/** The id of each popup's <dialog>. */
export const POPUP_IDS = {
	login: 'inkwell-login-popup',
	register: 'inkwell-register-popup',
} as const;

export type PopupName = keyof typeof POPUP_IDS;

/**
 * Opens a popup; false when the page has none (then the link works as a plain link).
 *
 * @param name   Which popup.
 * @param opener The element to give the focus back to on close (by default the one that has focus now).
 */
export function openPopup(
	name: PopupName,
	opener?: HTMLElement | null
): boolean {
	const dialog = document.getElementById( POPUP_IDS[ name ] );
	if ( ! ( dialog instanceof HTMLDialogElement ) ) {
		return false;
	}
	if ( ! dialog.open ) {
		showDialog( dialog, {
			opener,
			focus: dialog.querySelector< HTMLElement >(
				'input:not([type=hidden])'
			),
		} );
	}
	return true;
}

/**
 * Handles a click anywhere: login-popup controls, popup switch links and close buttons.
 *
 * @param event The click.
 */
export function handlePopupClick( event: MouseEvent ): void {
	const target = event.target instanceof Element ? event.target : null;
	const control = target?.closest< HTMLElement >(
		'[data-inkwell-login-popup], [data-inkwell-popup-switch], [data-inkwell-popup-close]'
	);
	if ( ! control ) {
		return;
	}
	const dialog = control.closest( 'dialog' );
	if ( control.hasAttribute( 'data-inkwell-popup-close' ) ) {
		event.preventDefault();
		dialog?.close();
		return;
	}
	const name: PopupName =
		control.getAttribute( 'data-inkwell-popup-switch' ) === 'register'
			? 'register'
			: 'login';
	if ( ! document.getElementById( POPUP_IDS[ name ] ) ) {
		return;
	}
	event.preventDefault();
	// Switching: the popup that holds the link closes (focus goes back to the control that opened it), then
	// the other one opens, and gives the focus back there too.
	dialog?.close();
	openPopup( name, dialog ? undefined : control );
}
