<?php
/**
 * The site's own global styles, looked up once.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/**
 * The option keeping the answer "no saved global styles": array{stylesheet: string, token: string}, the theme
 * it holds for and the write token read before the lookup that found none.
 */
const INKWELL_NO_USER_STYLES_OPTION = 'inkwell_no_user_styles';

/** Name of the answer's write token (inkwell_write_token()). */
const INKWELL_USER_STYLES_TOKEN = 'inkwell_user_styles_token';

/**
 * Whether a query is core's lookup of the active theme's saved global styles (a wp_global_styles post),
 * which core runs on every page that prints styles: with a theme.json, global styles include the user's.
 *
 * @since 0.1.0
 *
 * @param WP_Query $query The query.
 */
function inkwell_is_user_styles_query( WP_Query $query ): bool {
	$tax_query = $query->get( 'tax_query' );
	return 'wp_global_styles' === $query->get( 'post_type' )
		&& array( 'publish' ) === $query->get( 'post_status' )
		&& 1 === (int) $query->get( 'posts_per_page' )
		&& is_array( $tax_query ) && 1 === count( $tax_query )
		&& 'wp_theme' === ( $tax_query[0]['taxonomy'] ?? '' ) && 'name' === ( $tax_query[0]['field'] ?? '' )
		&& get_stylesheet() === ( $tax_query[0]['terms'] ?? '' );
}

/**
 * Answers core's global styles lookup without SQL when the theme is known to have none saved.
 *
 * Without a persistent object cache core runs it on every page: a term lookup and a posts query (1.2 to
 * 1.7 ms of an article on the bench). A classic theme's site rarely saves any, so "none" is kept in an
 * autoloaded option under a write token that saving, deleting or giving global styles to a theme renews.
 * With a persistent cache, core's own query cache already answers it.
 *
 * @since 0.1.0
 *
 * @param WP_Query $query The query.
 */
function inkwell_skip_user_styles_query( WP_Query $query ): void {
	if ( wp_using_ext_object_cache() || ! inkwell_is_user_styles_query( $query ) ) {
		return;
	}
	$token = inkwell_write_token( INKWELL_USER_STYLES_TOKEN );
	if ( array(
		'stylesheet' => get_stylesheet(),
		'token'      => $token,
	) === get_option( INKWELL_NO_USER_STYLES_OPTION ) ) {
		// Without the tax query there is no term lookup either; the posts query is answered below.
		$query->set( 'tax_query', array() );
		$query->set( 'inkwell_no_user_styles', true );
	} else {
		// Read before the lookup, so "none" found while styles are being saved is kept under a token gone.
		$query->set( 'inkwell_user_styles_token', $token );
	}
}
add_action( 'pre_get_posts', 'inkwell_skip_user_styles_query', PHP_INT_MAX );

/**
 * The known answer: no saved global styles.
 *
 * @since 0.1.0
 *
 * @param WP_Post[]|null $posts Posts, or null to query.
 * @param WP_Query       $query The query.
 * @return WP_Post[]|null
 */
function inkwell_answer_user_styles_query( $posts, WP_Query $query ) {
	return $query->get( 'inkwell_no_user_styles' ) ? array() : $posts;
}
add_filter( 'posts_pre_query', 'inkwell_answer_user_styles_query', 10, 2 );

/**
 * Keeps the answer when core's lookup finds no saved global styles.
 *
 * @since 0.1.0
 *
 * @param WP_Post[] $posts The posts found.
 * @param WP_Query  $query The query.
 * @return WP_Post[]
 */
function inkwell_note_user_styles_query( $posts, WP_Query $query ) {
	$token = $query->get( 'inkwell_user_styles_token' );
	if ( ! $posts && is_string( $token ) && '' !== $token ) {
		update_option(
			INKWELL_NO_USER_STYLES_OPTION,
			array(
				'stylesheet' => get_stylesheet(),
				'token'      => $token,
			),
			true
		);
	}
	return $posts;
}
add_filter( 'posts_results', 'inkwell_note_user_styles_query', 10, 2 );

/**
 * Forgets the answer when global styles are saved or deleted.
 *
 * @since 0.1.0
 *
 * @param int          $post_id The post.
 * @param WP_Post|null $post    The post.
 */
function inkwell_forget_user_styles_on_post( $post_id, $post = null ): void {
	if ( $post instanceof WP_Post && 'wp_global_styles' === $post->post_type ) {
		inkwell_renew_write_token( INKWELL_USER_STYLES_TOKEN );
	}
}
add_action( 'clean_post_cache', 'inkwell_forget_user_styles_on_post', 10, 2 );

/**
 * Forgets the answer when global styles are given to a theme.
 *
 * @since 0.1.0
 *
 * @param int    $object_id The post.
 * @param mixed  $terms     The terms.
 * @param int[]  $tt_ids    The term taxonomy IDs.
 * @param string $taxonomy  The taxonomy.
 */
function inkwell_forget_user_styles_on_terms( $object_id, $terms, $tt_ids, $taxonomy ): void {
	if ( 'wp_theme' === $taxonomy ) {
		inkwell_renew_write_token( INKWELL_USER_STYLES_TOKEN );
	}
}
add_action( 'set_object_terms', 'inkwell_forget_user_styles_on_terms', 10, 4 );

/**
 * Leaves nothing behind when the site changes theme.
 *
 * @since 0.1.0
 */
function inkwell_forget_user_styles_on_switch(): void {
	delete_option( INKWELL_NO_USER_STYLES_OPTION );
}
add_action( 'switch_theme', 'inkwell_forget_user_styles_on_switch' );
