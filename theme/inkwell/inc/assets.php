<?php
/**
 * Front-end and editor styles and the theme's scripts.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/**
 * Enqueues the theme stylesheet and site script everywhere; the article styles and script on articles;
 * the sliders' styles and script where a slider is; the comment styles only where comments are shown.
 * Right-to-left sites get each stylesheet's mirrored copy (assets/css/*-rtl.css, written by bin/build).
 *
 * @since 0.1.0
 */
function inkwell_enqueue_assets(): void {
	wp_enqueue_style( 'inkwell', INKWELL_URI . '/assets/css/main.css', array(), INKWELL_VERSION );
	wp_style_add_data( 'inkwell', 'path', INKWELL_DIR . '/assets/css/main.css' );
	wp_style_add_data( 'inkwell', 'rtl', 'replace' );
	inkwell_enqueue_bundle( 'site' );

	if ( is_singular( 'post' ) ) {
		wp_enqueue_style( 'inkwell-article', INKWELL_URI . '/assets/css/article.css', array( 'inkwell' ), INKWELL_VERSION );
		wp_style_add_data( 'inkwell-article', 'path', INKWELL_DIR . '/assets/css/article.css' );
		wp_style_add_data( 'inkwell-article', 'rtl', 'replace' );
		inkwell_enqueue_bundle( 'article' );
	}

	if ( inkwell_page_has_sliders() ) {
		wp_enqueue_style( 'inkwell-sliders', INKWELL_URI . '/assets/css/sliders.css', array( 'inkwell' ), INKWELL_VERSION );
		wp_style_add_data( 'inkwell-sliders', 'path', INKWELL_DIR . '/assets/css/sliders.css' );
		wp_style_add_data( 'inkwell-sliders', 'rtl', 'replace' );
		inkwell_enqueue_bundle( 'article-sliders' );
	}

	if ( is_singular() && ( comments_open() || get_comments_number() ) ) {
		wp_enqueue_style( 'inkwell-comments', INKWELL_URI . '/assets/css/comments.css', array( 'inkwell' ), INKWELL_VERSION );
		wp_style_add_data( 'inkwell-comments', 'path', INKWELL_DIR . '/assets/css/comments.css' );
		wp_style_add_data( 'inkwell-comments', 'rtl', 'replace' );
		if ( comments_open() && get_option( 'thread_comments' ) ) {
			// Core's script moves the form under the comment being replied to, with a cancel link.
			wp_enqueue_script( 'comment-reply' );
		}
	}
}
add_action( 'wp_enqueue_scripts', 'inkwell_enqueue_assets' );

/**
 * Enqueues one of the theme's built script bundles (build/<name>/index.js), deferred in the footer.
 * Without a build the pages still work: the scripts only enhance them.
 *
 * @since 0.1.0
 *
 * @param string $name Bundle name: site, article or article-sliders.
 */
function inkwell_enqueue_bundle( string $name ): void {
	$asset_file = INKWELL_DIR . "/build/{$name}/index.asset.php";
	if ( ! is_file( $asset_file ) ) {
		return;
	}
	$asset = require $asset_file;
	wp_enqueue_script(
		"inkwell-{$name}",
		INKWELL_URI . "/build/{$name}/index.js",
		$asset['dependencies'],
		$asset['version'],
		array(
			'in_footer' => true,
			'strategy'  => 'defer',
		)
	);
}

/**
 * Leaves emoji to the browser: every browser the theme supports draws them itself, so WordPress's emoji
 * detection script and its replacement images from s.w.org are not loaded on the front end.
 *
 * @since 0.2.0
 */
function inkwell_native_emoji(): void {
	remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
	remove_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );
}
add_action( 'after_setup_theme', 'inkwell_native_emoji' );
