/**
 * The comment form's bundle (SPEC 4.6 to 4.8): posting in place through admin-ajax, the loading of the
 * image attachments island on first use, comment reports. Plain DOM, no React; loaded where comments are
 * shown.
 */

/**
 * Internal dependencies
 */
import { initCommentForm } from './form';
import { initLazyAttachments } from './lazy';
import { initReports } from './report';
import { followSubscription } from './subscribe-field';
import './style.scss';

const start = () => {
	document
		.querySelectorAll< HTMLFormElement >( 'form' )
		.forEach( ( form ) => {
			if ( form.querySelector( '[data-inkwell-ajax-action]' ) ) {
				initCommentForm( form );
				initLazyAttachments( form );
				followSubscription( form );
			}
		} );
	initReports();
};

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start, { once: true } );
} else {
	start();
}
