<?php
/**
 * Persistent object cache drop-in of the benchmark stack: WordPress's object cache API on Redis through the
 * phpredis extension (Debian's php-redis). The Packagist mirror reachable here serves no maintained
 * WordPress Redis drop-in, so this small one stands in for it.
 *
 * npm run bench links it as wp-content/object-cache.php for the time of a run. It is active only in the
 * PHP-FPM pool that sets INKWELL_OBJECT_CACHE (and in bench CLI calls that set it too); everywhere else it
 * defines nothing, so WordPress falls back to its own per-request cache.
 *
 * @package Inkwell\Bench
 */

// The profiler of the bench stack, inert unless a request asks for it.
require __DIR__ . '/profiler.php';

$inkwell_bench_redis = getenv( 'INKWELL_OBJECT_CACHE' );
if ( ! is_string( $inkwell_bench_redis ) || '' === $inkwell_bench_redis || ! class_exists( 'Redis' ) ) {
	return;
}
// Top-level declarations are bound when a file compiles, so they live in a file required only here.
require __DIR__ . '/redis-object-cache.php';

