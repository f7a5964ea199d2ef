<?php
/**
 * Template tags: small functions the templates and template parts call to print or fetch pieces of a post.
 *
 * Functions named inkwell_get_* return values; the others print escaped HTML.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/**
 * Prints the site logo, or the site title as a word mark when no logo is set.
 *
 * @since 0.1.0
 */
function inkwell_site_branding(): void {
	if ( has_custom_logo() ) {
		the_custom_logo();
		return;
	}
	// The word mark is the page's heading only on the first page of the latest-posts front page.
	$tag = is_front_page() && is_home() && ! is_paged() ? 'h1' : 'p';
	printf(
		'<%1$s class="inkwell-branding__title"><a href="%2$s" rel="home">%3$s</a></%1$s>',
		tag_escape( $tag ),
		esc_url( home_url( '/' ) ),
		esc_html( get_bloginfo( 'name' ) )
	);
}

/**
 * Returns the category a post is filed under first, the one its label shows.
 *
 * @since 0.1.0
 *
 * @param int|null $post_id Post ID; the current post when null.
 * @return WP_Term|null The category, or null when the post has none.
 */
function inkwell_get_primary_category( ?int $post_id = null ): ?WP_Term {
	$categories = get_the_category( $post_id ?? get_the_ID() );
	if ( empty( $categories ) ) {
		return null;
	}
	// "Uncategorized" says nothing to a reader; prefer any real topic.
	$default = (int) get_option( 'default_category' );
	foreach ( $categories as $category ) {
		if ( $category->term_id !== $default ) {
			return $category;
		}
	}
	return null;
}

/**
 * Prints the category label (a small uppercase link) of a post.
 *
 * @since 0.1.0
 *
 * @param int|null $post_id Post ID; the current post when null.
 */
function inkwell_category_label( ?int $post_id = null ): void {
	$category = inkwell_get_primary_category( $post_id );
	if ( null === $category ) {
		return;
	}
	printf(
		'<a class="inkwell-label" href="%1$s">%2$s</a>',
		esc_url( get_category_link( $category ) ),
		esc_html( $category->name )
	);
}

/**
 * Prints the publication date of the current post as a time element.
 *
 * @since 0.1.0
 */
function inkwell_posted_on(): void {
	printf(
		'<time class="inkwell-date" datetime="%1$s">%2$s</time>',
		esc_attr( (string) get_the_date( DATE_W3C ) ),
		esc_html( (string) get_the_date() )
	);
}

/**
 * Prints the author of the current post as a link to their profile.
 *
 * @since 0.1.0
 */
function inkwell_posted_by(): void {
	$author_id = (int) get_the_author_meta( 'ID' );
	printf(
		'<a class="inkwell-author-link" href="%1$s" rel="author">%2$s</a>',
		esc_url( get_author_posts_url( $author_id ) ),
		esc_html( get_the_author_meta( 'display_name', $author_id ) )
	);
}

/**
 * Returns the estimated reading time of a post in minutes (130 words a minute, at least 1).
 *
 * @since 0.1.0
 *
 * @param int|null $post_id Post ID; the current post when null.
 * @return int Minutes.
 */
function inkwell_get_reading_time( ?int $post_id = null ): int {
	return max( 1, (int) round( inkwell_get_word_count( $post_id ) / 130 ) );
}

/**
 * Returns the number of words in a post's body.
 *
 * @since 0.1.0
 *
 * @param int|null $post_id Post ID; the current post when null.
 * @return int Words.
 */
function inkwell_get_word_count( ?int $post_id = null ): int {
	$post = get_post( $post_id ?? get_the_ID() );
	if ( ! $post instanceof WP_Post ) {
		return 0;
	}
	$key   = inkwell_word_count_key( $post );
	$count = wp_cache_get( $key, 'inkwell' );
	if ( is_int( $count ) ) {
		return $count;
	}
	$text  = trim( wp_strip_all_tags( strip_shortcodes( (string) $post->post_content ) ) );
	$count = '' === $text ? 0 : count( (array) preg_split( '/\s+/u', $text, -1, PREG_SPLIT_NO_EMPTY ) );
	wp_cache_set( $key, $count, 'inkwell', WEEK_IN_SECONDS );
	return $count;
}

/**
 * The object cache key of a post's word count. Counting the words of a whole article costs more than the
 * rest of its card: the count is kept under a hash of the text, so any change to the text is a new key.
 *
 * @since 0.3.0
 *
 * @param WP_Post $post The post.
 */
