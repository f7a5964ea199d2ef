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

// Read before mounting replaces the plain inputs.
const chosen = new Map< number, File[] >();
document
	.querySelectorAll( '[data-inkwell-island="comment-attachments"]' )
	.forEach( ( island ) => {
		const files =
			island.querySelector< HTMLInputElement >(
				'input[type="file"]'
			)?.files;
		if ( files?.length ) {
			chosen.set( Number( islandProps( island ).postId ), [ ...files ] );
		}
	} );

/**
 * The slots, given the files chosen before they loaded (once).
 *
 * @param props The island's props.
 */
function AdoptingAttachments( props: CommentAttachmentsProps ) {
	const [ chosenFiles ] = useState( () => {
		const files = chosen.get( props.postId );
		chosen.delete( props.postId );
		return files;
	} );
	return <CommentAttachments { ...props } chosenFiles={ chosenFiles } />;
}

registerIsland( 'comment-attachments', AdoptingAttachments );
