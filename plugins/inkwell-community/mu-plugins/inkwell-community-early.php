<?php
/**
 * Plugin Name: Inkwell Community early actions
 * Description: While Inkwell Community's fast actions are on, answers likes, bookmarks, follows and blocks before the other plugins load, for the least server time a call. To use it, copy this file into wp-content/mu-plugins/; to stop, delete it there.
 * Version:     0.1.0
 * Author:      Inkwell
 * License:     GPL-2.0-or-later
 * Text Domain: inkwell-community
 *
 * @package Inkwell\Community
 */

defined( 'ABSPATH' ) || exit;

// A page view is never one of these calls, and pays only this test; so does a site on a PHP the plugin cannot run on.
if ( PHP_VERSION_ID >= 80200 && isset( $_SERVER['REQUEST_METHOD'] ) && 'POST' === $_SERVER['REQUEST_METHOD'] && is_file( WP_PLUGIN_DIR . '/inkwell-community/autoload.php' ) ) {
	require_once WP_PLUGIN_DIR . '/inkwell-community/autoload.php';
	Inkwell\Community\Rest\Drop_In::maybe_serve( WP_PLUGIN_DIR . '/inkwell-community/inkwell-community.php' );
}
