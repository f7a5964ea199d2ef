<?php
/**
 * Runs a PHP script inside WordPress from the command line: php bin/php/wp-run.php script.php [args...]
 *
 * The site (database) comes from the INKWELL_SITE environment variable. The script sees its own
 * arguments in $args.
 *
 * @package Inkwell
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
if ( $argc < 2 || ! is_file( $argv[1] ) ) {
	fwrite( STDERR, "usage: php bin/php/wp-run.php script.php [args...]\n" );
	exit( 2 );
}

$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_INSTALLING', in_array( '--installing', $argv, true ) );

$script = realpath( $argv[1] );
$args   = array_values( array_diff( array_slice( $argv, 2 ), array( '--installing' ) ) );

// INKWELL_WP_DIR points at another core copy (the clean install that checks the zips).
$inkwell_wp_dir = getenv( 'INKWELL_WP_DIR' );
if ( ! $inkwell_wp_dir ) {
	$inkwell_wp_dir = dirname( __DIR__, 2 ) . '/var/wordpress';
}
require $inkwell_wp_dir . '/wp-load.php';
require $script;
