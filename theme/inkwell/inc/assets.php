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
 *
 * @since 0.1.0
 */
function inkwell_enqueue_assets(): void {
	inkwell_enqueue_style( 'inkwell', 'main' );
	inkwell_enqueue_bundle( 'site' );

	if ( is_singular( 'post' ) ) {
		inkwell_enqueue_style( 'inkwell-article', 'article', array( 'inkwell' ) );
		inkwell_enqueue_bundle( 'article' );
	}

	if ( inkwell_page_has_sliders() ) {
		inkwell_enqueue_style( 'inkwell-sliders', 'sliders', array( 'inkwell' ) );
		inkwell_enqueue_bundle( 'article-sliders' );
	}

	if ( is_singular() && ( comments_open() || get_comments_number() ) ) {
		inkwell_enqueue_style( 'inkwell-comments', 'comments', array( 'inkwell' ) );
		if ( comments_open() && get_option( 'thread_comments' ) ) {
			// Core's script moves the form under the comment being replied to, with a cancel link.
			wp_enqueue_script( 'comment-reply' );
		}
	}
}
add_action( 'wp_enqueue_scripts', 'inkwell_enqueue_assets' );

/**
 * Enqueues one of the theme's stylesheets (assets/css/<name>.css), or its right-to-left copy
 * (<name>-rtl.css, made by bin/build) on a right-to-left site. The path lets WordPress inline a small one.
 *
 * @since 0.2.0
 *
 * @param string   $handle Style handle.
 * @param string   $name   File name without the extension.
 * @param string[] $deps   Handles it loads after.
 */
function inkwell_enqueue_style( string $handle, string $name, array $deps = array() ): void {
	wp_enqueue_style( $handle, INKWELL_URI . "/assets/css/{$name}.css", $deps, INKWELL_VERSION );
	$rtl = INKWELL_DIR . "/assets/css/{$name}-rtl.css";
	if ( is_file( $rtl ) ) {
		wp_style_add_data( $handle, 'rtl', 'replace' );
	}
	wp_style_add_data( $handle, 'path', is_rtl() && is_file( $rtl ) ? $rtl : INKWELL_DIR . "/assets/css/{$name}.css" );
}

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
