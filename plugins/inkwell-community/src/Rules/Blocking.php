<?php
/**
 * What a block hides from the blocker.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rules;

use Inkwell\Community\Storage\Relations;
use WP_Comment;
use WP_Query;

/**
 * Hides the comments of people the current user blocked, and keeps their stories out of the listings the
 * current user browses (home, topics, tags, search). Their own profile page still shows them.
 *
 * @since 0.1.0
 */
final class Blocking {

	/** Most blocked people applied to a query. */
	private const MAX_BLOCKED = 1000;

	/**
	 * Creates the filters.
	 *
	 * @param Relations $relations The relations store.
	 */
	public function __construct( private readonly Relations $relations ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_filter( 'comments_array', array( $this, 'filter_comments' ) );
		add_action( 'pre_get_posts', array( $this, 'filter_listing' ) );
	}

	/**
	 * Drops comments (and the replies under them) written by people the current user blocked.
	 *
	 * @param WP_Comment[]|mixed $comments The post's comments.
	 * @return WP_Comment[]
	 */
	public function filter_comments( $comments ): array {
		$blocked  = $this->blocked();
		$comments = (array) $comments;
		if ( ! $blocked ) {
			return $comments;
		}
		$hidden = array();
		foreach ( $comments as $comment ) {
			if ( $comment instanceof WP_Comment && ( in_array( (int) $comment->user_id, $blocked, true ) || isset( $hidden[ (int) $comment->comment_parent ] ) ) ) {
				$hidden[ (int) $comment->comment_ID ] = true;
			}
		}
		return array_values( array_filter( $comments, static fn ( $c ): bool => ! ( $c instanceof WP_Comment && isset( $hidden[ (int) $c->comment_ID ] ) ) ) );
	}

	/**
	 * Keeps blocked authors' stories out of the main listings.
	 *
	 * @param WP_Query $query The query.
	 */
	public function filter_listing( WP_Query $query ): void {
		if ( is_admin() || ! $query->is_main_query() || ! ( $query->is_home() || $query->is_category() || $query->is_tag() || $query->is_search() ) ) {
			return;
		}
		$blocked = $this->blocked();
		if ( $blocked ) {
			$query->set( 'author__not_in', array_merge( (array) $query->get( 'author__not_in' ), $blocked ) );
		}
	}

	/**
	 * The ids of the people the current user blocked.
	 *
	 * @return int[]
	 */
	private function blocked(): array {
		$user_id = get_current_user_id();
		return $user_id ? $this->relations->objects_of( $user_id, Relations::BLOCK, Relations::USER, self::MAX_BLOCKED ) : array();
	}
}
