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
 * @since 0.1.0
 */
final class Confirmation_Mail {

	/**
	 * Creates the mailer.
	 *
	 * @param Links $links Signed links.
	 */
	public function __construct( private readonly Links $links ) {}

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
