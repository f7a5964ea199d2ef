<?php
/**
 * Plugin Name: Inkwell bench fast-actions switch
 * Description: Linked into mu-plugins by npm run bench for the time of a run. On the bench site, a request
 * with the header X-Inkwell-Fast-Actions: on or off defines INKWELL_COMMUNITY_FAST_ACTIONS, the constant a
 * host would set in wp-config.php, so the benchmark measures the community actions served before `init`
 * and the usual way, request by request on the same site.
 *
 * @package Inkwell\Bench
 */

$inkwell_bench_fast = $_SERVER['HTTP_X_INKWELL_FAST_ACTIONS'] ?? '';
if ( defined( 'INKWELL_SITE' ) && 'bench' === INKWELL_SITE && in_array( $inkwell_bench_fast, array( 'on', 'off' ), true ) ) {
	define( 'INKWELL_COMMUNITY_FAST_ACTIONS', 'on' === $inkwell_bench_fast );
}
