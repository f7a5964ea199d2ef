<?php
/**
 * The e-mail choices of the account page.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

use Inkwell\Community\Frontend\Template;
use Inkwell\Community\Storage\Storage_Unavailable;

/**
 * A plain form on /account/ (works without JavaScript): per kind of event, "Immediately", "Daily digest" or
 * "Never", posted to admin-post.php with a nonce, every value checked before any is saved.
 *
 * @since 0.6.0
 */
final class Mail_Settings {

	/** The admin-post action. */
	public const ACTION = 'inkwell_save_mail_choices';

	/** Transient prefix of the outcome shown after saving. */
	private const NOTICE = 'inkwell_mail_notice_';

	/**
	 * Creates the settings.
	 *
	 * @param Notification_Store $store The notifications (a new digest starts after the reader's newest row).
	 */
	public function __construct( private readonly Notification_Store $store ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'inkwell_account', array( $this, 'print_form' ), 8 );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'save' ) );
		// A session that expired while the form was open: to the login, then back.
		add_action( 'admin_post_nopriv_' . self::ACTION, array( $this, 'save' ) );
	}

	/**
	 * Prints the form for the current reader.
	 *
	 * @param int|mixed $user_id The current user.
	 */
	public function print_form( $user_id ): void {
		$user_id = (int) $user_id;
		if ( ! $user_id || get_current_user_id() !== $user_id ) {
			return;
		}
		$notice = get_transient( self::NOTICE . $user_id );
		if ( false !== $notice ) {
			delete_transient( self::NOTICE . $user_id );
		}
		$current = array();
		foreach ( array_keys( Mail_Choices::kinds() ) as $kind ) {
			$current[ $kind ] = Mail_Choices::of( $user_id, $kind );
		}
		echo Template::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
			'account-mail',
			array(
				'action'  => admin_url( 'admin-post.php' ),
				'nonce'   => wp_nonce_field( self::ACTION, '_wpnonce', true, false ),
				'kinds'   => Mail_Choices::kinds(),
				'labels'  => Mail_Choices::labels(),
				'current' => $current,
				'notice'  => is_array( $notice ) ? $notice : null,
			)
		);
	}

	/**
	 * Saves the form (admin-post) and goes back to it; a logged-out reader goes to the login first.
	 */
	public function save(): void {
		$user_id = get_current_user_id();
		$back    = wp_get_referer();
		$back    = $back ? $back : home_url( '/' );
		if ( ! $user_id ) {
			wp_safe_redirect( wp_login_url( $back ) );
			exit;
		}
		$notice = array(
			'type' => 'success',
			'text' => __( 'Your e-mail choices are saved.', 'inkwell-community' ),
		);
		$nonce  = isset( $_POST['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_POST['_wpnonce'] ) ) : '';
		$chosen = isset( $_POST['mail'] ) && is_array( $_POST['mail'] ) ? map_deep( wp_unslash( $_POST['mail'] ), 'sanitize_key' ) : array();
		if ( ! wp_verify_nonce( $nonce, self::ACTION ) ) {
			$notice = array(
				'type' => 'error',
				'text' => __( 'Your session has expired. Please reload the page and try again.', 'inkwell-community' ),
			);
		} elseif ( ! $this->valid( $chosen ) ) {
			$notice = array(
				'type' => 'error',
				'text' => __( 'Please choose one of the options offered for each kind of e-mail.', 'inkwell-community' ),
			);
		} else {
			try {
				$this->apply( $user_id, $chosen );
			} catch ( Storage_Unavailable ) {
				$notice = array(
					'type' => 'error',
					'text' => __( 'Your e-mail choices could not be saved just now. Please try again in a moment.', 'inkwell-community' ),
				);
			}
		}
		set_transient( self::NOTICE . $user_id, $notice, 5 * MINUTE_IN_SECONDS );
		wp_safe_redirect( strtok( $back, '#' ) . '#inkwell-mail-settings' );
		exit;
	}

	/**
	 * Whether every kind has one of the choices, and nothing else was sent.
	 *
	 * @param array<mixed> $chosen The submitted choices by kind.
	 */
	private function valid( array $chosen ): bool {
		$kinds = array_keys( Mail_Choices::kinds() );
		if ( array_diff( array_keys( $chosen ), $kinds ) || count( $chosen ) !== count( $kinds ) ) {
			return false;
		}
		foreach ( $chosen as $choice ) {
			if ( ! is_string( $choice ) || ! in_array( $choice, Mail_Choices::CHOICES, true ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Saves valid choices; a reader who starts a digest gets only what happens from now on in it.
	 *
	 * @param int                  $user_id The reader.
	 * @param array<string,string> $chosen  The choices by kind.
	 * @throws Storage_Unavailable When the database does not answer.
	 */
	private function apply( int $user_id, array $chosen ): void {
		$had_digest = (bool) Mail_Choices::digest_kinds( $user_id );
		foreach ( $chosen as $kind => $choice ) {
			Mail_Choices::save( $user_id, $kind, $choice );
		}
		if ( ! $had_digest && Mail_Choices::digest_kinds( $user_id ) ) {
			update_user_meta( $user_id, Notification_Digest::LAST_META, $this->store->newest_id( $user_id ) );
		}
	}
}
