/**
 * The comment form's bundle (SPEC 4.6 to 4.8): posting in place through admin-ajax, image attachments,
 * comment reports. Loaded where a comment form is printed.
 */

/**
 * Internal dependencies
 */
import { registerIsland } from '../common/mount';
import { CommentAttachments } from './attachments/CommentAttachments';
import { initCommentForm } from './form';
import { initReports } from './report';
import './style.scss';

registerIsland( 'comment-attachments', CommentAttachments );

const start = () => {
	document
		.querySelectorAll< HTMLFormElement >( 'form' )
		.forEach( ( form ) => {
			if ( form.querySelector( '[data-inkwell-ajax-action]' ) ) {
				initCommentForm( form );
			}
		} );
	initReports();
};

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start, { once: true } );
} else {
	start();
}
