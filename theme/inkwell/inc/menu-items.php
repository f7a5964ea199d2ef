<?php
/**
 * The site's menus, kept between page views.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/** Where the menus' items are kept: an autoloaded option, or an object cache key (inkwell_kept_menus()). */
const INKWELL_MENUS = 'inkwell_menus';

/** Name of the kept menus' write token (inkwell_write_token()). */
const INKWELL_MENUS_TOKEN = 'inkwell_menus_token';

/**
 * The menu whose items a query reads as wp_get_nav_menu_items() does on the front end: its term taxonomy
 * ID, or 0 for any other query.
 *
 * @since 0.6.0
 *
 * @param WP_Query $query The query.
 */
function inkwell_menu_items_query_menu( WP_Query $query ): int {
	$tax_query = $query->get( 'tax_query' );
	if ( is_admin() || is_customize_preview() || 'nav_menu_item' !== $query->get( 'post_type' )
		|| 'publish' !== $query->get( 'post_status' ) || ! $query->get( 'nopaging' )
		|| 'menu_order' !== $query->get( 'orderby' ) || 'ASC' !== $query->get( 'order' )
		|| ! is_array( $tax_query ) || 1 !== count( $tax_query )
		|| 'nav_menu' !== ( $tax_query[0]['taxonomy'] ?? '' ) || 'term_taxonomy_id' !== ( $tax_query[0]['field'] ?? '' )
		|| ! is_numeric( $tax_query[0]['terms'] ?? null ) ) {
		return 0;
	}
	return (int) $tax_query[0]['terms'];
}

/**
 * The kept menus: array{token: string, variant: string, built: int, menus: array<int, WP_Post[]>, terms:
 * array<int, object>, meta: array<int, array>} (items by the menu's term taxonomy ID, the menu's own term
 * row by its ID, the items' settings by item), or an empty array. Kept in a persistent object cache when
 * there is one, else in an autoloaded option, which costs no query to read.
 *
 * @since 0.6.0
 *
 * @return array<string, mixed>
 */
function inkwell_kept_menus(): array {
	$kept = wp_using_ext_object_cache() ? wp_cache_get( INKWELL_MENUS, 'inkwell' ) : get_option( INKWELL_MENUS );
	return is_array( $kept ) ? $kept : array();
}

/**
 * What else a menu's items depend on: their type labels and "no title" names are translated, and the
 * theme's own filters shape them.
 *
 * @since 0.6.0
 */
function inkwell_menus_variant(): string {
	return determine_locale() . '|' . wp_get_theme()->get( 'Version' );
}

/**
 * Whether kept menus may be used: kept under the current write token for this variant, within the hour.
 *
 * @since 0.6.0
 *
 * @param array<string, mixed> $kept  The kept menus.
 * @param string               $token The current write token.
 */
function inkwell_kept_menus_are_current( array $kept, string $token ): bool {
	return ( $kept['token'] ?? null ) === $token && ( $kept['variant'] ?? null ) === inkwell_menus_variant()
		&& (int) ( $kept['built'] ?? 0 ) > time() - HOUR_IN_SECONDS;
}

/**
 * The menus whose items this page reads anew, each with the write token read before its query.
 *
 * @since 0.6.0
 *
 * @param int         $menu  A menu's term taxonomy ID.
 * @param string|null $token Its token, to note it; null to read and forget it.
 */
function inkwell_menus_to_keep( int $menu, ?string $token = null ): ?string {
	static $pending = array();
	if ( null !== $token ) {
		$pending[ $menu ] = $token;
		return $token;
	}
	$token = $pending[ $menu ] ?? null;
	unset( $pending[ $menu ] );
	return $token;
}

/**
 * Answers a front-end read of a menu's items from the kept copy, with no query; or notes the write token
 * before the query, so its answer can be kept.
 *
 * A page's two menus cost 13 queries without a persistent object cache (the items, their fields, what they
 * link to), about 5 ms of an article on the bench, and their items are the same on every page until a menu,
 * a post, a topic or the addresses change. What marks the current page is added by wp_nav_menu() on each
 * page, after this.
 *
 * @since 0.6.0
 *
 * @param WP_Query $query The query.
 */
