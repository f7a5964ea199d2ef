<?php
/**
 * Renders one comment the way the active theme lists comments.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Comments;

use WP_Comment;
use Walker_Comment;

/**
 * The HTML of a single comment, for the answer of a posted comment: the same markup wp_list_comments()
 * prints on the page (the theme's callback and arguments through the core `wp_list_comments_args` filter),
 * at the comment's real depth so the reply link follows the thread depth setting.
 *
 * @since 0.1.0
 */
final class Comment_Renderer {

	/**
	 * The comment's list item.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Comment $comment The comment.
	 */
	public function render( WP_Comment $comment ): string {
		$threaded = (bool) get_option( 'thread_comments' );
		$args     = array(
			'walker'            => null,
			'max_depth'         => $threaded ? (int) get_option( 'thread_comments_depth' ) : -1,
			'style'             => 'ul',
			'callback'          => null,
			'end-callback'      => null,
			'type'              => 'all',
			'page'              => '',
			'per_page'          => '',
			'avatar_size'       => 32,
			'reverse_top_level' => null,
			'reverse_children'  => '',
			'format'            => current_theme_supports( 'html5', 'comment-list' ) ? 'html5' : 'xhtml',
			'short_ping'        => false,
			'echo'              => false,
		);
		/** This filter is documented in wp-includes/comment-template.php */
		$args   = (array) apply_filters( 'wp_list_comments_args', $args ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook, applied as wp_list_comments() does.
		$walker = $args['walker'] instanceof Walker_Comment ? $args['walker'] : new Walker_Comment();
		$depth  = $threaded ? $this->ancestors( $comment ) : 0;
		$html   = '';
		$post   = get_post( (int) $comment->comment_post_ID );
		// Template tags inside the callback (reply links, permalinks) read the global post.
		$previous        = $GLOBALS['post'] ?? null;
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored below.
		setup_postdata( $post );
		$walker->start_el( $html, $comment, $depth, $args );
		$walker->end_el( $html, $comment, $depth, $args );
		$GLOBALS['post'] = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring.
		if ( $previous ) {
			setup_postdata( $previous );
		} else {
			wp_reset_postdata();
		}
		return $html;
	}

	/**
	 * How many comments the comment replies under.
	 *
	 * @param WP_Comment $comment The comment.
	 */
	private function ancestors( WP_Comment $comment ): int {
		$depth  = 0;
		$parent = (int) $comment->comment_parent;
		while ( $parent && $depth < 100 ) {
			++$depth;
			$next   = get_comment( $parent );
			$parent = $next instanceof WP_Comment ? (int) $next->comment_parent : 0;
		}
		return $depth;
	}
}
