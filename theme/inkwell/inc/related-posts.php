<?php
/**
 * The related articles under an article: the newest ones that share one of its categories.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/** How many of the newest articles the related articles are first looked for in. */
const INKWELL_RELATED_WALK = 500;

/**
 * Returns published posts that share a category with a post, newest first.
 *
 * @since 0.1.0
 *
 * @param int $post_id Post ID.
 * @param int $count   Number of posts.
 * @return WP_Query The query; empty when the post has no category.
 */
function inkwell_get_related_posts( int $post_id, int $count = 3 ): WP_Query {
	$ids = inkwell_get_related_post_ids( $post_id, $count );
	return new WP_Query(
		array(
			'post_type'           => 'post',
			'post_status'         => 'publish',
			'post__in'            => $ids ? $ids : array( 0 ),
			'orderby'             => 'post__in',
			'posts_per_page'      => $count,
			'ignore_sticky_posts' => true,
			'no_found_rows'       => true,
			'inkwell_cards'       => true,
		)
	);
}

/**
 * Returns the ids of the newest published posts that share a category with a post.
 *
 * Core's query for this (category__in) reads every post of the categories and sorts them by date: 4-6 ms
 * on the bench's 10x site, whose categories hold 1,300 to 3,900 posts each, and more as the site grows.
 * The newest posts, read from the date index, hold a few of any sizeable category, so they are looked
 * for there first (0.5 ms). A category too small or too old to show among them falls back to reading its
 * own posts, which are then few. Kept in the object cache until a post or a term changes.
 *
 * @since 0.1.0
 *
 * @param int $post_id Post ID.
 * @param int $count   Number of posts.
 * @param int $walk    How many of the newest posts to look in first.
 * @return int[] Newest first; none when the post has no category.
 */
function inkwell_get_related_post_ids( int $post_id, int $count = 3, int $walk = INKWELL_RELATED_WALK ): array {
	global $wpdb;
	$terms  = get_the_terms( $post_id, 'category' );
	$tt_ids = is_array( $terms ) ? array_map( 'intval', wp_list_pluck( $terms, 'term_taxonomy_id' ) ) : array();
	if ( ! $tt_ids ) {
		return array();
	}
	sort( $tt_ids );
	$in  = implode( ',', $tt_ids ); // Integers only.
	$key = sprintf( 'related:%d:%d:%d:%s:%s:%s', $post_id, $count, $walk, $in, wp_cache_get_last_changed( 'posts' ), wp_cache_get_last_changed( 'terms' ) );
	$ids = wp_cache_get( $key, 'inkwell' );
	if ( is_array( $ids ) ) {
		return $ids;
	}
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $in holds integers only.
	$ids = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT recent.ID FROM (
				SELECT ID, post_date FROM $wpdb->posts WHERE post_type = 'post' AND post_status = 'publish' AND ID <> %d
				ORDER BY post_date DESC, ID DESC LIMIT %d
			) AS recent
			WHERE EXISTS ( SELECT 1 FROM $wpdb->term_relationships WHERE object_id = recent.ID AND term_taxonomy_id IN ($in) )
			ORDER BY recent.post_date DESC, recent.ID DESC LIMIT %d",
			$post_id,
			$walk,
			$count
		)
	);
	if ( count( $ids ) < $count ) {
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT p.ID FROM $wpdb->term_relationships AS tr INNER JOIN $wpdb->posts AS p ON p.ID = tr.object_id
				WHERE tr.term_taxonomy_id IN ($in) AND p.post_type = 'post' AND p.post_status = 'publish' AND p.ID <> %d
				GROUP BY p.ID ORDER BY p.post_date DESC, p.ID DESC LIMIT %d",
				$post_id,
				$count
			)
		);
	}
	// phpcs:enable
	$ids = array_map( 'intval', $ids );
	wp_cache_set( $key, $ids, 'inkwell', DAY_IN_SECONDS );
	return $ids;
}