function inkwell_answer_menu_items_from_kept( WP_Query $query ): void {
	$menu = inkwell_menu_items_query_menu( $query );
	if ( ! $menu ) {
		return;
	}
	$token = inkwell_write_token( INKWELL_MENUS_TOKEN );
	$kept  = inkwell_kept_menus();
	$items = $kept['menus'][ $menu ] ?? null;
	if ( is_array( $items ) && inkwell_kept_menus_are_current( $kept, $token ) ) {
		$query->set( 'inkwell_kept_menu_items', $items );
		// Nothing to prime or to put in the query cache: the items come set up.
		$query->set( 'cache_results', false );
		$query->set( 'update_menu_item_cache', false );
		return;
	}
	inkwell_menus_to_keep( $menu, $token );
}
add_action( 'pre_get_posts', 'inkwell_answer_menu_items_from_kept', PHP_INT_MAX );

/**
 * The kept items, each a copy marked as set up already.
 *
 * @since 0.6.0
 *
 * @param WP_Post[]|null $posts Posts, or null to query.
 * @param WP_Query       $query The query.
 * @return WP_Post[]|null
 */
function inkwell_kept_menu_items( $posts, WP_Query $query ) {
	$items = $query->get( 'inkwell_kept_menu_items' );
	if ( ! is_array( $items ) ) {
		return $posts;
	}
	if ( ! wp_using_ext_object_cache() ) {
		// wp_nav_menu() reads the current item's parent from its settings to mark its ancestors.
		foreach ( inkwell_kept_menus()['meta'] ?? array() as $item_id => $meta ) {
			wp_cache_add( (int) $item_id, $meta, 'post_meta' );
		}
	}
	return array_map(
		static function ( WP_Post $item ): WP_Post {
			$item                      = clone $item;
			$item->inkwell_kept_set_up = true;
			// Kept items were valid; an unset property would send WP_Post to the item's meta to ask.
			$item->_invalid = false;
			return $item;
		},
		$items
	);
}
add_filter( 'posts_pre_query', 'inkwell_kept_menu_items', 10, 2 );

/**
 * Leaves a kept item as it was set up.
 *
 * @since 0.6.0
 *
 * @param object|null $pre  The item set up by an earlier filter, or null.
 * @param object      $item The menu item.
 * @return object|null
 */
function inkwell_keep_menu_item_set_up( $pre, $item ) {
	return null === $pre && ! empty( $item->inkwell_kept_set_up ) ? $item : $pre;
}
add_filter( 'pre_wp_setup_nav_menu_item', 'inkwell_keep_menu_item_set_up', 10, 2 );

/**
 * Keeps a menu's items, set up, as read anew on this page: under the write token read before its query.
 * Runs before other filters of the items, which run on every page as before.
 *
 * @since 0.6.0
 *
 * @param WP_Post[]|mixed $items The menu's items.
 * @param WP_Term|mixed   $menu  The menu.
 * @return WP_Post[]|mixed
 */
function inkwell_keep_menu_items( $items, $menu ) {
	$token = $menu instanceof WP_Term ? inkwell_menus_to_keep( (int) $menu->term_taxonomy_id ) : null;
	// A plugin's wp_setup_nav_menu_item filter may have made items of its own: those are not kept.
	if ( null === $token || ! is_array( $items ) || array_filter( $items, static fn ( $item ): bool => ! $item instanceof WP_Post ) ) {
		return $items;
	}
	$kept = inkwell_kept_menus();
	if ( ! inkwell_kept_menus_are_current( $kept, $token ) ) {
		$kept = array(
			'token'   => $token,
			'variant' => inkwell_menus_variant(),
			'built'   => time(),
			'menus'   => array(),
			'terms'   => array(),
			'meta'    => array(),
		);
	}
	foreach ( $items as $item ) {
		$meta = wp_cache_get( (int) $item->ID, 'post_meta' );
		if ( is_array( $meta ) ) {
			$kept['meta'][ (int) $item->ID ] = $meta;
		}
	}
	$kept['menus'][ (int) $menu->term_taxonomy_id ] = array_values( array_map( static fn ( WP_Post $item ): WP_Post => clone $item, $items ) );
	$kept['terms'][ (int) $menu->term_id ]          = (object) $menu->to_array();
	if ( wp_using_ext_object_cache() ) {
		wp_cache_set( INKWELL_MENUS, $kept, 'inkwell' );
	} else {
		update_option( INKWELL_MENUS, $kept, true );
	}
	return $items;
}
add_filter( 'wp_get_nav_menu_items', 'inkwell_keep_menu_items', PHP_INT_MIN, 2 );

