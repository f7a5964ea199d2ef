/**
 * The Contact form block's view script, loaded on pages that render a form: enhances each form now and
 * each one inserted later (a form in a popup's content).
 */

/**
 * Internal dependencies
 */
import { enhanceContactForms } from './enhance';
import './style.scss';

const start = () => {
	enhanceContactForms( document );
	new MutationObserver( ( records ) =>
		records.forEach( ( record ) =>
			record.addedNodes.forEach( ( node ) => {
				if ( node instanceof HTMLElement ) {
					enhanceContactForms( node );
				}
			} )
		)
	).observe( document.body, { childList: true, subtree: true } );
};

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start, { once: true } );
} else {
	start();
}
