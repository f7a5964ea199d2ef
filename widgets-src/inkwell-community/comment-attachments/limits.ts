/**
 * Internal dependencies
 */
import { MAX_ATTACHMENT_SLOTS } from '../comments/constants';
import type { CommentAttachmentsProps } from '../comments/types';

/** Which limit of SPEC 5.1 the chosen files break, if any. */
export type AttachmentProblem = 'fileTooLarge' | 'totalTooLarge' | null;

/**
 * The attachment slots a form offers: the page's count, never more than 5 (SPEC 9).
 *
 * @param maxFiles The page-supplied count.
 */
export function slotCount( maxFiles: number ): number {
	return Math.max( 1, Math.min( MAX_ATTACHMENT_SLOTS, maxFiles ) );
}

/**
 * Whether a chosen file is an image of an accepted type (the server checks the content again).
 *
 * @param file   The file.
 * @param accept Accepted MIME types.
 */
export function isAcceptedImage( file: File, accept: string[] ): boolean {
	return file.type.startsWith( 'image/' ) && accept.includes( file.type );
}

/**
 * The limit the files break: a file over the per-file size first, then the total (SPEC 5.1).
 *
 * @param sizes  Sizes of the chosen files, in bytes.
 * @param limits The page-supplied limits.
 */
export function attachmentProblem(
	sizes: number[],
	limits: Pick< CommentAttachmentsProps, 'maxFileSize' | 'maxTotalSize' >
): AttachmentProblem {
	if ( sizes.some( ( size ) => size > limits.maxFileSize ) ) {
		return 'fileTooLarge';
	}
	const total = sizes.reduce( ( sum, size ) => sum + size, 0 );
	return total > limits.maxTotalSize ? 'totalTooLarge' : null;
}
