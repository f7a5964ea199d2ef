/** Props of the comment-subscription island. */
export interface CommentSubscriptionProps {
	postId: number;
	subscribed: boolean;
}
