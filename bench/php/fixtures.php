<?php
/**
 * Prints, as JSON, what the benchmarks need from the bench site: the URLs of each page type, the ids the
 * community calls act on, and logged-in cookies with a REST nonce for many distinct readers.
 * Run through bin/php/wp-run.php with INKWELL_SITE=bench; argument: the number of users.
 *
 * @package Inkwell\Bench
 */

$inkwell_users = max( 1, (int) ( $args[0] ?? 50 ) );

// Fast actions switched on as a site owner does (Settings > Inkwell Community): the setting is then an
// autoloaded option, not a query per call. Each bench request still picks its path (bench-path.php).
if ( class_exists( Inkwell\Community\Rest\Fast_Actions::class ) ) {
	update_option( Inkwell\Community\Rest\Fast_Actions::OPTION, true );
}

// A typical article: the most recent one that has comments.
$inkwell_post = get_posts(
	array(
		'post_type'      => 'post',
		'posts_per_page' => 1,
		'orderby'        => 'comment_count',
		'order'          => 'DESC',
	)
)[0];
$inkwell_cat  = get_the_category( $inkwell_post->ID )[0];
$inkwell_show = get_page_by_path( 'showcase' );

$inkwell_pages = array(
	'front'    => home_url( '/' ),
	'article'  => get_permalink( $inkwell_post ),
	'category' => get_category_link( $inkwell_cat ),
	'author'   => get_author_posts_url( (int) $inkwell_post->post_author ),
);
if ( $inkwell_show ) {
	$inkwell_pages['showcase'] = get_permalink( $inkwell_show );
}

// Readers with no block between them and the article's author: a block either way forbids following
// (DESIGN 4), and the load test measures calls that succeed.
$inkwell_author  = (int) $inkwell_post->post_author;
$inkwell_blocked = array();
if ( class_exists( Inkwell\Community\Storage\Relations::class ) ) {
	$inkwell_relations = new Inkwell\Community\Storage\Relations();
	$inkwell_blocked   = array_merge(
		$inkwell_relations->objects_of( $inkwell_author, 'block', 'user', 1000 ),
		$inkwell_relations->subjects_of( 'block', 'user', $inkwell_author, 1000 )
	);
}
$inkwell_sessions = array();
$inkwell_readers  = get_users(
	array(
		'role'    => 'subscriber',
		'number'  => $inkwell_users,
		'orderby' => 'ID',
		'fields'  => 'ID',
		'exclude' => $inkwell_blocked,
	)
);
foreach ( $inkwell_readers as $inkwell_id ) {
	$inkwell_id      = (int) $inkwell_id;
	$inkwell_expires = time() + DAY_IN_SECONDS;
	$inkwell_token   = WP_Session_Tokens::get_instance( $inkwell_id )->create( $inkwell_expires );
	$inkwell_cookie  = wp_generate_auth_cookie( $inkwell_id, $inkwell_expires, 'logged_in', $inkwell_token );
	// wp_create_nonce() binds the nonce to the session token it reads from this cookie.
	$_COOKIE[ LOGGED_IN_COOKIE ] = $inkwell_cookie;
	wp_set_current_user( $inkwell_id );
	$inkwell_sessions[] = array(
		'id'     => $inkwell_id,
		'cookie' => LOGGED_IN_COOKIE . '=' . rawurlencode( $inkwell_cookie ),
		'nonce'  => wp_create_nonce( 'wp_rest' ),
	);
}

echo wp_json_encode(
	array(
		'pages'    => $inkwell_pages,
		'post'     => $inkwell_post->ID,
		'author'   => $inkwell_author,
		// The second page of the author's stories, as their profile's 'more' button asks for it.
		'loadMore' => class_exists( Inkwell\Community\Lists\Cursor::class ) ? array(
			'user_id' => $inkwell_author,
			'hash'    => ( new Inkwell\Community\Lists\Cursor( 'stories', $inkwell_author, Inkwell\Community\Lists\Paged_Lists::per_page() ) )->encode(),
		) : null,
		// The second page of a posts block of the article's category, as its page links ask for it.
		'postsBlock' => class_exists( Inkwell\Community\Posts\Params::class ) ? array(
			'params' => Inkwell\Community\Posts\Params::sign( Inkwell\Community\Posts\Params::normalise( array( 'category' => $inkwell_cat->term_id ) ) ),
			'page'   => 2,
		) : null,
		'category' => $inkwell_cat->term_id,
		'users'    => $inkwell_sessions,
		'seed'     => get_option( 'inkwell_demo_seed' ),
	)
);