function inkwell_word_count_key( WP_Post $post ): string {
	return 'words:' . md5( (string) $post->post_content );
}

/**
 * Reads the word counts of a list of cards from a persistent object cache in one round trip, where each card
 * would take one of its own (hooked to `the_posts`): the main query's, and those of the theme's queries that
 * set `inkwell_cards`.
 *
 * @since 0.3.0
 *
 * @param mixed    $posts The posts a query found.
 * @param WP_Query $query The query.
 * @return mixed The same posts.
 */
function inkwell_prime_word_counts( $posts, WP_Query $query ) {
	if ( ! is_array( $posts ) || ! wp_using_ext_object_cache() || is_admin() || ! ( $query->is_main_query() || $query->get( 'inkwell_cards' ) ) ) {
		return $posts;
	}
	$keys = array();
	foreach ( $posts as $post ) {
		if ( $post instanceof WP_Post && 'post' === $post->post_type ) {
			$keys[] = inkwell_word_count_key( $post );
		}
	}
	if ( count( $keys ) > 1 ) {
		wp_cache_get_multiple( $keys, 'inkwell' );
	}
	return $posts;
}

/**
 * Prints the reading-time label of a post ("5 min read"; "< 1 min read" when the minimum applies).
 *
 * @since 0.1.0
 *
 * @param int|null $post_id Post ID; the current post when null.
 */
function inkwell_reading_time( ?int $post_id = null ): void {
	$minutes = inkwell_get_reading_time( $post_id );
	$minimum = (int) round( inkwell_get_word_count( $post_id ) / 130 ) < 1;
	printf(
		'<span class="inkwell-reading-time%1$s">%2$s%3$s</span>',
		esc_attr( $minimum ? ' is-minimum' : '' ),
		$minimum ? '<span class="inkwell-reading-time__prefix">&lt;&nbsp;</span>' : '', // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a fixed string.
		/* translators: %s: number of minutes. */
		esc_html( sprintf( _n( '%s min read', '%s min read', $minutes, 'inkwell' ), number_format_i18n( $minutes ) ) )
	);
}

/**
 * Prints the featured image of the current post, linked to it, or a decorative placeholder.
 *
 * @since 0.1.0
 *
 * @param string $size  Registered image size.
 * @param string $sizes The sizes attribute for the browser.
 * @param bool   $link     Whether to link the image to the post.
 * @param bool   $priority Whether the image is the page's main image (loaded first, never lazily).
 */
