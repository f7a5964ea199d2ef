<?php
/**
 * The Redis object cache of the benchmark stack, loaded by object-cache.php beside it when the pool asks for it.
 *
 * @package Inkwell\Bench
 */

// phpcs:disable WordPress.NamingConventions, Generic.Files.OneObjectStructurePerFile, Squiz.Commenting

/**
 * The cache: a per-request array in front of Redis. Non-persistent groups stay in the array only.
 */
class WP_Object_Cache {

	/** @var array<string, mixed> */
	private array $local = array();

	/** @var array<string, true> */
	private array $global_groups = array();

	/** @var array<string, true> */
	private array $local_groups = array();

	private string $blog_prefix = '1';

	public int $cache_hits = 0;

	public int $cache_misses = 0;

	private Redis $redis;

	public function __construct( string $socket ) {
		$this->redis = new Redis();
		$this->redis->connect( $socket );
		$this->redis->setOption( Redis::OPT_SERIALIZER, Redis::SERIALIZER_PHP );
		$this->redis->setOption( Redis::OPT_PREFIX, DB_NAME . ':' );
	}

	private function key( int|string $key, string $group ): string {
		$group = '' === $group ? 'default' : $group;
		$blog  = isset( $this->global_groups[ $group ] ) ? 'g' : $this->blog_prefix;
		return "$blog:$group:$key";
	}

	private function persistent( string $group ): bool {
		return ! isset( $this->local_groups[ '' === $group ? 'default' : $group ] );
	}

	public function get( int|string $key, string $group = 'default', bool $force = false, &$found = null ): mixed {
		$k = $this->key( $key, $group );
		if ( ! $force && array_key_exists( $k, $this->local ) ) {
			$found = true;
			++$this->cache_hits;
			return is_object( $this->local[ $k ] ) ? clone $this->local[ $k ] : $this->local[ $k ];
		}
		$found = false;
		if ( $this->persistent( $group ) ) {
			$value = $this->redis->get( $k );
			if ( false !== $value || $this->redis->exists( $k ) ) {
				$found             = true;
				$this->local[ $k ] = $value;
			}
		}
		$found ? ++$this->cache_hits : ++$this->cache_misses;
		return $found ? $this->local[ $k ] : false;
	}

	// One MGET for the keys not held locally, as the maintained drop-ins do, not a round trip a key.
	public function get_multiple( array $keys, string $group = 'default', bool $force = false ): array {
		$values = array();
		$ask    = array();
		foreach ( $keys as $key ) {
			$k = $this->key( $key, $group );
			if ( ! $force && array_key_exists( $k, $this->local ) ) {
				$values[ $key ] = $this->get( $key, $group );
			} elseif ( $this->persistent( $group ) ) {
				$ask[ $k ] = $key;
			} else {
				$values[ $key ] = false;
				++$this->cache_misses;
			}
		}
		if ( $ask ) {
			$ids   = array_keys( $ask );
			$found = $this->redis->mget( $ids );
			foreach ( $ids as $i => $k ) {
				$key = $ask[ $k ];
				// A stored false reads as false too: only then ask whether the key exists.
				if ( false !== $found[ $i ] || $this->redis->exists( $k ) ) {
					$this->local[ $k ] = $found[ $i ];
					++$this->cache_hits;
				} else {
					++$this->cache_misses;
				}
				$values[ $key ] = $found[ $i ];
			}
		}
		$out = array();
		foreach ( $keys as $key ) {
			$out[ $key ] = $values[ $key ] ?? false;
		}
		return $out;
	}

	public function set( int|string $key, mixed $data, string $group = 'default', int $expire = 0 ): bool {
		$k                 = $this->key( $key, $group );
		$data              = is_object( $data ) ? clone $data : $data;
		$this->local[ $k ] = $data;
		if ( ! $this->persistent( $group ) ) {
			return true;
		}
		return $expire > 0 ? (bool) $this->redis->setex( $k, $expire, $data ) : (bool) $this->redis->set( $k, $data );
	}

	public function set_multiple( array $data, string $group = 'default', int $expire = 0 ): array {
		$done = array();
		foreach ( $data as $key => $value ) {
			$done[ $key ] = $this->set( $key, $value, $group, $expire );
		}
		return $done;
	}

	// Atomic in Redis (SET NX), as the maintained drop-ins do: two requests adding one key, one wins.
	public function add( int|string $key, mixed $data, string $group = 'default', int $expire = 0 ): bool {
		$k = $this->key( $key, $group );
		if ( array_key_exists( $k, $this->local ) ) {
			return false;
		}
		if ( ! $this->persistent( $group ) ) {
			return $this->set( $key, $data, $group, $expire );
		}
		$data  = is_object( $data ) ? clone $data : $data;
		$added = (bool) $this->redis->set( $k, $data, $expire > 0 ? array( 'nx', 'ex' => $expire ) : array( 'nx' ) );
		if ( $added ) {
			$this->local[ $k ] = $data;
		}
		return $added;
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
		$k = $this->key( $key, $group );
		unset( $this->local[ $k ] );
		return $this->persistent( $group ) ? $this->redis->del( $k ) > 0 : true;
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
		return (bool) $this->redis->flushDB();
	}

	public function flush_runtime(): bool {
		$this->local = array();
		return true;
	}

	public function flush_group( string $group ): bool {
		$this->local = array();
		$pattern     = DB_NAME . ':*:' . $group . ':*';
		$iterator    = null;
		$this->redis->setOption( Redis::OPT_SCAN, Redis::SCAN_RETRY );
		do {
			$keys = $this->redis->scan( $iterator, $pattern, 500 );
			if ( $keys ) {
				// SCAN returns prefixed keys; DEL adds the prefix again.
				$this->redis->del( array_map( fn( $k ) => substr( $k, strlen( DB_NAME ) + 1 ), $keys ) );
			}
		} while ( $iterator > 0 );
		return true;
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
		$this->redis->close();
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
