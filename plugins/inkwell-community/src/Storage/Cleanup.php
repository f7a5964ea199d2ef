<?php
/**
 * Removes the relations of deleted users, posts, categories and comments.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Storage;

/**
 * Keeps the relations table free of rows that point at nothing, so counts and lists stay exact.
 *
 * @since 0.1.0
 */
final class Cleanup {

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'deleted_user', array( $this, 'user_deleted' ) );
		add_action( 'deleted_post', array( $this, 'post_deleted' ) );
		add_action( 'delete_category', array( $this, 'category_deleted' ) );
		add_action( 'deleted_comment', array( $this, 'comment_deleted' ) );
	}

	/**
	 * Drops a deleted user's relations, the relations others had with them, and their counts of actions.
	 *
	 * @param int|mixed $user_id The user.
	 */
	public function user_deleted( $user_id ): void {
		global $wpdb;
		$wpdb->delete( Schema::table(), array( 'user_id' => (int) $user_id ), array( '%d' ) );
		( new Hit_Counter() )->forget( (int) $user_id );
		$this->object_deleted( Relations::USER, (int) $user_id );
	}

	/**
	 * Drops the relations with a deleted post.
	 *
	 * @param int|mixed $post_id The post.
	 */
	public function post_deleted( $post_id ): void {
		$this->object_deleted( Relations::POST, (int) $post_id );
	}

	/**
	 * Drops the follows of a deleted category.
	 *
	 * @param int|mixed $term_id The category.
	 */
	public function category_deleted( $term_id ): void {
		$this->object_deleted( Relations::CATEGORY, (int) $term_id );
	}

	/**
	 * Drops the reports of a deleted comment.
	 *
	 * @param int|string|mixed $comment_id The comment.
	 */
	public function comment_deleted( $comment_id ): void {
		$this->object_deleted( Relations::COMMENT, (int) $comment_id );
	}

	/**
	 * Deletes the rows that point at an object, and the cached reads.
	 *
	 * @param string $object_type The object type.
	 * @param int    $object_id   The object's id.
	 */
	private function object_deleted( string $object_type, int $object_id ): void {
		global $wpdb;
		$wpdb->delete(
			Schema::table(),
			array(
				'object_type' => $object_type,
				'object_id'   => $object_id,
			),
			array( '%s', '%d' )
		);
		// Cached reads of other users may name the object; a deletion is rare enough to drop them all.
		if ( wp_cache_supports( 'flush_group' ) ) {
			wp_cache_flush_group( Relations::CACHE_GROUP );
		} else {
			wp_cache_flush();
		}
	}
}
