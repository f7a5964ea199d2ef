<?php
/**
 * The most discussed articles: the front page's first slider.
 *
 * Sorting every published article by its comment count has no index to use: a filesort of all of them, 43
 * ms at 20,000 articles. Comments come far more often than articles, so the top is kept with its counts
 * and a new count updates it in place, when the kept top alone says where the article goes.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/** Transient that keeps the most discussed articles: their write token and comment counts, most first. */
const INKWELL_MOST_DISCUSSED = 'inkwell_most_discussed';

/** Name of the most discussed list's write token (inkwell_write_token()). */
const INKWELL_MOST_DISCUSSED_TOKEN = 'inkwell_most_discussed_token';

/** How many articles the list holds. */
const INKWELL_MOST_DISCUSSED_SIZE = 8;

/**
 * Returns the ids of the most discussed articles, most comments first. Kept under the write token read
 * before the articles were read, and read anew an hour after, however often it was updated in place.
 *
 * @since 0.1.0
 *
 * @return int[]
 */
function inkwell_get_most_discussed_ids(): array {
	$kept = inkwell_kept_most_discussed();
	if ( null !== $kept ) {
		return array_keys( $kept['top'] );
	}
	$token = inkwell_write_token( INKWELL_MOST_DISCUSSED_TOKEN );
	$top   = array();
	$posts = get_posts(
		array(
			'post_type'              => 'post',
			'post_status'            => 'publish',
			'ignore_sticky_posts'    => true,
			'no_found_rows'          => true,
			'orderby'                => 'comment_count',
			'numberposts'            => INKWELL_MOST_DISCUSSED_SIZE, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_numberposts -- eight articles.
			'update_post_meta_cache' => false,
			'update_post_term_cache' => false,
		)
	);
	foreach ( $posts as $post ) {
		$top[ $post->ID ] = (int) $post->comment_count;
	}
	inkwell_keep_most_discussed( $token, time(), $top );
	return array_keys( $top );
}

/**
 * The kept list, or null when none may be used: its token, when it was read ('built'), and 'top', article
 * id => comment count, most first.
 *
 * @since 0.6.0
 *
 * @return array{token: string, built: int, top: array<int, int>}|null
 */
function inkwell_kept_most_discussed(): ?array {
	$kept = get_transient( INKWELL_MOST_DISCUSSED );
	if ( ! is_array( $kept ) || ! isset( $kept['token'], $kept['built'], $kept['top'] ) || ! is_array( $kept['top'] ) ) {
		return null;
	}
	// An update in place keeps the list's age, so what a race left out is read again within the hour.
	if ( time() - (int) $kept['built'] >= HOUR_IN_SECONDS ) {
		return null;
	}
	return inkwell_write_token( INKWELL_MOST_DISCUSSED_TOKEN ) === $kept['token'] ? $kept : null;
}

/**
 * Keeps the list under a write token, until an hour after it was read.
 *
 * @since 0.6.0
 *
 * @param string          $token The token read before the list was read.
 * @param int             $built When the list was read (a Unix time).
 * @param array<int, int> $top   Article id => comment count, most first.
 */
function inkwell_keep_most_discussed( string $token, int $built, array $top ): void {
	set_transient(
		INKWELL_MOST_DISCUSSED,
		array(
			'token' => $token,
			'built' => $built,
			'top'   => $top,
		),
		max( 1, $built + HOUR_IN_SECONDS - time() )
	);
}

/**
 * The list after an article's comment count changed, or null when only reading every article tells.
 *
 * Every article outside a full list has at most its lowest count. So a count that rises above it enters,
 * and one in the list may fall as far as that count; one that falls further, or an article in a full list
 * that is no longer published, needs a new read.
 *
 * @since 0.6.0
 *
 * @param array<int, int> $top     Article id => comment count, most first.
 * @param int             $post_id The article.
 * @param int|null        $count   Its comment count; null when it is no longer a published article.
 * @return array<int, int>|null
 */
