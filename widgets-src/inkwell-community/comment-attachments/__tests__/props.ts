/**
 * The props the server gives the comment-attachments island, shared by its tests.
 */
export const props = {
	postId: 21,
	maxFiles: 5,
	maxFileSize: 1000,
	maxTotalSize: 1500,
	accept: [ 'image/png', 'image/jpeg', 'image/gif', 'image/webp' ],
	notes: 'Up to 5 images.',
	messages: {
		fileTooLarge: 'Each image can be at most 1 KB.',
		totalTooLarge: 'All images together can be at most 1.5 KB.',
		notImage: 'Only images.',
	},
};
