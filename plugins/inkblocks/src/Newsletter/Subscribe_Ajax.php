<?php
/**
 * The newsletter admin-ajax actions of SPEC 7.6.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Newsletter;

/**
 * `inkblocks_subscribe_form_ajax` (inline form) and `inkblocks_popup_lists_ajax` (form in a popup), both
 * answering {type, message}. Guests use them from cacheable pages, so there is no nonce: double opt-in makes
 * a forged sign-up harmless, and a honeypot plus a per-IP rate limit keep bots out.
 *
 * Nothing in the answer tells whether an address is subscribed: a new, a pending and a confirmed address
 * get the same words after the same work (one upsert, one queued mail; the mail is decided and sent by
 * WP-Cron, at most once a day per address). A sign-up never changes a confirmed subscriber's data.
 *
 * @since 0.1.0
 */
final class Subscribe_Ajax {

	public const INLINE_ACTION = 'inkblocks_subscribe_form_ajax';
	public const POPUP_ACTION  = 'inkblocks_popup_lists_ajax';

	/** Name of the honeypot among the `additional` fields; people never see it, bots fill it in. */
	public const HONEYPOT = 'inkblocks_website';

	/** Query argument of the form's action URL that asks for the answer as a page (form posted without JavaScript). */
	public const PAGE_ANSWER = 'inkblocks_page_answer';

	/** SPEC 5.4: a local part, '@', then a domain with a top-level part of 2+ letters or a bracketed IPv4. */
	public const EMAIL_PATTERN = '/^[^\s@<>()\[\],;:"]+@(?:(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}|\[\d{1,3}(?:\.\d{1,3}){3}\])$/';

	/**
	 * Creates the handler.
	 *
	 * @param Subscribers       $subscribers Storage.
	 * @param Confirmation_Mail $mail        The double opt-in mail.
	 */
	public function __construct(
		private readonly Subscribers $subscribers,
		private readonly Confirmation_Mail $mail,
	) {}

	/**
	 * Registers the actions for guests and logged-in users.
	 */
	public function add_hooks(): void {
		foreach ( array( self::INLINE_ACTION, self::POPUP_ACTION ) as $action ) {
			add_action( "wp_ajax_$action", array( $this, 'respond' ) );
			add_action( "wp_ajax_nopriv_$action", array( $this, 'respond' ) );
		}
	}

