<?php
/**
 * Rendered list pages in the object cache, dropped by the writes that change them.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Storage;

use WP_Post;

/**
 * A load-more or posts-block page is HTML that many readers ask for alike; rendering it is most of the call's
 * cost. So a rendered page is kept in the object cache (hence shared by every PHP node of a site with a
 * persistent object cache) under a key that names the list and the versions of what it shows:
 *
 * - `posts`: articles, their authors, terms, cover images and the site options that shape a card; any write
 *   to one of them gives the scope a new version.
 * - `user:<id>`: the relations of one person (what they like, bookmark, follow, block, and who follows them);
 *   every relation write gives the user who acts, and a person it acts on, a new version.
 *
 * A page is stored with the versions current when it was rendered, and read only under the same versions,
 * so a write never lets an older page be served; old entries are never read again and expire.
 *
 * @since 0.2.0
 */
final class Page_Cache {

	/** The object cache group of pages and versions. */
	public const GROUP = 'inkwell_pages';

	/** Scope of everything a card shows: articles, people, terms, images, site options. */
	public const POSTS = 'posts';

	/** Seconds a page is kept; versions make it stale long before in a busy community. */
	private const TTL = DAY_IN_SECONDS;

	/** Options whose change alters rendered cards and list items (dates, links, avatars, language). */
	private const OPTIONS = array( 'date_format', 'time_format', 'timezone_string', 'gmt_offset', 'permalink_structure', 'category_base', 'tag_base', 'home', 'siteurl', 'blog_charset', 'WPLANG', 'show_avatars', 'avatar_default', 'avatar_rating', 'stylesheet', 'template' );

	/** User meta whose change alters how a person appears (the profile image replaces the avatar). */
	private const USER_META = array( 'inkwell_profile_image' );

	/**
	 * Registers the writes that give a scope a new version.
	 *
	 * @since 0.2.0
	 */
	public function add_hooks(): void {
		$posts = array( $this, 'bump_posts' );
		// Articles and attachments: created, edited, trashed, deleted, re-termed, their meta (cover image).
		add_action( 'clean_post_cache', $posts );
		add_action( 'set_object_terms', $posts );
		foreach ( array( 'added', 'updated', 'deleted' ) as $change ) {
			add_action( "{$change}_post_meta", $posts );
			add_action( "{$change}_user_meta", array( $this, 'user_meta_changed' ), 10, 3 );
		}
		// Terms (names, links, parents), people (names, links, deletion).
		add_action( 'clean_term_cache', $posts );
		add_action( 'clean_user_cache', $posts );
		add_action( 'deleted_user', $posts );
		add_action( 'updated_option', array( $this, 'option_changed' ) );
		add_action( 'switch_theme', $posts );
		add_action( Relations::CHANGED, array( $this, 'relation_changed' ), 10, 4 );
	}

	/**
	 * The page stored under this key and scopes, or null.
	 *
	 * @since 0.2.0
	 *
	 * @param array<int|string,mixed> $key    What names the page: list, owner, position, viewer, ...
	 * @param string[]                $scopes The scopes the page shows.
	 */
	public function get( array $key, array $scopes ): ?string {
		$html = wp_cache_get( $this->key( $key, $scopes ), self::GROUP );
		return is_string( $html ) ? $html : null;
	}

	/**
	 * Stores a page rendered under the versions `$versions` (read with versions() before rendering, so a write
	 * during the rendering leaves the page under a version nobody reads).
	 *
	 * @since 0.2.0
	 *
	 * @param array<int|string,mixed> $key      What names the page.
	 * @param string[]                $versions The versions of its scopes, from versions().
	 * @param string                  $html     The page.
	 */
	public function set( array $key, array $versions, string $html ): void {
		wp_cache_set( $this->hash( $key, $versions ), $html, self::GROUP, self::TTL );
	}

	/**
	 * Reads the page of this key, or renders and stores it.
	 *
	 * @since 0.2.0
	 *
	 * @param array<int|string,mixed> $key    What names the page.
	 * @param string[]                $scopes The scopes the page shows.
	 * @param callable():string       $render Renders the page.
	 */
	public function remember( array $key, array $scopes, callable $render ): string {
		$versions = $this->versions( $scopes );
		$id       = $this->hash( $key, $versions );
		$html     = wp_cache_get( $id, self::GROUP );
		if ( is_string( $html ) ) {
			return $html;
		}
		$html = $render();
		wp_cache_set( $id, $html, self::GROUP, self::TTL );
		return $html;
	}

