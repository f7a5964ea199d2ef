/**
 * The community controls that need no React, loaded for guests and logged-in readers alike: the
 * dark-mode switch, the login and register popups, and guests' category follows kept in the browser.
 * Plain DOM, delegated from the document, so the guest path stays light; the React islands of
 * logged-in readers are the separate community bundle.
 */

/**
 * Internal dependencies
 */
import {
	handleDarkModeClick,
	syncDarkModeSwitches,
} from './dark-mode/dark-mode-switch';
import {
	handleLocalCategoryClick,
	restoreLocalCategories,
} from './local-categories/local-category-buttons';
import { handlePopupClick } from './login-popup/login-popup';
import { handlePopupSubmit } from './login-popup/popup-forms';

document.addEventListener( 'click', handlePopupClick );
document.addEventListener( 'click', handleDarkModeClick );
document.addEventListener( 'click', handleLocalCategoryClick );
document.addEventListener( 'submit', handlePopupSubmit );

const start = () => {
	syncDarkModeSwitches();
	restoreLocalCategories();
};
if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start, { once: true } );
} else {
	start();
}