	/**
	 * Reads the request, handles it and sends the JSON answer.
	 */
	public function respond(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- public sign-up, see the class comment.
		$popup = self::POPUP_ACTION === ( $_POST['action'] ?? '' );
		$data  = isset( $_POST['data'] ) && is_array( $_POST['data'] ) ? wp_unslash( $_POST['data'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each field is sanitized in handle().
		// phpcs:enable
		$answer = $this->handle( $data, $popup, $this->client_ip() );
		if ( isset( $_GET[ self::PAGE_ANSWER ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks the answer's format.
			// A form posted without JavaScript: show the answer as a page with the way back.
			wp_die(
				esc_html( $answer['message'] ),
				esc_html__( 'Newsletter', 'inkblocks' ),
				array(
					'response'  => $answer['status'], // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- an integer HTTP status.
					'back_link' => true,
				)
			);
		}
		wp_send_json(
			array(
				'type'    => $answer['type'],
				'message' => $answer['message'],
			),
			$answer['status']
		);
	}

	/**
	 * Handles one sign-up.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $data  The request's data fields (SPEC 7.6), unslashed.
	 * @param bool                $popup Whether it came from the popup form (no use_target_list_id).
	 * @param string              $ip    The client's address, for the rate limit.
	 * @return array{status: int, type: string, message: string}
	 */
	public function handle( array $data, bool $popup, string $ip ): array {
		$email      = trim( is_string( $data['email'] ?? null ) ? $data['email'] : '' );
		$additional = $this->additional( $data['additional'] ?? array() );

		if ( '' !== ( $additional[ self::HONEYPOT ] ?? '' ) ) {
			// Tell the bot it worked so it does not adapt; nothing is stored or sent.
			return $this->answer( 200, 'success', self::thanks() );
		}
		unset( $additional[ self::HONEYPOT ] );

		// The SPEC 5.4 pattern first, then what WordPress can mail to (a bracketed IP passes the first only).
		if ( strlen( $email ) > 190 || ! preg_match( self::EMAIL_PATTERN, $email ) || ! is_email( $email ) ) {
			return $this->answer( 400, 'error', __( 'Please specify a valid email', 'inkblocks' ) );
		}

		$list = $this->target_list( $data, $popup );
		if ( ! $list ) {
			return $this->answer( 404, 'error', __( 'This mailing list does not exist.', 'inkblocks' ) );
		}

		if ( ! $this->within_rate_limit( $ip ) ) {
			return $this->answer( 429, 'error', __( 'Too many sign-ups from your network. Please try again later.', 'inkblocks' ) );
		}

		$source = sanitize_text_field( is_string( $data['data'] ?? null ) ? $data['data'] : '' );
		try {
			$subscriber = $this->subscribers->add( $list['id'], $email, $additional, substr( $source, 0, 100 ) );
		} catch ( Storage_Failure ) {
			return $this->answer( 503, 'error', __( 'Your sign-up could not be saved just now. Please try again in a moment.', 'inkblocks' ) );
		}
		$this->mail->queue( $subscriber['id'] );
		return $this->answer( 200, 'success', self::thanks() );
	}

	/**
	 * The one answer to an accepted sign-up, whatever the address's state.
	 *
	 * @since 0.5.0
	 */
	public static function thanks(): string {
		return __( 'Thank you! Please check your inbox to confirm your subscription.', 'inkblocks' );
	}

	/**
	 * The list the sign-up is for: target_list_id when the form asks for it (always in a popup), else the
	 * site's first list.
	 *
	 * @param array<string,mixed> $data  Request data.
	 * @param bool                $popup Popup form.
	 * @return array{id: int, name: string}|null
	 */
	private function target_list( array $data, bool $popup ): ?array {
		$use_target = $popup || in_array( $data['use_target_list_id'] ?? '', array( true, 'true', '1', 1 ), true );
		if ( $use_target ) {
			$id = is_scalar( $data['target_list_id'] ?? null ) ? absint( $data['target_list_id'] ) : 0;
			return $id ? $this->subscribers->get_list( $id ) : null;
		}
		return $this->subscribers->lists()[0] ?? null;
	}

	/**
	 * The form's other fields as sanitized text, at most 20 of them.
	 *
	 * @param mixed $raw The additional map.
	 * @return array<string,string>
	 */
	private function additional( mixed $raw ): array {
		$fields = array();
		foreach ( is_array( $raw ) ? array_slice( $raw, 0, 20, true ) : array() as $name => $value ) {
			if ( is_scalar( $value ) ) {
				$fields[ sanitize_key( (string) $name ) ] = sanitize_text_field( (string) $value );
			}
		}
		return $fields;
	}

	/**
	 * Counts a sign-up attempt for the address; false once it is over the limit of the window.
	 *
	 * @param string $ip Client address.
	 */
	private function within_rate_limit( string $ip ): bool {
		/**
		 * Filters how many sign-ups one IP address may make per hour.
		 *
		 * @since 0.1.0
		 *
		 * @param int $limit Sign-ups per hour; default 5.
		 */
		$limit = (int) apply_filters( 'inkblocks_newsletter_rate_limit', 5 );
		$key   = 'inkblocks_signups_' . md5( $ip );
		$count = (int) get_transient( $key );
		if ( $count >= $limit ) {
			return false;
		}
		set_transient( $key, $count + 1, HOUR_IN_SECONDS );
		return true;
	}

	/**
	 * The client's address as the server saw it (proxies' headers can be forged, so they are not trusted).
	 */
	private function client_ip(): string {
		return sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ?? '' ) );
	}

	/**
	 * An answer.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $type    success or error.
	 * @param string $message Message.
	 * @return array{status: int, type: string, message: string}
	 */
	private function answer( int $status, string $type, string $message ): array {
		return array(
			'status'  => $status,
			'type'    => $type,
			'message' => $message,
		);
	}
}
