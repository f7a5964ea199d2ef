<?php
/**
 * The front page's sliders, below the lead article: the most discussed articles, the articles of each
 * big topic behind category tabs, and panels of the stories that come after the latest ones.
 *
 * @package Inkwell
 */

$inkwell_discussed    = inkwell_get_most_discussed_ids();
$inkwell_slider_query = array(
	'post_type'           => 'post',
	'post_status'         => 'publish',
	'ignore_sticky_posts' => true,
	'no_found_rows'       => true,
);

get_template_part(
	'template-parts/sliders/slider',
	null,
	array(
		'posts' => $inkwell_discussed ? get_posts(
			$inkwell_slider_query + array(
				'post__in'    => $inkwell_discussed,
				'orderby'     => 'post__in',
				'numberposts' => count( $inkwell_discussed ), // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_numberposts -- the kept list's eight.
			)
		) : array(),
		'title' => __( 'Most discussed', 'inkwell' ),
	)
);

get_template_part( 'template-parts/sliders/topics', null, array( 'topics' => inkwell_get_slider_topics() ) );

get_template_part(
	'template-parts/sliders/slider',
	null,
	array(
		// The stories right after those of the latest grid.
		'posts' => get_posts(
			$inkwell_slider_query + array(
				'offset'      => (int) get_option( 'posts_per_page' ),
				'numberposts' => 5,
			)
		),
		'kind'  => 'panels',
		'title' => __( 'Earlier stories', 'inkwell' ),
	)
);
