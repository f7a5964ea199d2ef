<?php
/**
 * Prints, as JSON, the articles the peer (Ghost) gets, so its article, home and tag pages show what
 * Inkwell's show: the article the bench measures, the newest articles (the home page) and the newest of the
 * article's category (its archive). Each with its rendered content, excerpt, date, category and tags (Ghost
 * tags, the category first) and the file of its cover image. Run through bin/php/wp-run.php with
 * INKWELL_SITE=bench; arguments: the article's id, how many newest articles.
 *
 * @package Inkwell\Bench
 */

$inkwell_article = get_post( (int) ( $args[0] ?? 0 ) );
$inkwell_newest  = max( 1, (int) ( $args[1] ?? 20 ) );
$inkwell_cat     = get_the_category( $inkwell_article->ID )[0];
$inkwell_ids     = array_merge(
	array( $inkwell_article->ID ),
	get_posts(
		array(
			'posts_per_page' => $inkwell_newest,
			'fields'         => 'ids',
		)
	),
	get_posts(
		array(
			'posts_per_page' => (int) get_option( 'posts_per_page' ),
			'cat'            => $inkwell_cat->term_id,
			'fields'         => 'ids',
		)
	)
);
$inkwell_articles = array();
foreach ( array_unique( $inkwell_ids ) as $inkwell_id ) {
	$inkwell_post = get_post( $inkwell_id );
	setup_postdata( $GLOBALS['post'] = $inkwell_post ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the_content reads the global post.
	$inkwell_image      = get_post_thumbnail_id( $inkwell_post );
	$inkwell_articles[] = array(
		'title'        => get_the_title( $inkwell_post ),
		'slug'         => $inkwell_post->post_name,
		'html'         => apply_filters( 'the_content', $inkwell_post->post_content ),
		'excerpt'      => wp_strip_all_tags( get_the_excerpt( $inkwell_post ) ),
		'published_at' => mysql2date( DATE_ATOM, $inkwell_post->post_date_gmt . ' +0000' ),
		'tags'         => array_merge(
			wp_list_pluck( get_the_category( $inkwell_post->ID ), 'name' ),
			wp_list_pluck( get_the_tags( $inkwell_post->ID ) ? get_the_tags( $inkwell_post->ID ) : array(), 'name' )
		),
		'image'        => $inkwell_image ? get_attached_file( $inkwell_image ) : null,
		'imageAlt'     => $inkwell_image ? (string) get_post_meta( $inkwell_image, '_wp_attachment_image_alt', true ) : '',
	);
}
wp_reset_postdata();
echo wp_json_encode(
	array(
		'article'  => $inkwell_article->post_name,
		'category' => $inkwell_cat->name,
		'articles' => $inkwell_articles,
	)
);
