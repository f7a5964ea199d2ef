<?php
/**
 * Page-number navigation of a listing.
 *
 * @package Inkwell
 */

the_posts_pagination(
	array(
		'mid_size'           => 1,
		'class'              => 'inkwell-pagination',
		'prev_text'          => '<span aria-hidden="true">&larr;</span> ' . esc_html__( 'Previous', 'inkwell' ),
		'next_text'          => esc_html__( 'Next', 'inkwell' ) . ' <span aria-hidden="true">&rarr;</span>',
		'before_page_number' => '<span class="screen-reader-text">' . esc_html__( 'Page', 'inkwell' ) . ' </span>',
		'aria_label'         => __( 'Pages', 'inkwell' ),
	)
);
