<?php
/**
 * The page's meta description, for search engines and link previews.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/**
 * The description of the current page: an article's excerpt, a topic's or author's description, or
 * the site's tagline.
 *
 * @since 0.1.0
 */
function inkwell_meta_description(): string {
	if ( is_singular() && ! post_password_required() ) {
		$text = get_the_excerpt( get_queried_object_id() );
	} elseif ( is_category() || is_tag() ) {
		$text = term_description();
		if ( '' === trim( wp_strip_all_tags( $text ) ) ) {
			/* translators: %s: topic name. */
			$text = sprintf( __( 'Articles about %s.', 'inkwell' ), single_term_title( '', false ) );
		}
	} elseif ( is_author() ) {
		$text = get_the_author_meta( 'description', get_queried_object_id() );
	} else {
		$text = get_bloginfo( 'description' );
	}
	$text = trim( preg_replace( '/\s+/', ' ', wp_strip_all_tags( (string) $text ) ) );
	return mb_strlen( $text ) > 160 ? rtrim( mb_substr( $text, 0, 157 ) ) . '…' : $text;
}

/**
 * Prints the meta description in the head, unless an SEO plugin prints its own.
 *
 * @since 0.1.0
 */
function inkwell_print_meta_description(): void {
	/**
	 * Filters whether the theme prints a meta description (SEO plugins turn it off).
	 *
	 * @since 0.1.0
	 *
	 * @param bool $print True to print it.
	 */
	if ( ! apply_filters( 'inkwell_print_meta_description', true ) ) {
		return;
	}
	$description = inkwell_meta_description();
	if ( '' !== $description ) {
		printf( '<meta name="description" content="%s">' . "\n", esc_attr( $description ) );
	}
}
add_action( 'wp_head', 'inkwell_print_meta_description', 1 );
