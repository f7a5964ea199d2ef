<?php
/**
 * Installs and configures a local site: run through wp-run.php with --installing.
 * Arguments: --url=http://127.0.0.1:8888 [--title=Inkwell]. Idempotent: an installed site is only reconfigured.
 *
 * @package Inkwell
 */

require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$inkwell_opts = array();
foreach ( $args as $inkwell_arg ) {
	if ( preg_match( '/^--([a-z-]+)=(.*)$/', $inkwell_arg, $m ) ) {
		$inkwell_opts[ $m[1] ] = $m[2];
	}
}
$inkwell_url = rtrim( $inkwell_opts['url'] ?? 'http://127.0.0.1:8888', '/' );

if ( ! is_blog_installed() ) {
	// No "your new site" mail: nobody reads it on a local site.
	add_filter( 'pre_wp_mail', '__return_true' );
	wp_install( $inkwell_opts['title'] ?? 'Inkwell', 'admin', 'admin@inkwell.test', true, '', 'password' );
	remove_filter( 'pre_wp_mail', '__return_true' );
	echo "    WordPress installed\n";
}

// wp_install() is done; the rest runs as a normal request would.
update_option( 'siteurl', $inkwell_url );
update_option( 'home', $inkwell_url );
update_option( 'blogdescription', 'Stories worth reading, from people worth following' );
update_option( 'users_can_register', 1 );
update_option( 'default_role', 'subscriber' );
update_option( 'timezone_string', 'UTC' );
update_option( 'thread_comments', 1 );
update_option( 'thread_comments_depth', 3 );
update_option( 'page_comments', 1 );
update_option( 'comments_per_page', 10 );
update_option( 'comment_registration', 0 );

global $wp_rewrite;
$wp_rewrite->set_permalink_structure( '/%postname%/' );
update_option( 'rewrite_rules', '' );

switch_theme( 'inkwell' );
// The theme's patterns/ folder is read once per theme version; a checkout changes it without a new version.
wp_get_theme()->delete_pattern_cache();
foreach ( array( 'inkwell-community', 'inkwell-forms', 'inkblocks' ) as $inkwell_plugin ) {
	$inkwell_file   = "$inkwell_plugin/$inkwell_plugin.php";
	$inkwell_result = activate_plugin( $inkwell_file );
	if ( is_wp_error( $inkwell_result ) ) {
		fwrite( STDERR, "could not activate $inkwell_file: " . $inkwell_result->get_error_message() . "\n" );
		exit( 1 );
	}
}
flush_rewrite_rules( false );
echo "    theme and plugins active, permalinks /%postname%/, site at $inkwell_url\n";
