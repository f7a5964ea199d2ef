<?php
/**
 * Signed one-click unsubscribe links of the comment notifications.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

use Inkwell\Community\Storage\Relations;

/**
 * A link of the form /wp-admin/admin-post.php?action=inkwell_unsubscribe_comments&user=U&post=P&sig=S,
 * signed per user and post with the site's salts. Opening it (GET) or posting to it (RFC 8058 one-click,
 * POST) ends that user's subscription to that post without logging in.
 *
 * @since 0.1.0
 */
final class Unsubscribe_Link {

	public const ACTION = 'inkwell_unsubscribe_comments';

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
		add_action( 'admin_post_nopriv_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle' ) );
	}

	/**
	 * The unsubscribe URL of a user's subscription to a post.
	 *
	 * @since 0.1.0
	 *
	 * @param int $user_id The subscriber.
	 * @param int $post_id The post.
	 */
	public static function url( int $user_id, int $post_id ): string {
		return add_query_arg(
			array(
				'action' => self::ACTION,
				'user'   => $user_id,
				'post'   => $post_id,
				'sig'    => self::sign( $user_id, $post_id ),
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * Ends the subscription the link names and says so; refuses a link whose signature does not match.
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the signature replaces a nonce: the link is opened from a mail, logged out.
		$user_id = isset( $_REQUEST['user'] ) ? absint( $_REQUEST['user'] ) : 0;
		$post_id = isset( $_REQUEST['post'] ) ? absint( $_REQUEST['post'] ) : 0;
		$sig     = isset( $_REQUEST['sig'] ) ? sanitize_text_field( wp_unslash( $_REQUEST['sig'] ) ) : '';
		// phpcs:enable
		if ( ! $user_id || ! $post_id || ! hash_equals( self::sign( $user_id, $post_id ), $sig ) ) {
			wp_die(
				esc_html__( 'This unsubscribe link is not valid. Please use the link from your latest notification.', 'inkwell-community' ),
				esc_html__( 'Unsubscribe', 'inkwell-community' ),
				array( 'response' => 400 )
			);
		}
		$this->relations->remove( $user_id, Relations::SUBSCRIBE, Relations::POST, $post_id );
		wp_die(
			esc_html(
				sprintf(
					/* translators: %s: article title. */
					__( 'You will no longer receive notifications of new responses to "%s".', 'inkwell-community' ),
					get_the_title( $post_id )
				)
			),
			esc_html__( 'Unsubscribed', 'inkwell-community' ),
			array( 'response' => 200 )
		);
	}

	/**
	 * The signature of a user's subscription to a post.
	 *
	 * @param int $user_id The subscriber.
	 * @param int $post_id The post.
	 */
	private static function sign( int $user_id, int $post_id ): string {
		return substr( hash_hmac( 'sha256', "inkwell-unsubscribe-comments|$user_id|$post_id", wp_salt( 'auth' ) ), 0, 32 );
	}
}
