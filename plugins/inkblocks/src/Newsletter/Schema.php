<?php
/**
 * The newsletter tables: creation, migration and removal.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Newsletter;

/**
 * Owns the schema of `{prefix}inkblocks_lists` and `{prefix}inkblocks_subscribers` and its version.
 *
 * @since 0.1.0
 */
final class Schema {

	/** Version of the schema below; raise it with every change to the tables. */
	public const VERSION = '2';

	/** Option that records the installed schema version. */
	public const VERSION_OPTION = 'inkblocks_newsletter_db_version';

	/**
	 * The lists table's name with the site's prefix.
	 */
	public static function lists_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'inkblocks_lists';
	}

	/**
	 * The subscribers table's name with the site's prefix.
	 */
	public static function subscribers_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'inkblocks_subscribers';
	}

	/**
	 * Creates or migrates the tables (dbDelta) and records the version.
	 *
	 * @since 0.1.0
	 */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';

		$lists       = self::lists_table();
		$subscribers = self::subscribers_table();
		$collate     = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$lists} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				name varchar(190) NOT NULL,
				created_at datetime NOT NULL,
				PRIMARY KEY  (id)
			) {$collate};"
		);
		// One row per (list, address): the unique key makes the same address twice one subscriber, even
		// under concurrent sign-ups. mailed_at: when the last confirmation mail went out (one a day at most).
		dbDelta(
			"CREATE TABLE {$subscribers} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				list_id bigint(20) unsigned NOT NULL,
				email varchar(190) NOT NULL,
				status varchar(20) NOT NULL,
				fields text NOT NULL,
				source varchar(100) NOT NULL DEFAULT '',
				created_at datetime NOT NULL,
				updated_at datetime NOT NULL,
				mailed_at datetime DEFAULT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY list_email (list_id,email),
				KEY email (email)
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
	 * Drops the tables and the version option.
	 */
	public static function uninstall(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::subscribers_table() . ', ' . self::lists_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery.SchemaChange -- table names from the prefix, no input.
		delete_option( self::VERSION_OPTION );
	}
}
