<?php
/**
 * Removes everything Inkwell Community stored when the plugin is deleted.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/src/Storage/Schema.php';

Inkwell\Community\Storage\Schema::uninstall();
