<?php
/**
 * Signed one-click unsubscribe links of the notification mails.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

use Inkwell\Community\Storage\Relations;
use Inkwell\Community\Storage\Storage_Unavailable;

/**
 * Three links, each signed per user and object with the site's salts:
 * - /wp-admin/admin-post.php?action=inkwell_unsubscribe_comments&user=U&post=P&sig=S ends U's
 *   subscription to the comments of post P;
 * - /wp-admin/admin-post.php?action=inkwell_unsubscribe_followers&user=U&author=A&sig=S stops the mails
 *   U gets when author A publishes (U keeps following A);
 * - /wp-admin/admin-post.php?action=inkwell_unsubscribe_mail&user=U&kind=K&expires=T&sig=S sets U's
 *   e-mail choice for kind K to "Never" (K = digest: every kind U gets in the digest); it expires at T.
 * Opening one (GET) or posting to it (RFC 8058 one-click, POST) works without logging in.
 *
 * @since 0.1.0
 */
final class Unsubscribe_Link {

	public const ACTION = 'inkwell_unsubscribe_comments';

	public const FOLLOWERS_ACTION = 'inkwell_unsubscribe_followers';

	public const MAIL_ACTION = 'inkwell_unsubscribe_mail';

	/** The kind of a link that stops the whole digest. */
	public const DIGEST = 'digest';

	/** How long a mail-choice link works. */
	private const MAIL_LINK_LIFETIME = 60 * DAY_IN_SECONDS;

	/**
	 * Creates the handler.
	 *
	 * @param Relations $relations The relations store.
	 */
	public function __construct( private readonly Relations $relations ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		foreach ( array( self::ACTION, self::FOLLOWERS_ACTION, self::MAIL_ACTION ) as $action ) {
			add_action( 'admin_post_nopriv_' . $action, array( $this, 'handle' ) );
			add_action( 'admin_post_' . $action, array( $this, 'handle' ) );
		}
	}

	/**
	 * The unsubscribe URL of a user's subscription to a post's comments.
	 *
	 * @since 0.1.0
	 *
	 * @param int $user_id The subscriber.
	 * @param int $post_id The post.
	 */
	public static function url( int $user_id, int $post_id ): string {
		return self::link( self::ACTION, 'post', $user_id, $post_id );
	}

	/**
	 * The URL that stops a follower's mails about an author's new stories.
	 *
	 * @since 0.1.0
	 *
	 * @param int $user_id   The follower.
	 * @param int $author_id The author.
	 */
	public static function followers_url( int $user_id, int $author_id ): string {
		return self::link( self::FOLLOWERS_ACTION, 'author', $user_id, $author_id );
	}

