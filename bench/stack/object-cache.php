<?php
/**
 * Persistent object cache drop-in: WordPress's object cache API on Redis through the phpredis extension
 * (Debian's php-redis). The Packagist mirror reachable here serves no maintained WordPress Redis drop-in,
 * so this small one stands in for it.
 *
 * INKWELL_OBJECT_CACHE (environment) names the Redis server: a unix socket path, or host:port. npm run bench
 * links this file as wp-content/object-cache.php for the time of a run and sets it only in the pool that
 * measures the object cache; npm run cluster links it into the nodes' tree and sets it on every node.
 * Without it (or without phpredis) the file defines nothing and WordPress falls back to its own
 * per-request cache.
 *
 * @package Inkwell\Bench
 */

// The profiler of the bench stack, inert unless a request asks for it.
require __DIR__ . '/profiler.php';

$inkwell_redis_server = getenv( 'INKWELL_OBJECT_CACHE' );
if ( ! is_string( $inkwell_redis_server ) || '' === $inkwell_redis_server || ! class_exists( 'Redis' ) ) {
	return;
}
// Top-level declarations are bound when a file compiles, so they live in a file required only here.
require __DIR__ . '/redis-object-cache.php';
