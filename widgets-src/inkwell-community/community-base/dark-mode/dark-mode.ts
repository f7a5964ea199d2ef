/**
 * Internal dependencies
 */
import { DARK_MODE_ON, DARK_MODE_STORAGE_KEY } from '../../community/constants';

/**
 * Whether dark mode is on: the value '1' under the key 'inkwell-darkmode' (SPEC 4.5).
 */
export function isDarkMode(): boolean {
	try {
		return (
			window.localStorage.getItem( DARK_MODE_STORAGE_KEY ) ===
			DARK_MODE_ON
		);
	} catch {
		return false;
	}
}

/**
 * Switches dark mode: stores '1' when on, removes the key when off, and sets the theme's attribute
 * <html data-inkwell-theme="dark"> (the page's head script does the same before the first paint).
 *
 * @param on Whether dark mode is on.
 */
export function setDarkMode( on: boolean ): void {
	try {
		if ( on ) {
			window.localStorage.setItem( DARK_MODE_STORAGE_KEY, DARK_MODE_ON );
		} else {
			window.localStorage.removeItem( DARK_MODE_STORAGE_KEY );
		}
	} catch {
		// Storage disabled: the choice lasts for this page only.
	}
	if ( on ) {
		document.documentElement.setAttribute( 'data-inkwell-theme', 'dark' );
	} else {
		document.documentElement.removeAttribute( 'data-inkwell-theme' );
	}
}
