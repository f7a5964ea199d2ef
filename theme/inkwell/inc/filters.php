<?php
/**
 * Small adjustments of core output for the theme's design.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/**
 * Ends trimmed excerpts with an ellipsis instead of core's "[&hellip;]".
 *
 * @since 0.1.0
 *
 * @return string The excerpt suffix.
 */
function inkwell_excerpt_more(): string {
	return '&hellip;';
}
add_filter( 'excerpt_more', 'inkwell_excerpt_more' );

/**
 * Drops the "Category:"-style prefix of archive titles; the topic header prints its own eyebrow.
 *
 * @since 0.1.0
 *
 * @return string An empty prefix.
 */
function inkwell_archive_title_prefix(): string {
	return '';
}
add_filter( 'get_the_archive_title_prefix', 'inkwell_archive_title_prefix' );

/**
 * Adds body classes for the layout: whether the header shows a menu and whether the page is a listing.
 *
 * @since 0.1.0
 *
 * @param string[] $classes Body classes.
 * @return string[] Body classes.
 */
function inkwell_body_classes( array $classes ): array {
	$classes[] = has_nav_menu( 'primary' ) ? 'has-primary-menu' : 'has-no-primary-menu';
	if ( ! is_singular() ) {
		$classes[] = 'is-listing';
	}
	return $classes;
}
add_filter( 'body_class', 'inkwell_body_classes' );

add_filter( 'the_posts', 'inkwell_prime_word_counts', 10, 2 );

