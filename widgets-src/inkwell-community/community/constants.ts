/**
 * Community constants of SPEC section 9 and the answer messages of SPEC 7.1.
 */

/** Delay of the like animation before the count increases by 1 (ms). */
export const LIKE_COUNT_ANIMATION_DELAY = 300;

/**
 * The `message` values the toggle routes answer with (the plugin's Rest\Messages; a test keeps them equal).
 * SPEC 7.1 shows the first six; bookmark and block buttons only toggle their changed state.
 */
export const COMMUNITY_MESSAGES = {
	userFollow: 'user-follow',
	userUnfollow: 'user-unfollow',
	categoryFollow: 'category-follow',
	categoryUnfollow: 'category-unfollow',
	postLike: 'post-like',
	postUnlike: 'post-unlike',
	postBookmark: 'post-bookmark',
	postUnbookmark: 'post-unbookmark',
	userBlock: 'user-block',
	userUnblock: 'user-unblock',
} as const;

/** Load-more offset sent: one page after the cursor. */
export const LOAD_MORE_OFFSET = 1;

/** Browser storage key of the dark-mode preference, and its 'on' value. */
export const DARK_MODE_STORAGE_KEY = 'inkwell-darkmode';
export const DARK_MODE_ON = '1';

/** Browser storage key of the categories a guest follows (a list of ids). */
export const LOCAL_CATEGORY_STORAGE_KEY = 'category';
