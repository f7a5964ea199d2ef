<?php
/**
 * Theme supports, menus and image sizes.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/**
 * Registers the theme supports, navigation menus and image sizes.
 *
 * @since 0.1.0
 */
function inkwell_setup(): void {
	load_theme_textdomain( 'inkwell', INKWELL_DIR . '/languages' );

	add_theme_support( 'title-tag' );
	add_theme_support( 'automatic-feed-links' );
	add_theme_support( 'post-thumbnails' );
	add_theme_support( 'responsive-embeds' );
	add_theme_support( 'editor-styles' );
	// Core's opinionated block styles (quotes, separators, tables) and wide and full-width alignments.
	add_theme_support( 'wp-block-styles' );
	add_theme_support( 'align-wide' );
	add_theme_support(
		'html5',
		array( 'search-form', 'comment-form', 'comment-list', 'gallery', 'caption', 'style', 'script', 'navigation-widgets' )
	);
	add_theme_support(
		'custom-logo',
		array(
			'height'      => 64,
			'width'       => 240,
			'flex-height' => true,
			'flex-width'  => true,
		)
	);
	add_editor_style( 'assets/css/editor.css' );

	register_nav_menus(
		array(
			'primary' => __( 'Primary menu', 'inkwell' ),
			'footer'  => __( 'Footer menu', 'inkwell' ),
		)
	);

	// Cards and the hero are cropped to one ratio so grids line up whatever the uploads are.
	add_image_size( 'inkwell-card', 720, 450, true );
	add_image_size( 'inkwell-hero', 1440, 810, true );
}
add_action( 'after_setup_theme', 'inkwell_setup' );

/**
 * Sets the content width used by oEmbeds and core's image sizes.
 *
 * @since 0.1.0
 */
function inkwell_content_width(): void {
	$GLOBALS['content_width'] = 720; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- core reads this global.
}
add_action( 'after_setup_theme', 'inkwell_content_width', 0 );

/**
 * Registers the "Inkwell" block pattern category; the patterns themselves are the files in patterns/,
 * which WordPress registers from their headers.
 *
 * @since 0.2.0
 */
function inkwell_register_pattern_category(): void {
	register_block_pattern_category( 'inkwell', array( 'label' => __( 'Inkwell', 'inkwell' ) ) );
}
add_action( 'init', 'inkwell_register_pattern_category' );
