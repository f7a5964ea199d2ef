<?php
/**
 * Plugin Name: Inkwell bench action path
 * Description: Linked into mu-plugins by npm run bench for the time of a run. On the bench site, a request
 * with the header X-Inkwell-Bench-Path: fast or init has the community plugin serve its fast-path routes
 * before `init` (fast) or the usual way (init), whatever the site's own setting says, through the plugin's
 * filter `inkwell_community_early_rest` (the last word on the path). Every answer that went through `init`
 * carries X-Inkwell-Bench-Served: init, so the bench sees which path served a call and says so when a
 * switch did not take. A request with X-Inkwell-Bench-Render: 1 gives the community's page cache a new
 * version first, so a load-more call renders its page (what the growth rows compare) instead of reading it.
 *
 * @package Inkwell\Bench
 */

if ( defined( 'INKWELL_SITE' ) && 'bench' === INKWELL_SITE ) {
	$inkwell_bench_path = $_SERVER['HTTP_X_INKWELL_BENCH_PATH'] ?? '';
	if ( 'fast' === $inkwell_bench_path || 'init' === $inkwell_bench_path ) {
		add_filter( 'inkwell_community_early_rest', static fn() => 'fast' === $inkwell_bench_path, PHP_INT_MAX );
	}
	if ( '1' === ( $_SERVER['HTTP_X_INKWELL_BENCH_RENDER'] ?? '' ) ) {
		add_action(
			'plugins_loaded',
			static function () {
				( new Inkwell\Community\Storage\Page_Cache() )->bump( Inkwell\Community\Storage\Page_Cache::POSTS );
			},
			PHP_INT_MIN
		);
	}
	add_action(
		'init',
		static function () {
			if ( ! headers_sent() ) {
				header( 'X-Inkwell-Bench-Served: init' );
			}
		},
		0
	);
}
