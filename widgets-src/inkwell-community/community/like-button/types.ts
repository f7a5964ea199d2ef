/** Props of the like-button island, printed by the community plugin. */
export interface LikeButtonProps {
	postId: number;
	liked: boolean;
	count: number;
}

/** What a confirmed answer does to the button. */
export type LikeTransition = 'liked' | 'unliked' | null;