function inkwell_post_thumbnail( string $size = 'inkwell-card', string $sizes = '(min-width: 768px) 50vw, 100vw', bool $link = true, bool $priority = false ): void {
	if ( post_password_required() ) {
		return;
	}
	if ( has_post_thumbnail() ) {
		$attributes = array(
			'class' => 'inkwell-media__image',
			'sizes' => $sizes,
		);
		if ( $link ) {
			$attributes['alt'] = '';
		}
		if ( $priority ) {
			$attributes['loading']       = false;
			$attributes['fetchpriority'] = 'high';
		}
		$image = get_the_post_thumbnail( null, $size, $attributes );
	} else {
		$category = inkwell_get_primary_category();
		$initial  = mb_substr( null !== $category ? $category->name : get_the_title(), 0, 1 );
		$image    = sprintf( '<span class="inkwell-media__placeholder" aria-hidden="true">%s</span>', esc_html( $initial ) );
	}
	if ( $link ) {
		// The title link right next to it names the post; this one is hidden from assistive technology.
		printf(
			'<a class="inkwell-media" href="%1$s" tabindex="-1" aria-hidden="true">%2$s</a>',
			esc_url( get_permalink() ),
			$image // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core and escaped markup.
		);
		return;
	}
	printf( '<div class="inkwell-media">%s</div>', $image ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core and escaped markup.
}

/**
 * Prints "Featured:" for screen readers before the title of a sticky post, which the styles mark with a dot.
 *
 * @since 0.2.0
 */
function inkwell_sticky_label(): void {
	if ( is_sticky() ) {
		echo '<span class="screen-reader-text">' . esc_html__( 'Featured:', 'inkwell' ) . ' </span>';
	}
}

/**
 * Loads the cover images of a list of posts in one query, as core does for the main loop, so the slides or
 * cards of a secondary list do not fetch them one by one.
 *
 * @since 0.2.0
 *
 * @param WP_Post[] $posts The posts about to be shown.
 */
function inkwell_prime_thumbnails( array $posts ): void {
	$query        = new WP_Query();
	$query->posts = array_values( array_filter( $posts, static fn ( $p ): bool => $p instanceof WP_Post ) );
	update_post_thumbnail_cache( $query );
}

/**
 * Prints the excerpt of the current post trimmed for a card.
 *
 * @since 0.1.0
 *
 * @param int $words Maximum number of words.
 */
function inkwell_card_excerpt( int $words = 24 ): void {
	$excerpt = wp_trim_words( get_the_excerpt(), $words, '&hellip;' );
	if ( '' !== $excerpt ) {
		printf( '<p class="inkwell-card__excerpt">%s</p>', esc_html( html_entity_decode( $excerpt ) ) );
	}
}

/**
 * Prints the hand-written excerpt of the current post as the article's dek (standfirst).
 *
 * @since 0.1.0
 */
function inkwell_dek(): void {
	if ( has_excerpt() ) {
		printf( '<p class="inkwell-entry__dek">%s</p>', esc_html( get_the_excerpt() ) );
	}
}

/**
 * Returns the number of published posts of an author.
 *
 * @since 0.1.0
 *
 * @param int $author_id User ID.
 * @return int Posts.
 */
function inkwell_get_author_story_count( int $author_id ): int {
	return (int) count_user_posts( $author_id, 'post', true );
}

/**
 * Prints a count such as "12 stories" or "3 articles".
 *
 * @since 0.1.0
 *
 * @param int    $count Number.
 * @param string $noun  'stories' (author pages) or 'articles' (topics).
 */
function inkwell_count_label( int $count, string $noun = 'articles' ): void {
	$label = 'stories' === $noun
		/* translators: %s: number of stories. */
		? _n( '%s story', '%s stories', $count, 'inkwell' )
		/* translators: %s: number of articles. */
		: _n( '%s article', '%s articles', $count, 'inkwell' );
	printf( '<span class="inkwell-count">%s</span>', esc_html( sprintf( $label, number_format_i18n( $count ) ) ) );
}

/**
 * Returns the newest published posts: as cards for pages that suggest reading (404, empty search), or as
 * links (the article sidebar's latest stories), which need neither the posts' fields and terms nor the
 * cards' word counts.
 *
 * @since 0.1.0
 *
 * @param int  $count Number of posts.
 * @param bool $cards Whether they show as cards.
 * @return WP_Query The query.
 */
function inkwell_get_recent_posts( int $count = 3, bool $cards = true ): WP_Query {
	return new WP_Query(
		array(
			'post_type'              => 'post',
			'post_status'            => 'publish',
			'posts_per_page'         => $count,
			'ignore_sticky_posts'    => true,
			'no_found_rows'          => true,
			'update_post_meta_cache' => $cards,
			'update_post_term_cache' => $cards,
			'inkwell_cards'          => $cards,
		)
	);
}

/**
 * Prints the copyright line of the footer.
 *
 * @since 0.1.0
 */
function inkwell_copyright(): void {
	printf(
		/* translators: 1: year, 2: site name. */
		esc_html__( '&copy; %1$s %2$s. All rights reserved.', 'inkwell' ),
		esc_html( wp_date( 'Y' ) ),
		esc_html( get_bloginfo( 'name' ) )
	);
}

/**
 * Prints the primary navigation when no menu is assigned: home and the biggest topics.
 *
 * @since 0.1.0
 */
function inkwell_fallback_menu(): void {
	$categories = get_categories(
		array(
			'orderby'    => 'count',
			'order'      => 'DESC',
			'number'     => 5,
			'hide_empty' => true,
			'exclude'    => array( (int) get_option( 'default_category' ) ),
		)
	);
	echo '<ul class="inkwell-nav__list">';
	printf(
		'<li class="menu-item%1$s"><a href="%2$s"%3$s>%4$s</a></li>',
		esc_attr( is_front_page() ? ' current-menu-item' : '' ),
		esc_url( home_url( '/' ) ),
		is_front_page() ? ' aria-current="page"' : '', // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a fixed string.
		esc_html__( 'Home', 'inkwell' )
	);
	foreach ( $categories as $category ) {
		$current = is_category( $category->term_id );
		printf(
			'<li class="menu-item%1$s"><a href="%2$s"%3$s>%4$s</a></li>',
			esc_attr( $current ? ' current-menu-item' : '' ),
			esc_url( get_category_link( $category ) ),
			$current ? ' aria-current="page"' : '', // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a fixed string.
			esc_html( $category->name )
		);
	}
	echo '</ul>';
}