/**
 * Puts the kept menus' own terms in the term cache when a page looks up which menu a location shows, so
 * that wp_nav_menu() reads none. Only without a persistent object cache, which keeps them itself.
 *
 * @since 0.6.0
 *
 * @param mixed $locations The menu of each location.
 * @return mixed
 */
function inkwell_prime_kept_menu_terms( $locations ) {
	if ( wp_using_ext_object_cache() || is_admin() || is_customize_preview() ) {
		return $locations;
	}
	$kept = inkwell_kept_menus();
	if ( is_array( $kept['terms'] ?? null ) && inkwell_kept_menus_are_current( $kept, inkwell_write_token( INKWELL_MENUS_TOKEN ) ) ) {
		foreach ( $kept['terms'] as $term_id => $row ) {
			wp_cache_add( (int) $term_id, $row, 'terms' );
		}
	}
	return $locations;
}
add_filter( 'theme_mod_nav_menu_locations', 'inkwell_prime_kept_menu_terms' );

/**
 * Forgets the kept menus.
 *
 * @since 0.6.0
 */
function inkwell_forget_menus(): void {
	inkwell_renew_write_token( INKWELL_MENUS_TOKEN );
}

/**
 * Forgets the kept menus when a menu item changes, or a post a menu item links to (its title, address or
 * status), or a page, whose address its children's take after. Other posts leave them, and so does a new
 * comment count (inkwell_is_comment_count_clean()), which cleans its post's cache on every comment.
 *
 * @since 0.6.0
 *
 * @param int|mixed $post_id The post.
 */
function inkwell_forget_menus_on_post( $post_id ): void {
	global $wpdb;
	$post_id = (int) $post_id;
	if ( inkwell_is_comment_count_clean( $post_id ) ) {
		return;
	}
	$type = get_post_type( $post_id );
	if ( false === $type || 'nav_menu_item' === $type ) {
		inkwell_forget_menus();
		return;
	}
	if ( ! is_post_type_viewable( $type ) ) {
		return;
	}
	// Asked of the database, not of the kept copy: an item saved meanwhile may not be in it yet.
	if ( is_post_type_hierarchical( $type ) || $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM {$wpdb->postmeta} WHERE meta_key = '_menu_item_object_id' AND meta_value = %s LIMIT 1", (string) $post_id ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- a write's check, the current answer.
		inkwell_forget_menus();
	}
}
add_action( 'clean_post_cache', 'inkwell_forget_menus_on_post' );

/**
 * Forgets the kept menus when a menu item's settings (its link, parent, classes, or a plugin's) change.
 *
 * @since 0.6.0
 *
 * @param int|int[] $meta_ids  The meta rows.
 * @param int       $object_id The post.
 */
function inkwell_forget_menus_on_meta( $meta_ids, $object_id ): void {
	if ( 'nav_menu_item' === get_post_type( (int) $object_id ) ) {
		inkwell_forget_menus();
	}
}
foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $inkwell_meta_hook ) {
	add_action( $inkwell_meta_hook, 'inkwell_forget_menus_on_meta', 10, 2 );
}
unset( $inkwell_meta_hook );

/**
 * Forgets the kept menus when an item is put in a menu.
 *
 * @since 0.6.0
 *
 * @param int    $object_id The post.
 * @param mixed  $terms     The terms.
 * @param int[]  $tt_ids    The term taxonomy IDs.
 * @param string $taxonomy  The taxonomy.
 */
function inkwell_forget_menus_on_terms( $object_id, $terms, $tt_ids, $taxonomy ): void {
	if ( 'nav_menu' === $taxonomy ) {
		inkwell_forget_menus();
	}
}
add_action( 'set_object_terms', 'inkwell_forget_menus_on_terms', 10, 4 );

// A menu or a topic renamed or deleted, an item saved whole, demo content written (with cache invalidation
// suspended), the site's addresses or front page changed, another theme or plugin set.
foreach ( array( 'clean_term_cache', 'wp_update_nav_menu_item', 'wp_add_nav_menu_item', 'inkwell_demo_content_seeded', 'switch_theme', 'after_switch_theme', 'activated_plugin', 'deactivated_plugin' ) as $inkwell_hook ) {
	add_action( $inkwell_hook, 'inkwell_forget_menus' );
}
foreach ( array( 'permalink_structure', 'category_base', 'tag_base', 'home', 'siteurl', 'show_on_front', 'page_on_front', 'page_for_posts' ) as $inkwell_option ) {
	add_action( "update_option_{$inkwell_option}", 'inkwell_forget_menus' );
}
unset( $inkwell_hook, $inkwell_option );
