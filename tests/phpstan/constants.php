<?php
/**
 * Constants WordPress defines at run time, for PHPStan (the stubs declare functions and classes only).
 *
 * @package Inkwell\Tests
 */

$inkwell_root = dirname( __DIR__, 2 );
define( 'ABSPATH', $inkwell_root . '/var/wordpress/' );
define( 'WPINC', 'wp-includes' );
define( 'WP_CONTENT_DIR', '/wp-content' );
define( 'WP_PLUGIN_DIR', '/wp-content/plugins' );
define( 'WPMU_PLUGIN_DIR', '/wp-content/mu-plugins' );
define( 'WP_LANG_DIR', '/wp-content/languages' );
define( 'COOKIEHASH', '' );
define( 'LOGGED_IN_COOKIE', 'wordpress_logged_in_' );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'HOUR_IN_SECONDS', 3600 );
define( 'DAY_IN_SECONDS', 86400 );
define( 'WEEK_IN_SECONDS', 604800 );
define( 'MONTH_IN_SECONDS', 2592000 );
define( 'YEAR_IN_SECONDS', 31536000 );
define( 'OBJECT', 'OBJECT' );
define( 'ARRAY_A', 'ARRAY_A' );
define( 'ARRAY_N', 'ARRAY_N' );
define( 'WP_DEBUG', false );
define( 'KB_IN_BYTES', 1024 );
define( 'MB_IN_BYTES', 1048576 );

// The theme's and the plugins' own, which their main files define from where they are installed.
define( 'INKWELL_VERSION', '0.0.0' );
define( 'INKWELL_DIR', $inkwell_root . '/theme/inkwell' );
define( 'INKWELL_URI', 'http://example.com/wp-content/themes/inkwell' );
define( 'INKWELL_COMMUNITY_VERSION', '0.0.0' );
define( 'INKWELL_COMMUNITY_FILE', $inkwell_root . '/plugins/inkwell-community/inkwell-community.php' );
define( 'INKWELL_COMMUNITY_DIR', $inkwell_root . '/plugins/inkwell-community' );
define( 'INKWELL_FORMS_VERSION', '0.0.0' );
define( 'INKWELL_FORMS_FILE', $inkwell_root . '/plugins/inkwell-forms/inkwell-forms.php' );
define( 'INKWELL_FORMS_DIR', $inkwell_root . '/plugins/inkwell-forms' );
define( 'INKBLOCKS_VERSION', '0.0.0' );
define( 'INKBLOCKS_FILE', $inkwell_root . '/plugins/inkblocks/inkblocks.php' );
define( 'INKBLOCKS_DIR', $inkwell_root . '/plugins/inkblocks' );
