<?php
/**
 * Signed confirmation and unsubscribe links, and the pages they open.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Newsletter;

/**
 * Builds links of the form /?inkblocks_newsletter={confirm|unsubscribe}&subscriber={id}&token={hmac} and
 * handles them: a token is an HMAC of the action, the subscriber and the address with the site's salt, so it
 * cannot be guessed and stops working if the row changes hands.
 *
 * @since 0.1.0
 */
final class Links {

	public const QUERY_VAR = 'inkblocks_newsletter';

	/**
	 * Creates the handler.
	 *
	 * @param Subscribers $subscribers Storage.
	 */
	public function __construct( private readonly Subscribers $subscribers ) {}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'template_redirect', array( $this, 'serve' ) );
	}

	/**
	 * The signed link of an action for a subscriber.
	 *
	 * @since 0.1.0
	 *
	 * @param string                        $action     confirm or unsubscribe.
	 * @param array{id: int, email: string} $subscriber The subscriber.
	 */
	public function url( string $action, array $subscriber ): string {
		return add_query_arg(
			array(
				self::QUERY_VAR => $action,
				'subscriber'    => $subscriber['id'],
				'token'         => $this->token( $action, $subscriber['id'], $subscriber['email'] ),
			),
			home_url( '/' )
		);
	}

	/**
	 * Applies a link's action and returns the message to show, or null when the link is not valid.
	 *
	 * @since 0.1.0
	 *
	 * @param string $action        confirm or unsubscribe.
	 * @param int    $subscriber_id Subscriber id.
	 * @param string $token         The token of the link.
	 * @throws Storage_Failure When the change cannot be saved.
	 */
	public function apply( string $action, int $subscriber_id, string $token ): ?string {
		$subscriber = $this->subscribers->get( $subscriber_id );
		if ( ! $subscriber || ! in_array( $action, array( 'confirm', 'unsubscribe' ), true )
			|| ! hash_equals( $this->token( $action, $subscriber['id'], $subscriber['email'] ), $token ) ) {
			return null;
		}
		if ( 'unsubscribe' === $action ) {
			$this->subscribers->set_status( $subscriber['id'], Subscribers::UNSUBSCRIBED );
			return __( 'You have been unsubscribed. You will not get any more mail from this list.', 'inkblocks' );
		}
		if ( Subscribers::UNSUBSCRIBED === $subscriber['status'] ) {
			// An old confirmation mail must not undo a later unsubscribe.
			return __( 'This address was unsubscribed. Sign up again to receive the newsletter.', 'inkblocks' );
		}
		$this->subscribers->set_status( $subscriber['id'], Subscribers::CONFIRMED );
		return __( 'Thank you! Your subscription is confirmed.', 'inkblocks' );
	}

	/**
	 * Answers a request that carries a link's query (GET from the mail, POST from a one-click client).
	 */
	public function serve(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the signed token is the proof.
		if ( ! isset( $_GET[ self::QUERY_VAR ] ) ) {
			return;
		}
		try {
			$message = $this->apply(
				sanitize_key( wp_unslash( $_GET[ self::QUERY_VAR ] ) ),
				absint( $_GET['subscriber'] ?? 0 ),
				sanitize_text_field( wp_unslash( $_GET['token'] ?? '' ) )
			);
		} catch ( Storage_Failure ) {
			nocache_headers();
			wp_die( esc_html__( 'Your choice could not be saved just now. Please open the link again in a moment.', 'inkblocks' ), esc_html__( 'Newsletter', 'inkblocks' ), array( 'response' => 503 ) );
		}
		// phpcs:enable
		nocache_headers();
		wp_die(
			esc_html( $message ?? __( 'This link is not valid. It may have been mistyped or the subscription was removed.', 'inkblocks' ) ),
			esc_html__( 'Newsletter', 'inkblocks' ),
			array(
				'response'  => null === $message ? 400 : 200,
				'link_url'  => esc_url( home_url( '/' ) ),
				'link_text' => esc_html__( 'Go to the home page', 'inkblocks' ),
			)
		);
	}

	/**
	 * The HMAC of an action on a subscriber.
	 *
	 * @param string $action Action.
	 * @param int    $id     Subscriber id.
	 * @param string $email  Address.
	 */
	private function token( string $action, int $id, string $email ): string {
		return hash_hmac( 'sha256', "$action|$id|" . strtolower( $email ), wp_salt( 'auth' ) );
	}
}
