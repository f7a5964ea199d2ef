<?php
/**
 * The daily digest of notifications.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

use Inkwell\Community\Storage\Storage_Unavailable;

/**
 * Once a day, a WP-Cron job mails each reader who chose "Daily digest" for some kind one mail with what
 * happened of those kinds since their last digest, grouped as on the notifications page. Readers are taken
 * in batches of BATCH, each batch its own cron event, never in a visitor's request; a reader gets at most one
 * digest a day, and none when nothing happened. The mail carries a signed one-click unsubscribe (the whole
 * digest) and a link per kind.
 *
 * @since 0.6.0
 */
final class Notification_Digest {

	/** The cron hook: daily without argument, then once per further batch with the last reader done. */
	public const HOOK = 'inkwell_notification_digest';

	/** User meta: the id of the newest row a digest of the reader's had. */
	public const LAST_META = 'inkwell_digest_last';

	/** User meta: the GMT day of the reader's last digest. */
	public const DAY_META = 'inkwell_digest_day';

	/** Readers a batch mails. */
	public const BATCH = 50;

	/** Most entries one digest lists. */
	private const MAX_ENTRIES = 50;

	/**
	 * Creates the digest.
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
		add_action( self::HOOK, array( $this, 'run' ) );
	}

	/**
	 * Schedules the daily run when it is not (the cron array is an autoloaded option: no query).
	 */
	public function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::HOOK );
		}
	}

	/**
	 * Mails one batch of readers (the cron job) and queues the next batch when this one was full.
	 *
	 * @since 0.6.0
	 *
	 * @param int|mixed $after The last reader of the previous batch, 0 for the first.
	 * @return int How many digests went out.
	 */
	public function run( $after = 0 ): int {
		try {
			$readers = $this->readers( (int) $after );
		} catch ( Storage_Unavailable ) {
			return 0;
		}
		$sent = 0;
		foreach ( $readers as $user_id ) {
			try {
				$sent += $this->send( $user_id ) ? 1 : 0;
			} catch ( Storage_Unavailable ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- tomorrow's digest has it.
			}
		}
		if ( count( $readers ) === self::BATCH ) {
			wp_schedule_single_event( time() + MINUTE_IN_SECONDS, self::HOOK, array( end( $readers ) ) );
		}
		return $sent;
	}

	/**
	 * The next readers with a digest choice, by id.
	 *
	 * @param int $after The last reader done.
	 * @return int[]
	 * @throws Storage_Unavailable When the database does not answer.
	 */
	private function readers( int $after ): array {
		global $wpdb;
		$keys = Mail_Choices::meta_keys();
		return array_map(
			'intval',
			(array) Storage_Unavailable::check(
				$wpdb->get_col(
					$wpdb->prepare(
						// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- one placeholder per meta key.
						"SELECT DISTINCT user_id FROM {$wpdb->usermeta} WHERE meta_key IN (" . implode( ', ', array_fill( 0, count( $keys ), '%s' ) ) . ') AND meta_value = %s AND user_id > %d ORDER BY user_id LIMIT %d',
						array_merge( $keys, array( Mail_Choices::DIGEST, $after, self::BATCH ) )
					)
				)
			)
		);
	}

	/**
	 * Mails one reader's digest, unless they had one today or nothing happened.
	 *
	 * @since 0.6.0
	 *
	 * @param int $user_id The reader.
	 * @throws Storage_Unavailable When the database does not answer.
	 */
	public function send( int $user_id ): bool {
		$today = gmdate( 'Y-m-d' );
		$kinds = Mail_Choices::digest_kinds( $user_id );
		if ( ! $kinds || get_user_meta( $user_id, self::DAY_META, true ) === $today ) {
			return false;
		}
		$groups = $this->store->groups( $user_id, self::MAX_ENTRIES, 0, $kinds, (int) get_user_meta( $user_id, self::LAST_META, true ) );
		Notification_Item::prime( $groups );
		$lines = array();
		foreach ( $groups as $group ) {
			$entry = Notification_Item::describe( $group );
			if ( $entry ) {
				$lines[] = $entry['text'] . "\n" . $entry['url'];
			}
		}
		if ( ! $lines ) {
			return false;
		}
		$labels = Mail_Choices::kinds();
		$stops  = array_map(
			/* translators: 1: a kind of notification, for example "Likes of my stories", 2: unsubscribe link. */
			static fn ( string $kind ): string => sprintf( __( 'Stop e-mails about %1$s: %2$s', 'inkwell-community' ), mb_strtolower( $labels[ $kind ] ), Unsubscribe_Link::mail_url( $user_id, $kind ) ),
			$kinds
		);
		$unsubscribe = Unsubscribe_Link::mail_url( $user_id, Unsubscribe_Link::DIGEST );
		$sent        = Queued_Mail::mail_user(
			$user_id,
			/* translators: %s: site name. */
			sprintf( __( 'Your daily digest from %s', 'inkwell-community' ), wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ) ),
			array_merge(
				array( __( 'Here is what happened since your last digest:', 'inkwell-community' ) ),
				$lines,
				$stops,
				/* translators: %s: unsubscribe link. */
				array( sprintf( __( 'Stop the daily digest: %s', 'inkwell-community' ), $unsubscribe ) )
			),
			$unsubscribe
		);
		if ( $sent ) {
			update_user_meta( $user_id, self::LAST_META, max( array_map( static fn ( Notification_Group $group ): int => $group->newest, $groups ) ) );
			update_user_meta( $user_id, self::DAY_META, $today );
		}
		return $sent;
	}
}
