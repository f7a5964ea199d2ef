<?php
/**
 * Removes everything Inkwell Community stored when the plugin is deleted.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/src/Storage/Schema.php';
require_once __DIR__ . '/src/Storage/Page_Cache.php';

Inkwell\Community\Storage\Schema::uninstall();

// The list pages kept in the database by a site without a persistent object cache.
Inkwell\Community\Storage\Page_Cache::uninstall();

// The notifications centre: its rewrite rule's version, every reader's "seen" mark, its cron job.
delete_option( 'inkwell_notifications_rules' );
delete_metadata( 'user', 0, 'inkwell_notifications_seen', '', true );
wp_unschedule_hook( 'inkwell_prune_notifications' );

// The e-mail choices, the digest's and the immediate mails' marks and cron jobs.
foreach ( array( 'follower', 'reply', 'comment', 'like', 'story' ) as $inkwell_kind ) {
	delete_metadata( 'user', 0, 'inkwell_mail_' . $inkwell_kind, '', true );
}
delete_metadata( 'user', 0, 'inkwell_digest_last', '', true );
delete_metadata( 'user', 0, 'inkwell_digest_day', '', true );
delete_option( 'inkwell_event_mail_last' );
wp_unschedule_hook( 'inkwell_notification_digest' );
wp_unschedule_hook( 'inkwell_send_event_mails' );
wp_unschedule_hook( 'inkwell_retry_event_mail' );