function inkwell_most_discussed_after( array $top, int $post_id, ?int $count ): ?array {
	$full   = count( $top ) >= INKWELL_MOST_DISCUSSED_SIZE;
	$lowest = $top ? min( $top ) : 0;
	if ( isset( $top[ $post_id ] ) ) {
		if ( $full && ( null === $count || $count < $lowest ) ) {
			return null;
		}
		unset( $top[ $post_id ] );
	} elseif ( null === $count || ( $full && $count <= $lowest ) ) {
		return $top;
	}
	if ( null !== $count ) {
		$top[ $post_id ] = $count;
		// Most first; equal counts keep their order, as sorting is stable.
		uasort( $top, static fn ( int $a, int $b ): int => $b <=> $a );
	}
	return array_slice( $top, 0, INKWELL_MOST_DISCUSSED_SIZE, true );
}

/**
 * Updates the kept list for an article's new comment count or status. The front page's sliders are
 * rendered anew only when the list's order changed.
 *
 * A list that is not kept may be being read by another request right now, from before this change: its
 * token is renewed, so that copy is not used. Two changes at the same instant may leave one out of the
 * kept order, until the list is read anew within the hour.
 *
 * @since 0.6.0
 *
 * @param int      $post_id The article.
 * @param int|null $count   Its comment count; null when it is no longer a published article.
 */
function inkwell_update_most_discussed( int $post_id, ?int $count ): void {
	$kept = inkwell_kept_most_discussed();
	if ( null === $kept ) {
		inkwell_forget_most_discussed();
		return;
	}
	$top   = $kept['top'];
	$after = inkwell_most_discussed_after( $top, $post_id, $count );
	if ( null === $after ) {
		inkwell_forget_most_discussed();
		return;
	}
	if ( $after === $top ) {
		return;
	}
	inkwell_keep_most_discussed( $kept['token'], (int) $kept['built'], $after );
	if ( array_keys( $after ) !== array_keys( $top ) ) {
		inkwell_forget_front_sliders();
	}
}

/**
 * Forgets the list, and the front page's sliders that show it.
 *
 * @since 0.1.0
 */
function inkwell_forget_most_discussed(): void {
	inkwell_renew_write_token( INKWELL_MOST_DISCUSSED_TOKEN );
	inkwell_forget_front_sliders();
}
// The demo generator writes with cache invalidation suspended, and counts comments itself.
add_action( 'inkwell_demo_content_seeded', 'inkwell_forget_most_discussed' );

/**
 * A new comment count: moves the article in the kept list.
 *
 * @since 0.6.0
 *
 * @param int $post_id The article.
 * @param int $count   Its new comment count.
 * @param int $old     Its old one.
 */
function inkwell_most_discussed_on_count( $post_id, $count, $old ): void {
	$post = get_post( (int) $post_id );
	if ( (int) $count === (int) $old || ! $post || 'post' !== $post->post_type || 'publish' !== $post->post_status ) {
		return;
	}
	inkwell_update_most_discussed( $post->ID, (int) $count );
}
add_action( 'wp_update_comment_count', 'inkwell_most_discussed_on_count', 10, 3 );

/**
 * An article published, or no longer published: it enters or leaves the list.
 *
 * @since 0.6.0
 *
 * @param string  $status     New status.
 * @param string  $old_status Old status.
 * @param WP_Post $post       The post.
 */
function inkwell_most_discussed_on_status( $status, $old_status, $post ): void {
	if ( $post instanceof WP_Post && 'post' === $post->post_type && ( 'publish' === $status ) !== ( 'publish' === $old_status ) ) {
		inkwell_update_most_discussed( $post->ID, 'publish' === $status ? (int) $post->comment_count : null );
	}
}
add_action( 'transition_post_status', 'inkwell_most_discussed_on_status', 10, 3 );

/**
 * A published article deleted outright, without the trash: it leaves the list.
 *
 * @since 0.6.0
 *
 * @param int     $post_id The post.
 * @param WP_Post $post    The post as it was.
 */
function inkwell_most_discussed_on_delete( $post_id, $post ): void {
	if ( $post instanceof WP_Post && 'post' === $post->post_type && 'publish' === $post->post_status ) {
		inkwell_update_most_discussed( $post->ID, null );
	}
}
add_action( 'deleted_post', 'inkwell_most_discussed_on_delete', 10, 2 );
