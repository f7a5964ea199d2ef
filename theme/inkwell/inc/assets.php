<?php
/**
 * Front-end and editor styles.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/**
 * Enqueues the theme stylesheet; the comment styles only where comments are shown.
 *
 * @since 0.1.0
 */
function inkwell_enqueue_assets(): void {
	wp_enqueue_style( 'inkwell', INKWELL_URI . '/assets/css/main.css', array(), INKWELL_VERSION );
	wp_style_add_data( 'inkwell', 'path', INKWELL_DIR . '/assets/css/main.css' );

	if ( is_singular() && ( comments_open() || get_comments_number() ) ) {
		wp_enqueue_style( 'inkwell-comments', INKWELL_URI . '/assets/css/comments.css', array( 'inkwell' ), INKWELL_VERSION );
		wp_style_add_data( 'inkwell-comments', 'path', INKWELL_DIR . '/assets/css/comments.css' );
	}
}
add_action( 'wp_enqueue_scripts', 'inkwell_enqueue_assets' );
