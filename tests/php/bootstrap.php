<?php
/**
 * Loads the real WordPress of the test site (database inkwell_test, installed by bin/test) with the
 * theme and the three plugins active.
 *
 * @package Inkwell\Tests
 */

declare( strict_types=1 );

require dirname( __DIR__, 2 ) . '/vendor/autoload.php';

$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';

// WordPress declares most of its globals itself; these are assigned at file scope in wp-settings.php.
global $wpdb, $wp_rewrite, $wp_query, $wp, $wp_the_query, $wp_roles, $wp_locale, $wp_embed, $wp_widget_factory, $wp_rest_server;

require dirname( __DIR__, 2 ) . '/var/wordpress/wp-load.php';

if ( ! class_exists( Inkwell\Community\Plugin::class ) ) {
	fwrite( STDERR, "The inkwell-community plugin is not active on the test site: run the tests through npm test.\n" );
	exit( 1 );
}

require __DIR__ . '/includes/Test_Case.php';
Inkwell\Tests\Test_Case::keep_loaded_assets();
require __DIR__ . '/includes/Rest_Test_Case.php';
require __DIR__ . '/includes/Http_Test_Case.php';
require __DIR__ . '/includes/Init_Probe.php';
require __DIR__ . '/includes/Block_Render.php';
require __DIR__ . '/includes/Block_Fixtures.php';
