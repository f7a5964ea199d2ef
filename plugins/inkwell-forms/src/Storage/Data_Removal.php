<?php
/**
 * Deletes what the plugin stored, when the plugin is deleted and the site owner asked for it.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Storage;

use Inkwell\Forms\Admin\Settings;
use Inkwell\Forms\Form\Form;
use Inkwell\Forms\Inbox\Inbox;

/**
 * Run by uninstall.php. Without the opt-in of Settings::DELETE_DATA_OPTION nothing is deleted, so a
 * reinstall finds the forms and submissions again.
 *
 * @since 0.2.0
 */
final class Data_Removal {

	/** Posts deleted per query, so a large inbox never needs all its ids in memory. */
	private const BATCH = 100;

	/**
	 * Deletes the forms, the submissions (with their meta), the plugin's options and its transients, on
	 * every site of a network, where the site owner ticked the setting. Returns the number of sites cleaned.
	 *
	 * @since 0.2.0
	 */
	public static function run(): int {
		if ( ! is_multisite() ) {
			return self::clean_site() ? 1 : 0;
		}
		$cleaned = 0;
		foreach ( get_sites( array( 'fields' => 'ids' ) ) as $site_id ) {
			switch_to_blog( (int) $site_id );
			$cleaned += self::clean_site() ? 1 : 0;
			restore_current_blog();
		}
		return $cleaned;
	}

	/**
	 * Cleans the current site if its owner opted in.
	 */
	private static function clean_site(): bool {
		global $wpdb;
		if ( ! Settings::deletes_data() ) {
			return false;
		}
		foreach ( array( Inbox::POST_TYPE, Form::POST_TYPE ) as $post_type ) {
			do {
				$ids   = get_posts(
					array(
						'post_type'        => $post_type,
						'post_status'      => array_keys( get_post_stati() ),
						'posts_per_page'   => self::BATCH, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- 100 a batch.
						'fields'           => 'ids',
						'suppress_filters' => true,
					)
				);
				$found = count( $ids );
				foreach ( $ids as $id ) {
					wp_delete_post( (int) $id, true );
				}
			} while ( self::BATCH === $found );
		}
		// Captcha codes and rate-limit counters live at most ten minutes, but are the plugin's all the same.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a one-off clean-up of the plugin's own transients, which core offers no prefix query for.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $wpdb->esc_like( '_transient_inkwell_forms_' ) . '%', $wpdb->esc_like( '_transient_timeout_inkwell_forms_' ) . '%' ) );
		delete_option( Settings::DELETE_DATA_OPTION );
		wp_cache_flush();
		return true;
	}
}
