<?php
/**
 * The `message` values of the community's action answers.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rest;

/**
 * The message an action route answers with, which the buttons read to swap their action (SPEC 4.1, 7.1).
 * The same values are COMMUNITY_MESSAGES in widgets-src/inkwell-community/community/constants.ts; a test
 * keeps them equal.
 *
 * @since 0.4.0
 */
final class Messages {

	public const USER_FOLLOW       = 'user-follow';
	public const USER_UNFOLLOW     = 'user-unfollow';
	public const CATEGORY_FOLLOW   = 'category-follow';
	public const CATEGORY_UNFOLLOW = 'category-unfollow';
	public const POST_LIKE         = 'post-like';
	public const POST_UNLIKE       = 'post-unlike';

	// SPEC does not show these; the buttons only toggle their changed state.
	public const POST_BOOKMARK   = 'post-bookmark';
	public const POST_UNBOOKMARK = 'post-unbookmark';
	public const USER_BLOCK      = 'user-block';
	public const USER_UNBLOCK    = 'user-unblock';
}
