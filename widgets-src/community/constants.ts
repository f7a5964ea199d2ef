/**
 * Community constants of SPEC section 9 and the answer messages of SPEC 7.1.
 */

/** Delay of the like animation before the count increases by 1 (ms). */
export const LIKE_COUNT_ANIMATION_DELAY = 300;

/** The `message` values the toggle routes answer with. */
export const COMMUNITY_MESSAGES = {
	userFollow: 'user-follow',
	userUnfollow: 'user-unfollow',
	categoryFollow: 'category-follow',
	categoryUnfollow: 'category-unfollow',
	postLike: 'post-like',
	postUnlike: 'post-unlike',
} as const;
