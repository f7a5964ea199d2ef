<?php
/**
 * The Redis object cache, loaded by object-cache.php beside it when INKWELL_OBJECT_CACHE names a server.
 *
 * Made for a cluster: short connect and read timeouts, and when Redis cannot be reached or fails in the
 * middle of a request, the rest of that request runs on the per-request array alone, so WordPress reads
 * the database as it does without a persistent cache. No Redis failure ever becomes a fatal error. A
 * restarted Redis starts empty (run it without persistence): it then never serves a value that changed
 * while it was away.
 *
 * @package Inkwell\Bench
 */

// phpcs:disable WordPress.NamingConventions, Generic.Files.OneObjectStructurePerFile, Squiz.Commenting

/**
 * The cache: a per-request array in front of Redis. Non-persistent groups stay in the array only.
 */
class WP_Object_Cache {

	/** Seconds to wait for a connection, and for an answer. */
	private const CONNECT_TIMEOUT = 0.5;
	private const READ_TIMEOUT    = 1.0;

	/** @var array<string, mixed> */
	private array $local = array();

	/** @var array<string, true> */
	private array $global_groups = array();

	/** @var array<string, true> */
	private array $local_groups = array();

	private string $blog_prefix = '1';

	private string $prefix;

	public int $cache_hits = 0;

	public int $cache_misses = 0;

	/** Null once Redis failed in this request (or never answered): the array alone serves the rest. */
	private ?Redis $redis = null;

	public function __construct( string $server ) {
		$salt         = defined( 'WP_CACHE_KEY_SALT' ) ? WP_CACHE_KEY_SALT : '';
		$this->prefix = $salt . DB_NAME . ':';
		try {
			$redis = new Redis();
			if ( str_starts_with( $server, '/' ) ) {
				$connected = $redis->connect( $server, 0, self::CONNECT_TIMEOUT );
			} else {
				$host      = (string) parse_url( "tcp://$server", PHP_URL_HOST );
				$port      = (int) parse_url( "tcp://$server", PHP_URL_PORT );
				$connected = $redis->connect( $host, $port ? $port : 6379, self::CONNECT_TIMEOUT, null, 0, self::READ_TIMEOUT );
			}
			if ( $connected ) {
				$redis->setOption( Redis::OPT_SERIALIZER, Redis::SERIALIZER_PHP );
				$redis->setOption( Redis::OPT_PREFIX, $this->prefix );
				$redis->setOption( Redis::OPT_READ_TIMEOUT, self::READ_TIMEOUT );
				$this->redis = $redis;
			}
		} catch ( RedisException $e ) {
			$this->fail( $e );
		}
	}

