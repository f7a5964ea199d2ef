<?php
/**
 * The double opt-in mail.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Newsletter;

/**
 * Sends the confirmation mail with its signed link and one-click unsubscribe (RFC 8058 headers).
 *
 * A sign-up only queues the mail (WP-Cron), whoever the address belongs to, so its answer takes the same
 * time for a new, a pending and a confirmed address. The queued event mails a subscriber who is still
 * pending and was not mailed in the last day; a failed mail gives its turn back to the next sign-up.
 *
 * @since 0.1.0
 */
final class Confirmation_Mail {

	/** The cron hook that sends one subscriber's confirmation mail. */
	public const HOOK = 'inkblocks_newsletter_confirmation';

	/**
	 * Creates the mailer.
	 *
	 * @param Links       $links       Signed links.
	 * @param Subscribers $subscribers Storage.
	 */
	public function __construct( private readonly Links $links, private readonly Subscribers $subscribers ) {}

	/**
	 * Registers the hook of the queued mails.
	 */
	public function add_hooks(): void {
		add_action( self::HOOK, array( $this, 'send_queued' ) );
	}

	/**
	 * Queues the confirmation mail of a subscriber, to be decided and sent outside the request.
	 *
	 * @since 0.5.0
	 *
	 * @param int $subscriber_id The subscriber.
	 */
	public function queue( int $subscriber_id ): void {
		// Core drops an identical event already due within ten minutes: one mail for a burst of sign-ups.
		wp_schedule_single_event( time(), self::HOOK, array( $subscriber_id ) );
	}

	/**
	 * Sends a queued confirmation mail (the cron event's handler): only to a pending subscriber not mailed
	 * in the last day; returns whether a mail went out.
	 *
	 * @since 0.5.0
	 *
	 * @param int|mixed $subscriber_id The subscriber.
	 */
	public function send_queued( $subscriber_id ): bool {
		$subscriber = $this->subscribers->get( (int) $subscriber_id );
		$list       = $subscriber ? $this->subscribers->get_list( $subscriber['list_id'] ) : null;
		if ( ! $subscriber || ! $list || ! $this->subscribers->claim_confirmation( $subscriber['id'] ) ) {
			return false;
		}
		if ( $this->send( $subscriber, $list['name'] ) ) {
			return true;
		}
		$this->subscribers->release_confirmation( $subscriber['id'] );
		return false;
	}

	/**
	 * Sends the mail; returns whether wp_mail accepted it.
	 *
	 * @since 0.1.0
	 *
	 * @param array{id: int, email: string} $subscriber The pending subscriber.
	 * @param string                        $list_name  The list's name.
	 */
	public function send( array $subscriber, string $list_name ): bool {
		$site        = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
		$confirm     = $this->links->url( 'confirm', $subscriber );
		$unsubscribe = $this->links->url( 'unsubscribe', $subscriber );
		/* translators: 1: site name, 2: list name. */
		$subject = sprintf( __( '[%1$s] Please confirm your subscription to %2$s', 'inkblocks' ), $site, $list_name );
		$body    = sprintf(
			/* translators: 1: list name, 2: confirmation link, 3: unsubscribe link. */
			__( "Someone, hopefully you, signed this address up for %1\$s.\n\nConfirm your subscription:\n%2\$s\n\nIf you did not ask for this, ignore this mail and nothing will be sent to you.\nUnsubscribe: %3\$s\n", 'inkblocks' ),
			$list_name,
			$confirm,
			$unsubscribe
		);
		return wp_mail(
			$subscriber['email'],
			$subject,
			$body,
			array(
				'List-Unsubscribe: <' . esc_url_raw( $unsubscribe ) . '>',
				'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
			)
		);
	}
}
