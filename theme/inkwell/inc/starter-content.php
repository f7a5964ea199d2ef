<?php
/**
 * Starter content for a new site: what the Customizer offers a fresh installation.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/**
 * The block markup of one of the theme's patterns (patterns/<name>.php). Starter content is read before
 * `init`, when WordPress registers the patterns, so the file is run here as core runs it then.
 *
 * @since 0.2.0
 *
 * @param string $name File name without the extension.
 */
function inkwell_pattern_markup( string $name ): string {
	ob_start();
	include INKWELL_DIR . "/patterns/{$name}.php";
	return trim( (string) ob_get_clean() );
}

/**
 * The starter content: an About page built from the hero, author-grid and newsletter patterns, a Contact
 * page, the primary and footer menus, and the article sidebar's widgets. WordPress offers it only on a
 * fresh site (the `fresh_site` option), in the Customizer, and applies it when the owner publishes.
 *
 * @since 0.2.0
 *
 * @return array<string, mixed> The argument of add_theme_support( 'starter-content' ).
 */
function inkwell_starter_content(): array {
	$content = array(
		'posts'     => array(
			'about' => array(
				'post_type'    => 'page',
				'post_title'   => _x( 'About', 'starter content page title', 'inkwell' ),
				'post_content' => implode( "\n\n", array_map( 'inkwell_pattern_markup', array( 'hero', 'author-grid', 'newsletter-call-to-action' ) ) ),
			),
			'contact',
		),
		'nav_menus' => array(
			'primary' => array(
				'name'  => __( 'Primary menu', 'inkwell' ),
				'items' => array( 'link_home', 'page_about', 'page_contact' ),
			),
			'footer'  => array(
				'name'  => __( 'Footer menu', 'inkwell' ),
				'items' => array( 'page_about', 'page_contact' ),
			),
		),
		'widgets'   => array(
			INKWELL_ARTICLE_SIDEBAR => array( 'search', 'categories', 'recent-posts' ),
		),
	);
	/**
	 * Filters the theme's starter content.
	 *
	 * @since 0.2.0
	 *
	 * @param array<string, mixed> $content Starter content.
	 */
	return (array) apply_filters( 'inkwell_starter_content', $content );
}

/**
 * Declares the starter content, before the Customizer imports it (after_setup_theme, priority 100).
 *
 * @since 0.2.0
 */
function inkwell_add_starter_content(): void {
	// Only a fresh site's admin and Customizer read it; other requests skip building it, and the option's query.
	if ( ! ( is_admin() || is_customize_preview() ) || ! get_option( 'fresh_site' ) ) {
		return;
	}
	add_theme_support( 'starter-content', inkwell_starter_content() );
}
add_action( 'after_setup_theme', 'inkwell_add_starter_content' );
