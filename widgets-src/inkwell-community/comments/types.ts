/**
 * Types of the comment form's bundle.
 */

/** Answer of the comment submission (SPEC 7.2 item 1). */
export interface CommentAnswer {
	status: 'success' | 'error';
	reply_to: string;
	data: string;
	comment_status: string;
}

/** Answer of a comment report (SPEC 7.2 item 2). */
export interface ReportAnswer {
	status: 'success' | 'error';
	message?: string;
}

/** Props of the `comment-attachments` island, printed by the plugin from its site options. */
export interface CommentAttachmentsProps {
	postId: number;
	maxFiles: number;
	maxFileSize: number;
	maxTotalSize: number;
	accept: string[];
	notes: string;
	messages: {
		fileTooLarge: string;
		totalTooLarge: string;
		notImage: string;
	};
	/** Files chosen in the form's plain file input before the island loaded (not from the page). */
	chosenFiles?: File[];
}
