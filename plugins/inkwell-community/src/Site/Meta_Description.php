<?php
/**
 * The page's meta description, for search engines and link previews.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Site;

/**
 * Prints `<meta name="description">` in the head: an article's excerpt, a topic's or author's
 * description, or the site's tagline. SEO plugins that print their own turn it off with the
 * `inkwell_print_meta_description` filter.
 *
 * @since 0.2.0
 */
final class Meta_Description {

	/** Search engines show about this many characters. */
	private const MAX_LENGTH = 160;

	/**
	 * Registers the hook: early in the head, beside the title.
	 */
	public function add_hooks(): void {
		add_action( 'wp_head', array( $this, 'print_tag' ), 1 );
	}

	/**
	 * The description of the current page, at most 160 characters.
	 *
	 * @since 0.2.0
	 */
	public function description(): string {
		if ( is_singular() && ! post_password_required() ) {
			$text = get_the_excerpt( get_queried_object_id() );
		} elseif ( is_category() || is_tag() ) {
			$text = term_description();
			if ( '' === trim( wp_strip_all_tags( $text ) ) ) {
				/* translators: %s: topic name. */
				$text = sprintf( __( 'Articles about %s.', 'inkwell-community' ), single_term_title( '', false ) );
			}
		} elseif ( is_author() ) {
			$text = get_the_author_meta( 'description', get_queried_object_id() );
		} else {
			$text = get_bloginfo( 'description' );
		}
		$text = trim( (string) preg_replace( '/\s+/', ' ', wp_strip_all_tags( (string) $text ) ) );
		return mb_strlen( $text ) > self::MAX_LENGTH ? rtrim( mb_substr( $text, 0, self::MAX_LENGTH - 3 ) ) . '…' : $text;
	}

	/**
	 * Prints the tag, unless a filter turned it off or the page has no description.
	 */
	public function print_tag(): void {
		/**
		 * Filters whether Inkwell Community prints a meta description (SEO plugins turn it off).
		 *
		 * @since 0.1.0
		 *
		 * @param bool $print True to print it.
		 */
		if ( ! apply_filters( 'inkwell_print_meta_description', true ) ) {
			return;
		}
		$description = $this->description();
		if ( '' !== $description ) {
			printf( '<meta name="description" content="%s">' . "\n", esc_attr( $description ) );
		}
	}
}
