/**
 * Internal dependencies
 */
import { isDarkMode, setDarkMode } from './dark-mode';

/** The dark-mode switches the plugin prints (header and account page). */
const SWITCH = '.inkwell-dark-mode-toggle';

/**
 * Shows the stored choice on every switch of the page.
 */
export function syncDarkModeSwitches(): void {
	const on = isDarkMode();
	document.querySelectorAll< HTMLElement >( SWITCH ).forEach( ( button ) => {
		button.setAttribute( 'aria-checked', on ? 'true' : 'false' );
		button.classList.toggle( 'is-active', on );
	} );
}

/**
 * Flips dark mode when a switch is clicked (SPEC 2.8, 4.5); every switch of the page follows.
 *
 * @param event The click.
 */
export function handleDarkModeClick( event: MouseEvent ): void {
	const target = event.target instanceof Element ? event.target : null;
	if ( ! target?.closest( SWITCH ) ) {
		return;
	}
	setDarkMode( ! isDarkMode() );
	syncDarkModeSwitches();
}
