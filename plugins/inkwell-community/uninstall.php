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

// The notifications centre: its rewrite rule's version, every reader's "seen" mark, its cron job.
delete_option( 'inkwell_notifications_rules' );
delete_metadata( 'user', 0, 'inkwell_notifications_seen', '', true );
wp_clear_scheduled_hook( 'inkwell_prune_notifications' );
