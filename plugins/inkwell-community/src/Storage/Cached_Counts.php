<?php
/**
 * Counts kept in the object cache that concurrent writes cannot leave stale.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Storage;

/**
 * A cached count carries the write token of what it counts, read before counting; every write renews the
 * token after its commit. A count taken while another request's write landed is stored under a token that
 * is no longer current, so it is never read: with a persistent cache shared by several requests, a plain
 * delete-then-store would keep it until the next write.
 *
 * @since 0.6.0
 */
final class Cached_Counts {

	/**
	 * The cached count, or a new one.
	 *
	 * @param string          $key    The count's cache key.
	 * @param string          $group  Its cache group.
	 * @param callable(): int $count  Counts in the database.
	 * @param int             $expire Seconds to keep it; 0 for as long as the cache does.
	 */
	public static function get( string $key, string $group, callable $count, int $expire = 0 ): int {
		$token_key = self::token_key( $key );
		$found     = wp_cache_get_multiple( array( $key, $token_key ), $group );
		$token     = $found[ $token_key ];
		$cached    = $found[ $key ];
		if ( false !== $token && is_array( $cached ) && ( $cached['token'] ?? null ) === $token ) {
			return (int) $cached['count'];
		}
		return self::store( $key, $group, $count, $expire, $token );
	}

	/**
	 * Counts anew and keeps the count (for a write that sets it, such as "all seen").
	 *
	 * @param string          $key    The count's cache key.
	 * @param string          $group  Its cache group.
	 * @param callable(): int $count  Counts, or writes and returns the count.
	 * @param int             $expire Seconds to keep it; 0 for as long as the cache does.
	 */
	public static function put( string $key, string $group, callable $count, int $expire = 0 ): int {
		return self::store( $key, $group, $count, $expire, wp_cache_get( self::token_key( $key ), $group ) );
	}

	/**
	 * Makes the cached counts of the keys stale; called after a write commits.
	 *
	 * @param string[] $keys  The counts' cache keys.
	 * @param string   $group Their cache group.
	 */
	public static function forget( array $keys, string $group ): void {
		$tokens = array();
		foreach ( $keys as $key ) {
			$tokens[ self::token_key( $key ) ] = self::new_token();
		}
		wp_cache_set_multiple( $tokens, $group );
	}

	/**
	 * Counts under the token read before counting, and keeps the count when there is one.
	 *
	 * @param string          $key    The count's cache key.
	 * @param string          $group  Its cache group.
	 * @param callable(): int $count  Counts.
	 * @param int             $expire Seconds to keep it.
	 * @param mixed           $token  The current token; false when the cache has none.
	 */
	private static function store( string $key, string $group, callable $count, int $expire, mixed $token ): int {
		if ( false === $token ) {
			$token = self::new_token();
			// Another request set one first: theirs is the one to count under.
			if ( ! wp_cache_add( self::token_key( $key ), $token, $group ) ) {
				$token = wp_cache_get( self::token_key( $key ), $group );
			}
		}
		$value = $count();
		if ( false !== $token ) {
			wp_cache_set(
				$key,
				array(
					'count' => $value,
					'token' => $token,
				),
				$group,
				$expire
			);
		}
		return $value;
	}

	/**
	 * The cache key of a count's token.
	 *
	 * @param string $key The count's cache key.
	 */
	private static function token_key( string $key ): string {
		return 'token:' . $key;
	}

	/** A token that no earlier write gave. */
	private static function new_token(): string {
		return bin2hex( random_bytes( 8 ) );
	}
}