	/** Leaves Redis for the rest of the request and says so in the PHP error log. */
	private function fail( Throwable $e ): void {
		$this->redis = null;
		error_log( 'Inkwell object cache: Redis unavailable, the database serves this request (' . $e->getMessage() . ')' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator's signal.
	}

	/**
	 * Runs $call on Redis; on failure (or without Redis) returns $fallback.
	 *
	 * @param callable(Redis):mixed $call
	 */
	private function remote( callable $call, mixed $fallback ): mixed {
		if ( null === $this->redis ) {
			return $fallback;
		}
		try {
			return $call( $this->redis );
		} catch ( RedisException $e ) {
			$this->fail( $e );
			return $fallback;
		}
	}

	private function key( int|string $key, string $group ): string {
		$group = '' === $group ? 'default' : $group;
		$blog  = isset( $this->global_groups[ $group ] ) ? 'g' : $this->blog_prefix;
		return "$blog:$group:$key";
	}

	private function persistent( string $group ): bool {
		return ! isset( $this->local_groups[ '' === $group ? 'default' : $group ] );
	}

	private static function copy( mixed $value ): mixed {
		return is_object( $value ) ? clone $value : $value;
	}

	public function get( int|string $key, string $group = 'default', bool $force = false, &$found = null ): mixed {
		$k = $this->key( $key, $group );
		if ( ! $force && array_key_exists( $k, $this->local ) ) {
			$found = true;
			++$this->cache_hits;
			return self::copy( $this->local[ $k ] );
		}
		$found = false;
		if ( $this->persistent( $group ) ) {
			// A stored false is told apart from a miss by a second look only when it comes back false.
			$value = $this->remote( fn( Redis $r ) => $r->get( $k ), false );
			if ( false !== $value || $this->remote( fn( Redis $r ) => $r->exists( $k ), 0 ) ) {
				$found             = true;
				$this->local[ $k ] = $value;
			}
		}
		$found ? ++$this->cache_hits : ++$this->cache_misses;
		return $found ? self::copy( $this->local[ $k ] ) : false;
	}

	public function get_multiple( array $keys, string $group = 'default', bool $force = false ): array {
		$values  = array();
		$missing = array();
		foreach ( $keys as $key ) {
			$k = $this->key( $key, $group );
			if ( ! $force && array_key_exists( $k, $this->local ) ) {
				++$this->cache_hits;
				$values[ $key ] = self::copy( $this->local[ $k ] );
			} else {
				$missing[ $key ] = $k;
			}
		}
		if ( $missing && $this->persistent( $group ) ) {
			$found = $this->remote( fn( Redis $r ) => $r->mGet( array_values( $missing ) ), array() );
			$found = is_array( $found ) ? array_combine( array_keys( $missing ), array_pad( $found, count( $missing ), false ) ) : array();
			foreach ( $missing as $key => $k ) {
				$value = $found[ $key ] ?? false;
				if ( false === $value ) {
					// mGet cannot tell a stored false from a miss; get() can.
					$value = $this->get( $key, $group, true );
				} else {
					++$this->cache_hits;
					$this->local[ $k ] = $value;
				}
				$values[ $key ] = self::copy( $value );
			}
		} else {
			foreach ( $missing as $key => $k ) {
				++$this->cache_misses;
				$values[ $key ] = false;
			}
		}
		return $values;
	}

	public function set( int|string $key, mixed $data, string $group = 'default', int $expire = 0 ): bool {
		$k                 = $this->key( $key, $group );
		$this->local[ $k ] = self::copy( $data );
		if ( ! $this->persistent( $group ) ) {
			return true;
		}
		$this->remote( fn( Redis $r ) => $expire > 0 ? $r->setex( $k, $expire, $data ) : $r->set( $k, $data ), false );
		// The array holds it for this request either way.
		return true;
	}

	public function set_multiple( array $data, string $group = 'default', int $expire = 0 ): array {
		$done = array();
		foreach ( $data as $key => $value ) {
			$done[ $key ] = $this->set( $key, $value, $group, $expire );
		}
		return $done;
	}

	public function add( int|string $key, mixed $data, string $group = 'default', int $expire = 0 ): bool {
		$k = $this->key( $key, $group );
		if ( array_key_exists( $k, $this->local ) ) {
			return false;
		}
		if ( ! $this->persistent( $group ) || null === $this->redis ) {
			$this->local[ $k ] = self::copy( $data );
			return true;
		}
		// One atomic SET NX, so two nodes adding the same key at once cannot both succeed.
		$options = $expire > 0 ? array( 'nx', 'ex' => $expire ) : array( 'nx' );
		$added   = $this->remote( fn( Redis $r ) => $r->set( $k, $data, $options ), null );
		if ( null === $added ) {
			// Redis failed just now: the array decides, as it would without Redis.
			$this->local[ $k ] = self::copy( $data );
			return true;
		}
		if ( $added ) {
			$this->local[ $k ] = self::copy( $data );
		}
		return (bool) $added;
	}

	public function add_multiple( array $data, string $group = 'default', int $expire = 0 ): array {
		$done = array();
		foreach ( $data as $key => $value ) {
			$done[ $key ] = $this->add( $key, $value, $group, $expire );
		}
		return $done;
	}

	public function replace( int|string $key, mixed $data, string $group = 'default', int $expire = 0 ): bool {
		$this->get( $key, $group, false, $found );
		return $found ? $this->set( $key, $data, $group, $expire ) : false;
	}

	public function delete( int|string $key, string $group = 'default' ): bool {
		$k      = $this->key( $key, $group );
		$cached = array_key_exists( $k, $this->local );
		unset( $this->local[ $k ] );
		if ( ! $this->persistent( $group ) ) {
			return $cached;
		}
		return $this->remote( fn( Redis $r ) => $r->del( $k ) > 0, $cached );
	}

	public function delete_multiple( array $keys, string $group = 'default' ): array {
		$done = array();
		foreach ( $keys as $key ) {
			$done[ $key ] = $this->delete( $key, $group );
		}
		return $done;
	}

	public function incr( int|string $key, int $offset = 1, string $group = 'default' ): int|false {
		$value = $this->get( $key, $group, false, $found );
		if ( ! $found ) {
			return false;
		}
		$value = max( 0, (int) $value + $offset );
		$this->set( $key, $value, $group );
		return $value;
	}

	public function flush(): bool {
		$this->local = array();
		return $this->delete_matching( '*' );
	}

	public function flush_runtime(): bool {
		$this->local = array();
		return true;
	}

	public function flush_group( string $group ): bool {
		$this->local = array();
		return $this->delete_matching( '*:' . $group . ':*' );
	}

	/** Deletes this site's keys that match $pattern (below the prefix); other sites sharing Redis keep theirs. */
	private function delete_matching( string $pattern ): bool {
		return $this->remote(
			function ( Redis $r ) use ( $pattern ): bool {
				$r->setOption( Redis::OPT_SCAN, Redis::SCAN_RETRY );
				$iterator = null;
				do {
					$keys = $r->scan( $iterator, $this->prefix . $pattern, 500 );
					if ( $keys ) {
						// SCAN returns prefixed keys; UNLINK adds the prefix again.
						$r->unlink( array_map( fn( $k ) => substr( $k, strlen( $this->prefix ) ), $keys ) );
					}
				} while ( $iterator > 0 );
				return true;
			},
			false
		);
	}

	public function add_global_groups( array $groups ): void {
		$this->global_groups += array_fill_keys( $groups, true );
	}

	public function add_non_persistent_groups( array $groups ): void {
		$this->local_groups += array_fill_keys( $groups, true );
	}

	public function switch_to_blog( int $blog_id ): void {
		$this->blog_prefix = (string) $blog_id;
	}

	public function close(): bool {
		$this->remote( fn( Redis $r ) => $r->close(), false );
		$this->redis = null;
		return true;
	}
}

function wp_cache_init(): void {
	$GLOBALS['wp_object_cache'] = new WP_Object_Cache( (string) getenv( 'INKWELL_OBJECT_CACHE' ) );
}

function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return $GLOBALS['wp_object_cache']->get( $key, (string) $group, $force, $found );
}

