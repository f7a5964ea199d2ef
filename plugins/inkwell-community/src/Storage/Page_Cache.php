<?php
/**
 * Rendered list pages, kept until the writes that change them.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Storage;

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
 * Without a persistent object cache, a page of the `posts` scope alone (the same for every reader, and
 * changed by editors' writes only) is kept in the database instead, in one of SLOTS transients picked by its
 * key, with the scope's version in an option: a page outlives its request there, and a flood of calls for
 * distinct pages can only push pages out of their slots, never grow the table. Pages of a person's relations
 * change with every like, so they are kept for the request only there.
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

	/** How many pages the database keeps at most, without a persistent object cache. */
	public const SLOTS = 1024;

	/** Transient name of a database slot, before its number. */
	public const SLOT_PREFIX = 'inkwell_page_';

	/** Option holding the `posts` scope's version, without a persistent object cache. */
	public const VERSION_OPTION = 'inkwell_pages_version';

	/** Options whose change alters rendered cards and list items (dates, links, avatars, language). */
	private const OPTIONS = array( 'date_format', 'time_format', 'timezone_string', 'gmt_offset', 'permalink_structure', 'category_base', 'tag_base', 'home', 'siteurl', 'blog_charset', 'WPLANG', 'show_avatars', 'avatar_default', 'avatar_rating', 'stylesheet', 'template' );

	/** Post meta that an open editor writes every few seconds and no card shows. */
	private const EDITOR_META = array( '_edit_lock', '_edit_last', '_encloseme', '_pingme' );

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
		add_action( 'clean_post_cache', array( $this, 'post_changed' ) );
		add_action( 'set_object_terms', array( $this, 'post_changed' ) );
		foreach ( array( 'added', 'updated', 'deleted' ) as $change ) {
			add_action( "{$change}_post_meta", array( $this, 'post_meta_changed' ), 10, 3 );
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
		return $this->read( $this->hash( $key, $this->versions( $scopes ) ), $scopes );
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
		$this->write( $this->hash( $key, $versions ), array_keys( $versions ), $html );
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
		$id   = $this->hash( $key, $this->versions( $scopes ) );
		$html = $this->read( $id, $scopes );
		if ( null === $html ) {
			$html = $render();
			$this->write( $id, $scopes, $html );
		}
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
			if ( self::in_database( array( $scope ) ) ) {
				$versions[ $scope ] = $this->database_version();
				continue;
			}
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
		if ( self::in_database( array( $scope ) ) ) {
			update_option( self::VERSION_OPTION, self::fresh(), true );
			return;
		}
		wp_cache_set( "v:$scope", self::fresh(), self::GROUP );
	}

	/**
	 * Removes the pages and the version kept in the database (the plugin's uninstall).
	 *
	 * @since 0.3.0
	 */
	public static function uninstall(): void {
		for ( $slot = 0; $slot < self::SLOTS; $slot++ ) {
			delete_transient( self::SLOT_PREFIX . $slot );
		}
		delete_option( self::VERSION_OPTION );
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
	 * A post changed: only one readers can see (an article, a page, an image), not a revision, an autosave, a
	 * menu item or a changeset, which the editor writes while someone types.
	 *
	 * @param int|mixed $post_id The post.
	 */
	public function post_changed( $post_id ): void {
		$type = get_post_type( (int) $post_id );
		if ( false === $type || is_post_type_viewable( $type ) ) {
			$this->bump_posts();
		}
	}

	/**
	 * A post meta changed: not the editor's bookkeeping.
	 *
	 * @param int|array<int>|mixed $meta_ids The meta rows.
	 * @param int|mixed            $post_id  The post.
	 * @param string|mixed         $meta_key The key.
	 */
	public function post_meta_changed( $meta_ids, $post_id, $meta_key ): void {
		unset( $meta_ids );
		if ( ! in_array( $meta_key, self::EDITOR_META, true ) ) {
			$this->post_changed( $post_id );
		}
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
	 * The page stored under a cache key, or null.
	 *
	 * @param string   $id     The cache key, from hash().
	 * @param string[] $scopes The scopes the page shows.
	 */
	private function read( string $id, array $scopes ): ?string {
		if ( ! self::in_database( $scopes ) ) {
			$html = wp_cache_get( $id, self::GROUP );
			return is_string( $html ) ? $html : null;
		}
		// A slot holds the last page stored in it; another page's key there is a miss.
		$slot = get_transient( self::slot( $id ) );
		return is_array( $slot ) && ( $slot['id'] ?? null ) === $id && is_string( $slot['html'] ?? null ) ? $slot['html'] : null;
	}

	/**
	 * Stores a page under a cache key.
	 *
	 * @param string   $id     The cache key, from hash().
	 * @param string[] $scopes The scopes the page shows.
	 * @param string   $html   The page.
	 */
	private function write( string $id, array $scopes, string $html ): void {
		if ( ! self::in_database( $scopes ) ) {
			wp_cache_set( $id, $html, self::GROUP, self::TTL );
			return;
		}
		set_transient(
			self::slot( $id ),
			array(
				'id'   => $id,
				'html' => $html,
			),
			self::TTL
		);
	}

	/**
	 * Whether pages of these scopes, and their versions, are kept in the database: only without a persistent
	 * object cache, and only for the `posts` scope alone.
	 *
	 * @param string[] $scopes The scopes.
	 */
	private static function in_database( array $scopes ): bool {
		return array( self::POSTS ) === array_values( $scopes ) && ! wp_using_ext_object_cache();
	}

	/**
	 * The version of the `posts` scope kept in the database, made on first use.
	 */
	private function database_version(): string {
		$version = get_option( self::VERSION_OPTION );
		if ( ! is_string( $version ) || '' === $version ) {
			// Another request may add it first: then its value is the version.
			add_option( self::VERSION_OPTION, self::fresh(), '', true );
			$version = (string) get_option( self::VERSION_OPTION );
		}
		return $version;
	}

	/**
	 * The transient of the database slot a cache key falls in.
	 *
	 * @param string $id The cache key.
	 */
	private static function slot( string $id ): string {
		return self::SLOT_PREFIX . ( hexdec( substr( md5( $id ), 0, 8 ) ) % self::SLOTS );
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
