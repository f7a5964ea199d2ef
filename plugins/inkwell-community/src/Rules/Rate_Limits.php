<?php
/**
 * How often one person may do each community action.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rules;

use Inkwell\Community\Storage\Hit_Counter;

/**
 * Per-person limits on every community write, close to Forem's defaults (500 follows a day, 10 reactions
 * in 30 seconds, 5 reports in 5 minutes). A bucket counts an action and its undo together (following and
 * unfollowing, liking and unliking), so toggling cannot go around it. The counts live in the database
 * (Hit_Counter), so they hold across PHP servers.
 *
 * @since 0.5.0
 */
final class Rate_Limits {

	/**
	 * The default limits: bucket => [most actions, window in seconds]. The buckets are the action methods
	 * the REST controllers name in ROUTES, and 'report' for comment reports.
	 *
	 * @var array<string, array{0: int, 1: int}>
	 */
	public const DEFAULTS = array(
		// Following and unfollowing people and topics (Forem: 500 follows a day).
		'follow'           => array( 500, DAY_IN_SECONDS ),
		// Liking and unliking (Forem: 10 reactions in 30 seconds).
		'like'             => array( 10, 30 ),
		// Bookmarking and removing bookmarks (a reaction in Forem too).
		'bookmark'         => array( 10, 30 ),
		// Blocking and unblocking people.
		'block'            => array( 50, DAY_IN_SECONDS ),
		// Subscribing to and unsubscribing from the comments of a story.
		'subscribe'        => array( 10, MINUTE_IN_SECONDS ),
		// Marking notifications as seen (opening the panel), and all as read.
		'update_followers' => array( 30, MINUTE_IN_SECONDS ),
		'mark_read'        => array( 30, MINUTE_IN_SECONDS ),
		// Reporting comments (Forem: 5 reports in 5 minutes).
		'report'           => array( 5, 5 * MINUTE_IN_SECONDS ),
	);

	/**
	 * Creates the limits.
	 *
	 * @param Hit_Counter $counter The counts.
	 */
	public function __construct( private readonly Hit_Counter $counter ) {
	}

	/**
	 * The limits that apply to a person.
	 *
	 * @since 0.5.0
	 *
	 * @param int $user_id The person.
	 * @return array<string, array{0: int, 1: int}>
	 */
	public function limits_of( int $user_id ): array {
		/**
		 * Filters the per-person limits of community actions: bucket => [most actions, window in seconds].
		 * Remove a bucket to leave its actions unlimited (for example for moderators).
		 *
		 * @since 0.5.0
		 *
		 * @param array<string, array{0: int, 1: int}> $limits  Rate_Limits::DEFAULTS.
		 * @param int                                  $user_id The person.
		 */
		return (array) apply_filters( 'inkwell_community_rate_limits', self::DEFAULTS, $user_id );
	}

	/**
	 * Counts an action of a person; returns null when it is within the limit, else the seconds until it
	 * may be done again.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $user_id The person.
	 * @param string $bucket  The kind of action.
	 * @throws \Inkwell\Community\Storage\Storage_Unavailable When the count cannot be kept.
	 */
	public function hit( int $user_id, string $bucket ): ?int {
		$limit = $this->limits_of( $user_id )[ $bucket ] ?? null;
		if ( ! is_array( $limit ) || count( $limit ) < 2 ) {
			return null;
		}
		$count = $this->counter->hit( $user_id, $bucket, max( 1, (int) $limit[1] ) );
		return $count['hits'] > max( 0, (int) $limit[0] ) ? $count['retry_after'] : null;
	}

	/**
	 * Takes back the hit of an action that failed, so that it does not count.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $user_id The person.
	 * @param string $bucket  The kind of action.
	 */
	public function take_back( int $user_id, string $bucket ): void {
		if ( isset( $this->limits_of( $user_id )[ $bucket ] ) ) {
			$this->counter->take_back( $user_id, $bucket );
		}
	}

	/**
	 * The message of a refusal, for people.
	 *
	 * @since 0.5.0
	 *
	 * @param int $retry_after Seconds until the action may be done again.
	 */
	public static function message( int $retry_after ): string {
		/* translators: %s: time to wait, for example "2 mins". */
		return sprintf( __( 'You are doing that too often. Please try again in %s.', 'inkwell-community' ), human_time_diff( 0, max( 1, $retry_after ) ) );
	}
}
