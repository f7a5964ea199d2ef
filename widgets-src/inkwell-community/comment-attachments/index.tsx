/**
 * The `comment-attachments` island (React), loaded by lazy.ts on the first use of a comment form. Images
 * already chosen in the form's plain file input are taken over by the slots.
 */

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { islandProps, registerIsland } from '../../common/mount';
import type { CommentAttachmentsProps } from '../comments/types';
import { CommentAttachments } from './CommentAttachments';

// The plain inputs by post. Their files are read when the slots first render, in the task that replaces
// the inputs: a file chosen while React was still on its way is not lost.
const plainInputs = new Map< number, HTMLInputElement >();
document
	.querySelectorAll( '[data-inkwell-island="comment-attachments"]' )
	.forEach( ( island ) => {
		const input =
			island.querySelector< HTMLInputElement >( 'input[type="file"]' );
		if ( input ) {
			plainInputs.set( Number( islandProps( island ).postId ), input );
		}
	} );

/**
 * The slots, given the files chosen before they loaded (once).
 *
 * @param props The island's props.
 */
function AdoptingAttachments( props: CommentAttachmentsProps ) {
	const [ chosenFiles ] = useState( () => {
		const files = plainInputs.get( props.postId )?.files;
		plainInputs.delete( props.postId );
		return files?.length ? [ ...files ] : undefined;
	} );
	return <CommentAttachments { ...props } chosenFiles={ chosenFiles } />;
}

registerIsland( 'comment-attachments', AdoptingAttachments );
