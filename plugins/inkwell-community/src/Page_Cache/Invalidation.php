<?php
/**
 * Tells the page cache which guest pages a change makes stale.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Page_Cache;

use WP_Error;
use WP_Post;
use WP_REST_Request;

/**
 * Guest pages are cached whole (DESIGN 6), so every change a guest can see bans the pages that show it:
 * a story published, updated or withdrawn (its page, the front page, its topics, its author); a comment
 * approved, withdrawn or edited (its story, the front page's most-discussed list); a like (the story's
 * count); a follow or block (the profiles' follower lists, the topic).
 *
 * @since 0.3.0
 */
final class Invalidation {

	/**
	 * Creates the listener.
	 *
	 * @param Varnish_Bans $bans Where the stale paths go.
	 */
	public function __construct( private readonly Varnish_Bans $bans ) {
	}

	/**
	 * The listener of the configured page cache (Varnish_Bans::from_config()), or null without one.
	 *
	 * @since 0.3.0
	 */
	public static function from_config(): ?self {
		$bans = Varnish_Bans::from_config();
		return $bans ? new self( $bans ) : null;
	}

	/**
	 * Registers the hooks, and the sender's.
	 *
	 * @since 0.3.0
	 */
	public function add_hooks(): void {
		$this->bans->add_hooks();
		add_action( 'transition_post_status', array( $this, 'post_changed' ), 10, 3 );
		add_action( 'wp_update_comment_count', array( $this, 'comments_changed' ) );
		add_action( 'edit_comment', array( $this, 'comment_edited' ) );
		add_filter( 'rest_request_after_callbacks', array( $this, 'community_action' ), 10, 3 );
	}

	/**
	 * A post entering, leaving or staying in the published state.
	 *
	 * @param string  $new_status New status.
	 * @param string  $old_status Old status.
	 * @param WP_Post $post       The post.
	 */
	public function post_changed( $new_status, $old_status, $post ): void {
		if ( ! $post instanceof WP_Post || ! is_post_type_viewable( $post->post_type ) || ( 'publish' !== $new_status && 'publish' !== $old_status ) ) {
			return;
		}
		$this->bans->ban_below( (string) get_permalink( $post ) );
		$this->bans->ban_below( home_url( '/' ) );
		if ( 'post' === $post->post_type ) {
			$this->bans->ban_below( get_author_posts_url( (int) $post->post_author ) );
			foreach ( wp_get_post_categories( $post->ID ) as $term_id ) {
				$this->bans->ban_below( get_category_link( (int) $term_id ) );
			}
		}
	}

	/**
	 * A post's approved comment count changed (a comment approved, unapproved, trashed, deleted).
	 *
	 * @param int|string $post_id The post.
	 */
	public function comments_changed( $post_id ): void {
		$post = get_post( (int) $post_id );
		if ( $post instanceof WP_Post && 'publish' === $post->post_status ) {
			$this->bans->ban_below( (string) get_permalink( $post ) );
			$this->bans->ban_below( home_url( '/' ) );
		}
	}

	/**
	 * An approved comment's text changed.
	 *
	 * @param int|string $comment_id The comment.
	 */
	public function comment_edited( $comment_id ): void {
		$comment = get_comment( (int) $comment_id );
		if ( $comment && '1' === (string) $comment->comment_approved ) {
			$this->comments_changed( (int) $comment->comment_post_ID );
		}
	}

	/**
	 * A community action that succeeded: the pages whose counts or lists it changed.
	 *
	 * @param mixed           $response The answer (a WP_Error when the action failed).
	 * @param mixed           $handler  The route's handler.
	 * @param WP_REST_Request $request  The request.
	 * @return mixed The answer, unchanged.
	 */
	public function community_action( $response, $handler, $request ) {
		if ( ! $request instanceof WP_REST_Request || $response instanceof WP_Error || ! str_starts_with( $request->get_route(), '/fup/' ) ) {
			return $response;
		}
		$id   = (int) $request->get_param( 'id' );
		$self = get_current_user_id();
		// The undo of an action stales the same pages: /fup/post/unlike as /fup/post/like.
		switch ( str_replace( '/un', '/', substr( $request->get_route(), strlen( '/fup/' ) ) ) ) {
			case 'post/like':
				$this->bans->ban_below( (string) get_permalink( $id ) );
				break;
			case 'user/follow':
			case 'user/block':
				$this->bans->ban_below( get_author_posts_url( $id ) );
				$this->bans->ban_below( get_author_posts_url( $self ) );
				break;
			case 'category/follow':
				$this->bans->ban_below( (string) get_category_link( $id ) );
				$this->bans->ban_below( get_author_posts_url( $self ) );
				break;
		}
		return $response;
	}
}
