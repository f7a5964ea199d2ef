<?php
/**
 * Write tokens: when a kept copy of something may be used.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/**
 * A write token. A copy of something derived from the database (rendered HTML, a query's answer) is kept
 * with the token read before it was built, and used only while the token is the same. Every write that
 * changes what the copy shows gives a new token after it is stored, so a copy built while a write landed is
 * never used; deleting the copy alone would let that build store it afterwards.
 *
 * Kept in a persistent object cache when there is one (an autoloaded option would rewrite all of them in
 * the cache on every write), else as an autoloaded option, which costs no query to read.
 *
 * @since 0.6.0
 *
 * @param string $name The token's name.
 */
function inkwell_write_token( string $name ): string {
	$cached = wp_using_ext_object_cache();
	$read   = static fn (): mixed => $cached ? wp_cache_get( $name, 'inkwell' ) : get_option( $name );
	$token  = $read();
	if ( is_string( $token ) && '' !== $token ) {
		return $token;
	}
	$token = bin2hex( random_bytes( 8 ) );
	$added = $cached ? wp_cache_add( $name, $token, 'inkwell' ) : add_option( $name, $token, '', true );
	if ( $added ) {
		return $token;
	}
	// Another request added one first: theirs is the current one.
	$current = $read();
	return is_string( $current ) && '' !== $current ? $current : $token;
}

/**
 * Gives a write token a new value: copies kept under the old one are not used again.
 *
 * @since 0.6.0
 *
 * @param string $name The token's name.
 */
function inkwell_renew_write_token( string $name ): void {
	$token = bin2hex( random_bytes( 8 ) );
	if ( wp_using_ext_object_cache() ) {
		wp_cache_set( $name, $token, 'inkwell' );
	} else {
		update_option( $name, $token, true );
	}
}

/**
 * Whether WordPress is cleaning a post's cache only because it stored the post's new comment count. It does
 * so on every comment, and kept copies that show no counts (the menus, the front page's sliders) need not
 * be renewed for it.
 *
 * @since 0.6.0
 *
 * @param int $post_id The post whose cache is cleaned.
 */
function inkwell_is_comment_count_clean( int $post_id ): bool {
	return 0 !== $post_id && inkwell_comment_count_post() === $post_id;
}

/**
 * The post whose comment count WordPress is storing, from the moment it is counted until its cache has been
 * cleaned; 0 when none.
 *
 * @since 0.6.0
 *
 * @param int|null $post_id The post, 0 when done; null to read.
 */
function inkwell_comment_count_post( ?int $post_id = null ): int {
	static $current = 0;
	if ( null !== $post_id ) {
		$current = $post_id;
	}
	return $current;
}

/**
 * Notes the post whose comment count is about to be stored. Runs last, so the count is final.
 *
 * @since 0.6.0
 *
 * @param int|null $count   The new count, or null for WordPress to count.
 * @param int      $old     The old count.
 * @param int      $post_id The post.
 * @return int|null The count, unchanged.
 */
function inkwell_note_comment_count_post( $count, $old, $post_id ) {
	inkwell_comment_count_post( (int) $post_id );
	return $count;
}
add_filter( 'pre_wp_update_comment_count_now', 'inkwell_note_comment_count_post', PHP_INT_MAX, 3 );

/**
 * Forgets the post once every listener has seen its cache cleaned, or once the count is announced when
 * cache invalidation was suspended and no clean ran.
 *
 * @since 0.6.0
 */
function inkwell_end_comment_count_post(): void {
	inkwell_comment_count_post( 0 );
}
add_action( 'clean_post_cache', 'inkwell_end_comment_count_post', PHP_INT_MAX );
add_action( 'wp_update_comment_count', 'inkwell_end_comment_count_post', PHP_INT_MIN );
