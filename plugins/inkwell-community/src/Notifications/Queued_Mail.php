<?php
/**
 * The skeleton of notification mails sent from WP-Cron with retries.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

use Inkwell\Community\Rules\Blocking;
use Inkwell\Community\Storage\Relations;

/**
 * Queues a WP-Cron event (the subclass's HOOK) with the id of what the mails are about, sends them one
 * recipient at a time and queues a retry, 5 minutes later per attempt, for the recipients whose mail
 * failed. Sending never runs inside the request that triggered it.
 *
 * @since 0.1.0
 */
abstract class Queued_Mail {

	/** Attempts per recipient before giving up. */
	private const ATTEMPTS = 3;

	/** The WP-Cron hook that sends the mails; each kind of mail names its own. */
	public const HOOK = '';

	/**
	 * Creates the notifications.
	 *
	 * @param Relations $relations The relations store.
	 * @param Blocking  $blocking  The blocking rule: nobody is mailed about someone a block stands between.
	 */
	public function __construct( protected readonly Relations $relations, protected readonly Blocking $blocking ) {
	}

	/**
	 * Schedules the sending of the mails about one post or comment.
	 *
	 * @since 0.1.0
	 *
	 * @param int        $id      What the mails are about.
	 * @param array<int> $only    Recipients to retry, or empty for everyone.
	 * @param int        $attempt Attempt number, from 1.
	 * @param int        $delay   Seconds from now.
	 */
	public function queue( int $id, array $only = array(), int $attempt = 1, int $delay = 0 ): void {
		$args = array( $id, array_values( $only ), $attempt );
		if ( ! wp_next_scheduled( static::HOOK, $args ) ) {
			wp_schedule_single_event( time() + $delay, static::HOOK, $args );
		}
	}

	/**
	 * Sends one mail a recipient; queues a retry for the recipients whose mail failed.
	 *
	 * @param int                 $id         What the mails are about.
	 * @param array<int>          $recipients The recipients.
	 * @param int|mixed           $attempt    Attempt number.
	 * @param callable(int): bool $mail       Sends one recipient's mail; false when it failed.
	 * @return int How many mails went out.
	 */
	protected function deliver( int $id, array $recipients, $attempt, callable $mail ): int {
		$sent   = 0;
		$failed = array();
		foreach ( $recipients as $user_id ) {
			if ( $mail( $user_id ) ) {
				++$sent;
			} else {
				$failed[] = $user_id;
			}
		}
		if ( $failed && (int) $attempt < self::ATTEMPTS ) {
			$this->queue( $id, $failed, (int) $attempt + 1, 5 * MINUTE_IN_SECONDS * (int) $attempt );
		}
		return $sent;
	}

	/**
	 * Mails a user, with one-click unsubscribe headers (the digest and the event mails too).
	 *
	 * @param int      $user_id     The user.
	 * @param string   $subject     Subject.
	 * @param string[] $paragraphs  The body's paragraphs.
	 * @param string   $unsubscribe Unsubscribe URL.
	 */
	public static function mail_user( int $user_id, string $subject, array $paragraphs, string $unsubscribe ): bool {
		$user = get_userdata( $user_id );
		return $user && wp_mail(
			$user->user_email,
			$subject,
			implode( "\n\n", $paragraphs ),
			array(
				'List-Unsubscribe: <' . esc_url_raw( $unsubscribe ) . '>',
				'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
			)
		);
	}
}