function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return $GLOBALS['wp_object_cache']->get_multiple( $keys, (string) $group, $force );
}

function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set( $key, $data, (string) $group, (int) $expire );
}

function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set_multiple( $data, (string) $group, (int) $expire );
}

function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add( $key, $data, (string) $group, (int) $expire );
}

function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add_multiple( $data, (string) $group, (int) $expire );
}

function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->replace( $key, $data, (string) $group, (int) $expire );
}

function wp_cache_delete( $key, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete( $key, (string) $group );
}

function wp_cache_delete_multiple( array $keys, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete_multiple( $keys, (string) $group );
}

function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, (int) $offset, (string) $group );
}

function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, -(int) $offset, (string) $group );
}

function wp_cache_flush() {
	return $GLOBALS['wp_object_cache']->flush();
}

function wp_cache_flush_runtime() {
	return $GLOBALS['wp_object_cache']->flush_runtime();
}

function wp_cache_flush_group( $group ) {
	return $GLOBALS['wp_object_cache']->flush_group( (string) $group );
}

function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

function wp_cache_add_global_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_global_groups( (array) $groups );
}

function wp_cache_add_non_persistent_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_non_persistent_groups( (array) $groups );
}

function wp_cache_switch_to_blog( $blog_id ) {
	$GLOBALS['wp_object_cache']->switch_to_blog( (int) $blog_id );
}

function wp_cache_reset() {
	$GLOBALS['wp_object_cache']->flush_runtime();
}

function wp_cache_close() {
	return $GLOBALS['wp_object_cache']->close();
}
