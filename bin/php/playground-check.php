<?php
/**
 * Run by bin/dist --check inside WordPress Playground after blueprint.json ran: prints one JSON line with
 * the active theme and plugins, the demo content's record and the front page's HTML as WordPress renders it.
 *
 * @package Inkwell
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- a check script, not theme or plugin code.
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
define( 'WP_USE_THEMES', true );
ob_start();
require '/wordpress/wp-blog-header.php';
$front = (string) ob_get_clean();
echo wp_json_encode(
	array(
		'theme'    => get_stylesheet(),
		'plugins'  => get_option( 'active_plugins' ),
		'demo'     => get_option( 'inkwell_demo_seed' ),
		'articles' => (int) wp_count_posts()->publish,
		'styled'   => str_contains( $front, 'themes/inkwell/assets/css/main.css' ),
		'cards'    => substr_count( $front, 'inkwell-card ' ),
	)
) . "\n";