	/**
	 * The current version of each scope.
	 *
	 * @since 0.2.0
	 *
	 * @param string[] $scopes Scopes.
	 * @return string[]
	 */
	public function versions( array $scopes ): array {
		$ids      = array_map( static fn ( string $s ): string => "v:$s", $scopes );
		$found    = wp_cache_get_multiple( $ids, self::GROUP );
		$versions = array();
		foreach ( $scopes as $i => $scope ) {
			$version = $found[ $ids[ $i ] ] ?? false;
			if ( ! is_string( $version ) ) {
				// First reader after a flush or eviction: any new value is a version no page was stored under.
				$version = self::fresh();
				wp_cache_add( $ids[ $i ], $version, self::GROUP );
				$version = (string) wp_cache_get( $ids[ $i ], self::GROUP );
			}
			$versions[ $scope ] = $version;
		}
		return $versions;
	}

	/**
	 * Gives a scope a new version: the pages stored under the old one are never read again.
	 *
	 * @since 0.2.0
	 *
	 * @param string $scope The scope.
	 */
	public function bump( string $scope ): void {
		wp_cache_set( "v:$scope", self::fresh(), self::GROUP );
	}

	/**
	 * Scope of one person's relations.
	 *
	 * @since 0.2.0
	 *
	 * @param int $user_id The person.
	 */
	public static function user( int $user_id ): string {
		return "user:$user_id";
	}

	/**
	 * A write to articles, people, terms or images.
	 */
	public function bump_posts(): void {
		$this->bump( self::POSTS );
	}

	/**
	 * A relation written or removed: the person who acts, and the person acted on.
	 *
	 * @param int    $user_id     The acting user.
	 * @param string $relation    The relation.
	 * @param string $object_type The object type.
	 * @param int    $object_id   The object's id; 0 for every object of the type.
	 */
	public function relation_changed( int $user_id, string $relation, string $object_type, int $object_id ): void {
		unset( $relation );
		if ( $user_id ) {
			$this->bump( self::user( $user_id ) );
		}
		if ( Relations::USER === $object_type && $object_id ) {
			$this->bump( self::user( $object_id ) );
		}
	}

	/**
	 * A site option changed: the ones that shape cards and list items.
	 *
	 * @param string $option The option's name.
	 */
	public function option_changed( string $option ): void {
		if ( in_array( $option, self::OPTIONS, true ) || str_starts_with( $option, 'theme_mods_' ) ) {
			$this->bump_posts();
		}
	}

	/**
	 * A user meta changed: the ones that change how a person appears.
	 *
	 * @param int|array<int>|mixed $meta_ids  The meta rows.
	 * @param int|mixed            $object_id The user.
	 * @param string|mixed         $meta_key  The key.
	 */
	public function user_meta_changed( $meta_ids, $object_id, $meta_key ): void {
		unset( $meta_ids, $object_id );
		if ( in_array( $meta_key, self::USER_META, true ) ) {
			$this->bump_posts();
		}
	}

	/**
	 * The cache key of a page under the current versions of its scopes.
	 *
	 * @param array<int|string,mixed> $key    What names the page.
	 * @param string[]                $scopes The scopes.
	 */
	private function key( array $key, array $scopes ): string {
		return $this->hash( $key, $this->versions( $scopes ) );
	}

	/**
	 * The cache key of a page under given versions: the plugin version and the site's language and theme too,
	 * since the same list renders otherwise under another.
	 *
	 * @param array<int|string,mixed> $key      What names the page.
	 * @param string[]                $versions The versions.
	 */
	private function hash( array $key, array $versions ): string {
		$context = array( INKWELL_COMMUNITY_VERSION, determine_locale(), get_stylesheet() );
		return 'page:' . md5( (string) wp_json_encode( array( $key, $versions, $context ) ) );
	}

	/**
	 * A version no earlier page can have been stored under.
	 */
	private static function fresh(): string {
		return uniqid( '', true );
	}
}
