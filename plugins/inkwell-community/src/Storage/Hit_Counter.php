<?php
/**
 * Counts a person's actions per kind in fixed time windows, in the database.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Storage;

/**
 * One row per person and bucket in `{prefix}inkwell_limits` holds the start of the current window and the
 * hits in it. A hit is one atomic upsert, so concurrent requests on any number of PHP servers count
 * exactly; nothing lives in the PHP process or a local cache.
 *
 * @since 0.5.0
 */
final class Hit_Counter {

	/**
	 * Counts one hit and returns the hits of the current window, this one included, and the seconds left
	 * in it.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $user_id The person.
	 * @param string $bucket  The kind of action.
	 * @param int    $window  Length of a window in seconds.
	 * @return array{hits: int, retry_after: int}
	 * @throws Storage_Unavailable When the database does not answer.
	 */
	public function hit( int $user_id, string $bucket, int $window ): array {
		global $wpdb;
		$table = Schema::limits_table();
		$now   = time();
		// A new window starts once the old one is over; LAST_INSERT_ID(x) hands the new count back to this
		// connection without a second query. Assignments run left to right: hits still sees the old start.
		$changed = Storage_Unavailable::check(
			$wpdb->query(
				$wpdb->prepare(
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
					"INSERT INTO {$table} (user_id, bucket, window_start, hits) VALUES (%d, %s, %d, 1)
					ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(IF(window_start <= %d, 1, hits + 1)), window_start = IF(window_start <= %d, %d, window_start)",
					$user_id,
					$bucket,
					$now,
					$now - $window,
					$now - $window,
					$now
				)
			)
		);
		$hits = 1 === (int) $changed ? 1 : (int) $wpdb->insert_id;
		if ( $hits <= 1 ) {
			return array(
				'hits'        => 1,
				'retry_after' => $window,
			);
		}
		$start = (int) Storage_Unavailable::check(
			$wpdb->get_var(
				$wpdb->prepare(
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
					"SELECT window_start FROM {$table} WHERE user_id = %d AND bucket = %s",
					$user_id,
					$bucket
				)
			)
		);
		return array(
			'hits'        => $hits,
			'retry_after' => max( 1, $start + $window - $now ),
		);
	}

	/**
	 * Takes back one hit, for an action that did not happen after all.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $user_id The person.
	 * @param string $bucket  The kind of action.
	 */
	public function take_back( int $user_id, string $bucket ): void {
		global $wpdb;
		$table = Schema::limits_table();
		// Best effort: it runs after a failed write, when the database may still be away.
		$wpdb->query(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
				"UPDATE {$table} SET hits = hits - 1 WHERE user_id = %d AND bucket = %s AND hits > 0",
				$user_id,
				$bucket
			)
		);
	}

	/**
	 * Forgets a person's counts (their account was deleted).
	 *
	 * @since 0.5.0
	 *
	 * @param int $user_id The person.
	 */
	public function forget( int $user_id ): void {
		global $wpdb;
		$wpdb->delete( Schema::limits_table(), array( 'user_id' => $user_id ), array( '%d' ) );
	}
}
