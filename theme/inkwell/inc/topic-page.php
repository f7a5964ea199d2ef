<?php
/**
 * A topic (category) page, whose articles the community plugin's posts block lists when it is active.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/**
 * Whether topic pages list their articles with the community plugin's posts block (category.php).
 *
 * @since 0.1.0
 */
function inkwell_topic_uses_posts_block(): bool {
	return WP_Block_Type_Registry::get_instance()->is_registered( 'inkwell/posts' );
}

/**
 * Leaves out the main query's articles on the first page of a topic whose articles the posts block lists:
 * category.php never shows them, and reading them (their count, then ten articles with their fields and
 * terms) cost 1.5 ms of SQL a view on the bench, 5 ms on its 10x site. A topic that exists still answers
 * 200 without them. Paged addresses keep them (a page past the last answers 404 from them), and so does a
 * child theme's own topic template.
 *
 * @since 0.1.0
 *
 * @param WP_Post[]|int[]|null $posts Null to run the query.
 * @param WP_Query             $query The query.
 * @return WP_Post[]|int[]|null
 */
function inkwell_skip_topic_main_query( $posts, WP_Query $query ) {
	if ( null !== $posts || is_admin() || ! $query->is_main_query() || ! $query->is_category() || $query->is_paged()
		|| $query->is_feed() || $query->is_search() || ! inkwell_topic_uses_posts_block()
		|| get_category_template() !== INKWELL_DIR . '/category.php' ) {
		return $posts;
	}
	// Core would otherwise keep this empty list as the answer of any query with the same SQL.
	$query->set( 'cache_results', false );
	return array();
}
add_filter( 'posts_pre_query', 'inkwell_skip_topic_main_query', 10, 2 );
