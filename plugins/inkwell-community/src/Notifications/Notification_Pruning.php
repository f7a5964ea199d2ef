<?php
/**
 * The daily pruning of old notifications.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

use Inkwell\Community\Storage\Storage_Unavailable;

/**
 * Schedules Notification_Store::prune() once a day on WP-Cron, never in a visitor's request.
 *
 * @since 0.6.0
 */
final class Notification_Pruning {

	/**
	 * Creates the job.
	 *
	 * @param Notification_Store $store The notifications.
	 */
	public function __construct( private readonly Notification_Store $store ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'schedule' ) );
		add_action( Notification_Store::PRUNE_HOOK, array( $this, 'prune' ) );
	}

	/**
	 * Schedules the daily run when it is not (the cron array is an autoloaded option: no query).
	 */
	public function schedule(): void {
		if ( ! wp_next_scheduled( Notification_Store::PRUNE_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', Notification_Store::PRUNE_HOOK );
		}
	}

	/**
	 * The cron job: prunes; a database that does not answer leaves it to the next day.
	 */
	public function prune(): void {
		try {
			$this->store->prune();
		} catch ( Storage_Unavailable ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- tomorrow's run prunes what this one could not.
		}
	}
}
