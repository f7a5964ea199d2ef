<?php
/**
 * Removes everything Inkblocks stored when the plugin is deleted.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/src/Newsletter/Schema.php';

Inkblocks\Newsletter\Schema::uninstall();
