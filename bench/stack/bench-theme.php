<?php
/**
 * Plugin Name: Inkwell bench theme switch
 * Description: Linked into mu-plugins by npm run bench for the time of a run. On the bench site, a request
 * with the header X-Inkwell-Bench-Theme renders with that installed theme instead of the active one, so the
 * benchmark can interleave Inkwell and the default theme request by request under the same machine load.
 * A request that also carries X-Inkwell-Bench-Plugins: none runs with no plugin active, so the bench's floor
 * theme (bench/stack/floor-theme) shows what WordPress alone costs a page.
 *
 * @package Inkwell\Bench
 */

$inkwell_bench_theme = $_SERVER['HTTP_X_INKWELL_BENCH_THEME'] ?? '';
if ( defined( 'INKWELL_SITE' ) && 'bench' === INKWELL_SITE && preg_match( '/^[a-z0-9-]+$/', $inkwell_bench_theme )
	&& is_dir( WP_CONTENT_DIR . '/themes/' . $inkwell_bench_theme ) ) {
	$inkwell_bench_pick = static fn() => $inkwell_bench_theme;
	add_filter( 'pre_option_stylesheet', $inkwell_bench_pick );
	add_filter( 'pre_option_template', $inkwell_bench_pick );
	if ( 'none' === ( $_SERVER['HTTP_X_INKWELL_BENCH_PLUGINS'] ?? '' ) ) {
		add_filter( 'pre_option_active_plugins', static fn() => array() );
	}
}

// Core keeps the blocks' global styles in one transient, stamped with a hash of the active theme's data. Two
// themes interleaved would each find the other's copy and rewrite it on every request (a write and a commit
// that a site running one theme does not pay), so each theme keeps its own copy.
if ( defined( 'INKWELL_SITE' ) && 'bench' === INKWELL_SITE ) {
	$inkwell_bench_styles_key = static fn() => 'inkwell_bench_styles_for_blocks_' . get_stylesheet();
	add_filter( 'pre_transient_wp_styles_for_blocks', static fn() => get_transient( $inkwell_bench_styles_key() ) );
	add_action( 'set_transient_wp_styles_for_blocks', static fn( $value ) => set_transient( $inkwell_bench_styles_key(), $value ) );
}
