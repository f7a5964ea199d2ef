/**
 * The onboarding slider of a newly registered reader (plain DOM, no React).
 */

/**
 * Internal dependencies
 */
import { startOnboarding } from './slider';

const dialog = document.querySelector( 'dialog[data-inkwell-onboarding]' );
if ( dialog instanceof HTMLDialogElement ) {
	void startOnboarding( dialog );
}
