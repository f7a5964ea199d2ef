<?php
/**
 * WordPress configuration of the local sites. var/wordpress/wp-config.php requires this file.
 *
 * INKWELL_SITE picks the site: dev (npm run site), e2e (browser tests) or test (PHPUnit). Each has its own
 * database, uploads folder and mail folder; they share one core and one private MariaDB instance.
 * The cluster site (npm run cluster) reaches MariaDB Galera through HAProxy (INKWELL_DB_HOST) and bans
 * changed pages in Varnish (INKWELL_PAGE_CACHE); its nodes set both in their environment.
 *
 * @package Inkwell
 */

$inkwell_root = dirname( __DIR__, 2 );
$inkwell_site = getenv( 'INKWELL_SITE' );
if ( ! is_string( $inkwell_site ) || ! preg_match( '/^(dev|e2e|test|bench|dist|cluster)$/', $inkwell_site ) ) {
	$inkwell_site = 'dev';
}

define( 'INKWELL_SITE', $inkwell_site );
define( 'INKWELL_MAIL_DIR', $inkwell_root . '/var/mail/' . $inkwell_site );

define( 'DB_NAME', 'inkwell_' . $inkwell_site );
define( 'DB_USER', 'inkwell' );
define( 'DB_PASSWORD', 'inkwell' );
$inkwell_db_host = getenv( 'INKWELL_DB_HOST' );
define( 'DB_HOST', $inkwell_db_host ? $inkwell_db_host : 'localhost:' . $inkwell_root . '/var/run/mysqld.sock' );
$inkwell_page_cache = getenv( 'INKWELL_PAGE_CACHE' );
if ( $inkwell_page_cache ) {
	define( 'INKWELL_PAGE_CACHE', $inkwell_page_cache );
}
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

require $inkwell_root . '/var/salts.php';

define( 'UPLOADS', 'wp-content/uploads-' . $inkwell_site );
define( 'WP_DEBUG', ! in_array( $inkwell_site, array( 'bench', 'cluster' ), true ) );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', $inkwell_root . '/var/log/php-' . $inkwell_site . '.log' );
define( 'SCRIPT_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'DISALLOW_FILE_EDIT', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_AUTO_UPDATE_CORE', false );
if ( 'cli' === PHP_SAPI || 'cluster' === $inkwell_site ) {
	// The built-in server runs WP-Cron requests poorly; provisioning and tests run cron themselves. The
	// cluster's nodes never run it either: one scheduler calls wp-cron.php once a minute.
	define( 'DISABLE_WP_CRON', true );
}

// Declared global because PHPUnit loads this file from inside a function.
global $table_prefix;
$table_prefix = 'wp_'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WordPress reads this global.

if ( ! defined( 'ABSPATH' ) ) {
	$inkwell_wp_dir = getenv( 'INKWELL_WP_DIR' );
	define( 'ABSPATH', ( $inkwell_wp_dir ? $inkwell_wp_dir : $inkwell_root . '/var/wordpress' ) . '/' );
}
require_once ABSPATH . 'wp-settings.php';
