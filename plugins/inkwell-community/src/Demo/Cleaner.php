<?php
/**
 * Removal of earlier demo content.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

/**
 * Deletes everything marked with _inkwell_demo (posts, pages, menu items, attachments and their files, menus,
 * terms, accounts), the comments and relations that hang on it, and the inkwell_demo_seed option.
 */
final class Cleaner {

	/**
	 * Deletes the demo content.
	 *
	 * @return array{posts: int, users: int, terms: int}
	 */
	public function run(): array {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/user.php';
		require_once ABSPATH . 'wp-admin/includes/nav-menu.php';

		$users = array_map( 'intval', $wpdb->get_col( "SELECT user_id FROM {$wpdb->usermeta} WHERE meta_key = '_inkwell_demo'" ) );
		$posts = array_map( 'intval', $wpdb->get_col( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_inkwell_demo'" ) );
		$terms = array_map( 'intval', $wpdb->get_col( "SELECT term_id FROM {$wpdb->termmeta} WHERE meta_key = '_inkwell_demo'" ) );

		// Relations and comments first, in bulk: deleting them one by one through the posts would take minutes.
		$table = Relations::table();
		if ( $table ) {
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from the prefix.
			$wpdb->query( "DELETE FROM {$table} WHERE user_id IN ( SELECT user_id FROM {$wpdb->usermeta} WHERE meta_key = '_inkwell_demo' )" );
			$wpdb->query( "DELETE FROM {$table} WHERE object_type = 'user' AND object_id IN ( SELECT user_id FROM {$wpdb->usermeta} WHERE meta_key = '_inkwell_demo' )" );
			$wpdb->query( "DELETE FROM {$table} WHERE object_type = 'post' AND object_id IN ( SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_inkwell_demo' )" );
			$wpdb->query( "DELETE FROM {$table} WHERE object_type = 'category' AND object_id IN ( SELECT term_id FROM {$wpdb->termmeta} WHERE meta_key = '_inkwell_demo' )" );
			// phpcs:enable
		}
		$demo_comments = "SELECT comment_ID FROM {$wpdb->comments} WHERE comment_post_ID IN ( SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_inkwell_demo' )"
			. " OR user_id IN ( SELECT user_id FROM {$wpdb->usermeta} WHERE meta_key = '_inkwell_demo' )";
		$comment_ids   = array_map( 'intval', $wpdb->get_col( $demo_comments ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- no input.
		foreach ( array_chunk( $comment_ids, 1000 ) as $chunk ) {
			$in = implode( ',', $chunk );
			$wpdb->query( "DELETE FROM {$wpdb->commentmeta} WHERE comment_id IN ($in)" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers.
			$wpdb->query( "DELETE FROM {$wpdb->comments} WHERE comment_ID IN ($in)" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers.
		}
		if ( $comment_ids ) {
			// Posts that are not demo content may have had comments by demo accounts.
			$wpdb->query( "UPDATE {$wpdb->posts} p SET p.comment_count = ( SELECT COUNT(*) FROM {$wpdb->comments} c WHERE c.comment_post_ID = p.ID AND c.comment_approved = '1' )" );
		}

		foreach ( $posts as $id ) {
			if ( 'attachment' === get_post_type( $id ) ) {
				wp_delete_attachment( $id, true );
			} else {
				wp_delete_post( $id, true );
			}
		}
		foreach ( $terms as $id ) {
			$term = get_term( $id );
			if ( $term instanceof \WP_Term ) {
				if ( 'nav_menu' === $term->taxonomy ) {
					wp_delete_nav_menu( $id );
				} else {
					wp_delete_term( $id, $term->taxonomy );
				}
			}
		}
		foreach ( $users as $id ) {
			wp_delete_user( $id );
		}
		delete_option( 'inkwell_demo_seed' );

		return array(
			'posts' => count( $posts ),
			'users' => count( $users ),
			'terms' => count( $terms ),
		);
	}
}
