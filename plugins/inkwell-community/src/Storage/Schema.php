<?php
/**
 * The relations table: creation, migration and removal.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Storage;

/**
 * Owns the schema of `{prefix}inkwell_relations`, `{prefix}inkwell_limits` and
 * `{prefix}inkwell_notifications`, and its version.
 *
 * @since 0.1.0
 */
final class Schema {

	/** Version of the schema below; raise it with every change to the table. */
	public const VERSION = '3';

	/** Option that records the installed schema version. */
	public const VERSION_OPTION = 'inkwell_community_db_version';

	/**
	 * The table's name with the site's prefix.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'inkwell_relations';
	}

	/**
	 * The per-person limits table's name with the site's prefix.
	 *
	 * @since 0.5.0
	 */
	public static function limits_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'inkwell_limits';
	}

	/**
	 * The notifications table's name with the site's prefix.
	 *
	 * @since 0.6.0
	 */
	public static function notifications_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'inkwell_notifications';
	}

	/**
	 * Creates or migrates the table (dbDelta) and records the version.
	 *
	 * @since 0.1.0
	 */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';

		$table   = self::table();
		$collate = $wpdb->get_charset_collate();
		// One row per (user, relation, object): the unique key makes every action idempotent and
		// concurrent inserts exact; the object key serves counts and reverse look-ups (followers).
		dbDelta(
			"CREATE TABLE {$table} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				user_id bigint(20) unsigned NOT NULL,
				relation varchar(20) NOT NULL,
				object_type varchar(20) NOT NULL,
				object_id bigint(20) unsigned NOT NULL,
				created_at datetime NOT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY identity (user_id,relation,object_type,object_id),
				KEY object (object_type,object_id,relation,created_at)
			) {$collate};"
		);
		$limits = self::limits_table();
		// One row per person and kind of action: the hits of the current window (Hit_Counter).
		dbDelta(
			"CREATE TABLE {$limits} (
				user_id bigint(20) unsigned NOT NULL,
				bucket varchar(40) NOT NULL,
				window_start int(10) unsigned NOT NULL,
				hits int(10) unsigned NOT NULL,
				PRIMARY KEY  (user_id,bucket)
			) {$collate};"
		);
		$notifications = self::notifications_table();
		// One row per recipient and event (the unique key makes a repeated event one row, so counts stay
		// exact under concurrent requests); grouped by group_key when read, newest first.
		dbDelta(
			"CREATE TABLE {$notifications} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				user_id bigint(20) unsigned NOT NULL,
				kind varchar(20) NOT NULL,
				actor_id bigint(20) unsigned NOT NULL,
				object_id bigint(20) unsigned NOT NULL,
				item_id bigint(20) unsigned NOT NULL DEFAULT 0,
				group_key varchar(40) NOT NULL,
				is_read tinyint(1) unsigned NOT NULL DEFAULT 0,
				created_at datetime NOT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY event (user_id,kind,actor_id,object_id,item_id),
				KEY recipient (user_id,id),
				KEY actor (actor_id),
				KEY object (object_id),
				KEY item (item_id)
			) {$collate};"
		);
		update_option( self::VERSION_OPTION, self::VERSION, true );
	}

	/**
	 * Runs install() when the stored version differs from the code's (after an update).
	 */
	public static function maybe_upgrade(): void {
		if ( get_option( self::VERSION_OPTION ) !== self::VERSION ) {
			self::install();
		}
	}

	/**
	 * Drops the tables and the plugin's options.
	 */
	public static function uninstall(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::table() . ', ' . self::limits_table() . ', ' . self::notifications_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery.SchemaChange -- table names from the prefix, no input.
		delete_option( self::VERSION_OPTION );
	}
}