	/**
	 * The URL that sets a reader's e-mail choice for a kind (or their whole digest) to "Never".
	 *
	 * @since 0.6.0
	 *
	 * @param int    $user_id The reader.
	 * @param string $kind    A kind of Notification_Store, or DIGEST.
	 */
	public static function mail_url( int $user_id, string $kind ): string {
		$expires = time() + self::MAIL_LINK_LIFETIME;
		return add_query_arg(
			array(
				'action'  => self::MAIL_ACTION,
				'user'    => $user_id,
				'kind'    => $kind,
				'expires' => $expires,
				'sig'     => self::sign( self::MAIL_ACTION, $user_id, "$kind|$expires" ),
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * Applies the link (a comment subscription ends, an author's mails are muted, a kind of mail stops) and
	 * says so; refuses a link whose signature does not match, or that has expired.
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the signature replaces a nonce: the link is opened from a mail, logged out.
		$action = isset( $_REQUEST['action'] ) ? sanitize_key( wp_unslash( $_REQUEST['action'] ) ) : '';
		if ( self::MAIL_ACTION === $action ) {
			$this->stop_mail(
				isset( $_REQUEST['user'] ) ? absint( $_REQUEST['user'] ) : 0,
				isset( $_REQUEST['kind'] ) ? sanitize_key( wp_unslash( $_REQUEST['kind'] ) ) : '',
				isset( $_REQUEST['expires'] ) ? absint( $_REQUEST['expires'] ) : 0,
				isset( $_REQUEST['sig'] ) ? sanitize_text_field( wp_unslash( $_REQUEST['sig'] ) ) : ''
			);
			return;
		}
		$followers = self::FOLLOWERS_ACTION === $action;
		$param     = $followers ? 'author' : 'post';
		$user_id   = isset( $_REQUEST['user'] ) ? absint( $_REQUEST['user'] ) : 0;
		$object_id = isset( $_REQUEST[ $param ] ) ? absint( $_REQUEST[ $param ] ) : 0;
		$sig       = isset( $_REQUEST['sig'] ) ? sanitize_text_field( wp_unslash( $_REQUEST['sig'] ) ) : '';
		// phpcs:enable
		if ( ! $user_id || ! $object_id || ! hash_equals( self::sign( $action, $user_id, (string) $object_id ), $sig ) ) {
			self::refuse();
		}
		try {
			if ( $followers ) {
				$this->relations->add( $user_id, Relations::MUTE, Relations::USER, $object_id );
				$author = get_userdata( $object_id );
				/* translators: %s: author's name. */
				$message = sprintf( __( 'You will no longer receive e-mails when %s publishes a story.', 'inkwell-community' ), $author ? $author->display_name : '' );
			} else {
				$this->relations->remove( $user_id, Relations::SUBSCRIBE, Relations::POST, $object_id );
				/* translators: %s: article title. */
				$message = sprintf( __( 'You will no longer receive notifications of new responses to "%s".', 'inkwell-community' ), get_the_title( $object_id ) );
			}
		} catch ( Storage_Unavailable ) {
			self::unavailable();
		}
		wp_die( esc_html( $message ), esc_html__( 'Unsubscribed', 'inkwell-community' ), array( 'response' => 200 ) );
	}

	/**
	 * Applies a mail-choice link: the kind (or every kind of the digest) goes to "Never".
	 *
	 * @param int    $user_id The reader.
	 * @param string $kind    A kind, or DIGEST.
	 * @param int    $expires When the link stops working.
	 * @param string $sig     The signature.
	 */
	private function stop_mail( int $user_id, string $kind, int $expires, string $sig ): void {
		$kinds = Mail_Choices::kinds();
		if ( ! $user_id || ( self::DIGEST !== $kind && ! isset( $kinds[ $kind ] ) ) || ! hash_equals( self::sign( self::MAIL_ACTION, $user_id, "$kind|$expires" ), $sig ) ) {
			self::refuse();
		}
		if ( $expires < time() ) {
			wp_die(
				esc_html__( 'This unsubscribe link has expired. Please use the link from your latest e-mail, or change your choices on your account page.', 'inkwell-community' ),
				esc_html__( 'Unsubscribe', 'inkwell-community' ),
				array( 'response' => 410 )
			);
		}
		$stopped = self::DIGEST === $kind ? Mail_Choices::digest_kinds( $user_id ) : array( $kind );
		try {
			foreach ( $stopped as $one ) {
				Mail_Choices::save( $user_id, $one, Mail_Choices::NEVER );
			}
		} catch ( Storage_Unavailable ) {
			self::unavailable();
		}
		$message = self::DIGEST === $kind
			? __( 'You will no longer receive the daily digest.', 'inkwell-community' )
			/* translators: %s: a kind of notification, for example "Likes of my stories". */
			: sprintf( __( 'You will no longer receive e-mails about: %s.', 'inkwell-community' ), $kinds[ $kind ] );
		wp_die( esc_html( $message ), esc_html__( 'Unsubscribed', 'inkwell-community' ), array( 'response' => 200 ) );
	}

	/**
	 * Says the choice could not be stored (the database is away) and that the link works again later.
	 *
	 * @return never
	 */
	private static function unavailable(): void {
		wp_die(
			esc_html__( 'Your choice could not be saved just now. Please open the link again in a moment.', 'inkwell-community' ),
			esc_html__( 'Unsubscribe', 'inkwell-community' ),
			array( 'response' => 503 )
		);
	}

	/**
	 * Refuses a link whose signature does not match.
	 *
	 * @return never
	 */
	private static function refuse(): void {
		wp_die(
			esc_html__( 'This unsubscribe link is not valid. Please use the link from your latest notification.', 'inkwell-community' ),
			esc_html__( 'Unsubscribe', 'inkwell-community' ),
			array( 'response' => 400 )
		);
	}

	/**
	 * A signed link.
	 *
	 * @param string $action    The admin-post action.
	 * @param string $param     The object's query parameter.
	 * @param int    $user_id   The recipient.
	 * @param int    $object_id The post or author.
	 */
	private static function link( string $action, string $param, int $user_id, int $object_id ): string {
		return add_query_arg(
			array(
				'action' => $action,
				'user'   => $user_id,
				$param   => $object_id,
				'sig'    => self::sign( $action, $user_id, (string) $object_id ),
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * The signature of a link; the comment links keep the form they were first issued with.
	 *
	 * @param string $action The admin-post action.
	 * @param int    $user_id The recipient.
	 * @param string $object  The post or author; the kind and expiry of a mail-choice link.
	 */
	private static function sign( string $action, int $user_id, string $object ): string {
		$scope = self::ACTION === $action ? 'inkwell-unsubscribe-comments' : $action;
		return substr( hash_hmac( 'sha256', "$scope|$user_id|$object", wp_salt( 'auth' ) ), 0, 32 );
	}
}
