<?php
/**
 * The immediate mails of new followers, likes, replies and responses.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

use Inkwell\Community\Storage\Relations;
use Inkwell\Community\Storage\Storage_Unavailable;
use WP_Comment;

/**
 * Every five minutes a WP-Cron job mails the events written since its last run (the id it reached is an
 * option) to the readers who chose "Immediately" for their kind: the request that caused an event pays
 * nothing for its mail. A mail that fails is tried again, 5 minutes later per attempt, up to 3 times. New stories are Follower_Mail's; a response or reply to a reader subscribed to the
 * story's responses is Comment_Notifications' (one mail, not two).
 *
 * @since 0.6.0
 */
final class Event_Mail {

	/** The cron hook. */
	public const HOOK = 'inkwell_send_event_mails';

	/** The cron schedule: every five minutes. */
	public const SCHEDULE = 'inkwell_five_minutes';

	/** Option: the id of the last row the job went through. */
	public const LAST_OPTION = 'inkwell_event_mail_last';

	/** The kinds it mails. */
	private const KINDS = array( Notification_Store::FOLLOWER, Notification_Store::LIKE, Notification_Store::REPLY, Notification_Store::COMMENT );

	/** The cron hook of one event's retry: event id, attempt. */
	public const RETRY_HOOK = 'inkwell_retry_event_mail';

	/** Rows read at a time. */
	private const BATCH = 200;

	/** Batches one run goes through at most (the next run goes on). */
	private const BATCHES = 5;

	/** Attempts per mail before giving up. */
	private const ATTEMPTS = 3;

	/**
	 * Creates the job.
	 *
	 * @param Notification_Store $store     The notifications.
	 * @param Relations          $relations The relations (comment subscriptions).
	 */
	public function __construct( private readonly Notification_Store $store, private readonly Relations $relations ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_filter( 'cron_schedules', array( $this, 'add_schedule' ) ); // phpcs:ignore WordPress.WP.CronInterval.CronSchedulesInterval -- five minutes: "immediately" for a mail.
		add_action( 'init', array( $this, 'schedule' ) );
		add_action( self::HOOK, array( $this, 'run' ) );
		add_action( self::RETRY_HOOK, array( $this, 'retry' ), 10, 2 );
	}

	/**
	 * Adds the five-minute schedule.
	 *
	 * @param array<string,array<string,mixed>>|mixed $schedules The schedules.
	 * @return array<string,array<string,mixed>>
	 */
	public function add_schedule( $schedules ): array {
		$schedules                   = (array) $schedules;
		$schedules[ self::SCHEDULE ] = array(
			'interval' => 5 * MINUTE_IN_SECONDS,
			'display'  => __( 'Every five minutes', 'inkwell-community' ),
		);
		return $schedules;
	}

	/**
	 * Schedules the job when it is not (the cron array is an autoloaded option: no query).
	 */
	public function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + 5 * MINUTE_IN_SECONDS, self::SCHEDULE, self::HOOK );
		}
	}

	/**
	 * Mails the events since the last run (the cron job). The first run only records where it starts.
	 *
	 * @since 0.6.0
	 *
	 * @return int How many mails went out.
	 */
	public function run(): int {
		$sent = 0;
		try {
			$last = get_option( self::LAST_OPTION );
			if ( false === $last ) {
				update_option( self::LAST_OPTION, $this->store->last_id(), false );
				return 0;
			}
			for ( $batch = 0; $batch < self::BATCHES; $batch++ ) {
				$events = $this->store->events_after( (int) $last, self::KINDS, self::BATCH );
				Notification_Item::prime( array_column( $events, 'group' ) );
				foreach ( $events as $event ) {
					$sent += $this->send( $event, 1 ) ? 1 : 0;
					$last  = $event['id'];
				}
				update_option( self::LAST_OPTION, $last, false );
				if ( count( $events ) < self::BATCH ) {
					break;
				}
			}
		} catch ( Storage_Unavailable ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- the next run goes on from the last id stored.
		}
		return $sent;
	}

	/**
	 * Tries a failed mail again (its cron event).
	 *
	 * @since 0.6.0
	 *
	 * @param int|mixed $event_id The event's row.
	 * @param int|mixed $attempt  Attempt number.
	 */
	public function retry( $event_id, $attempt ): void {
		try {
			$event = $this->store->events_after( (int) $event_id - 1, self::KINDS, 1 )[0] ?? null;
		} catch ( Storage_Unavailable ) {
			$event = null;
		}
		// Gone (its story, response or person was deleted): nothing to tell.
		if ( $event && $event['id'] === (int) $event_id ) {
			$this->send( $event, (int) $attempt );
		}
	}

	/**
	 * Mails one event when its reader chose "Immediately" for its kind; a failed mail is queued again.
	 *
	 * @param array{id: int, user_id: int, group: Notification_Group} $event   The event.
	 * @param int                                                     $attempt Attempt number, from 1.
	 * @return bool Whether a mail went out.
	 */
	private function send( array $event, int $attempt ): bool {
		$mail = $this->mail( $event['user_id'], $event['group'] );
		if ( false === $mail && $attempt < self::ATTEMPTS ) {
			wp_schedule_single_event( time() + 5 * MINUTE_IN_SECONDS * $attempt, self::RETRY_HOOK, array( $event['id'], $attempt + 1 ) );
		}
		return true === $mail;
	}

	/**
	 * Mails one event to its reader when they chose "Immediately" for its kind.
	 *
	 * @param int                $user_id The reader.
	 * @param Notification_Group $group   The event.
	 * @return bool|null Whether the mail went out; null when none was due.
	 */
	private function mail( int $user_id, Notification_Group $group ): ?bool {
		if ( ! Mail_Choices::immediately( $user_id, $group->kind ) || $this->subscribed( $user_id, $group ) ) {
			return null;
		}
		$entry = Notification_Item::describe( $group );
		if ( ! $entry ) {
			return null;
		}
		$unsubscribe = Unsubscribe_Link::mail_url( $user_id, $group->kind );
		return Queued_Mail::mail_user(
			$user_id,
			$entry['text'],
			array(
				$entry['text'],
				/* translators: %s: link to what happened. */
				sprintf( __( 'See it: %s', 'inkwell-community' ), $entry['url'] ),
				/* translators: 1: a kind of notification, for example "likes of my stories", 2: unsubscribe link. */
				sprintf( __( 'Stop e-mails about %1$s: %2$s', 'inkwell-community' ), mb_strtolower( Mail_Choices::kinds()[ $group->kind ] ), $unsubscribe ),
			),
			$unsubscribe
		);
	}

	/**
	 * Whether the response's story mails the reader already (a comment subscription).
	 *
	 * @param int                $user_id The reader.
	 * @param Notification_Group $group   The event.
	 */
	private function subscribed( int $user_id, Notification_Group $group ): bool {
		if ( Notification_Store::COMMENT !== $group->kind && Notification_Store::REPLY !== $group->kind ) {
			return false;
		}
		$item = get_comment( $group->item_id );
		return $item instanceof WP_Comment && $this->relations->has( $user_id, Relations::SUBSCRIBE, Relations::POST, (int) $item->comment_post_ID );
	}
}
