<?php
/**
 * The "notify me of new responses" checkbox of the comment form.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Comments;

use Inkwell\Community\Frontend\Template;
use Inkwell\Community\Rules\Blocking;
use Inkwell\Community\Storage\Relations;
use Inkwell\Community\Storage\Storage_Unavailable;

/**
 * A logged-in reader's comment form carries a checkbox (SPEC 2.1, 3: "checkboxes, for example a
 * subscription option") ticked while they follow the story's responses; posting the form with it ticked
 * subscribes them, unticked unsubscribes them. It is the same subscription the separate control toggles,
 * so both show one state (the comments bundle keeps them in step on the page).
 *
 * @since 0.6.0
 */
final class Subscription_Field {

	/** The checkbox's name. */
	public const FIELD = 'inkwell_subscribe';

	/** The nonce field that proves the form was the reader's own. */
	public const NONCE = 'inkwell_subscribe_nonce';

	/**
	 * Creates the field.
	 *
	 * @param Relations $relations The relations store.
	 * @param Blocking  $blocking  The blocking rule: nobody follows the responses of a story a block stands between.
	 */
	public function __construct( private readonly Relations $relations, private readonly Blocking $blocking ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		// After the attachments: the checkbox sits last, above the submit button.
		add_filter( 'comment_form_field_comment', array( $this, 'add_field' ), 20 );
		add_action( 'comment_post', array( $this, 'apply' ), 10, 3 );
	}

	/**
	 * The nonce action of a story's checkbox.
	 *
	 * @param int $post_id The story.
	 */
	public static function nonce_action( int $post_id ): string {
		return 'inkwell_comment_subscription_' . $post_id;
	}

	/**
	 * Appends the checkbox to a logged-in reader's form under an article.
	 *
	 * @param string|mixed $field The comment field's HTML so far.
	 */
	public function add_field( $field ): string {
		$post_id = (int) get_the_ID();
		$user_id = get_current_user_id();
		if ( ! $user_id || ! $post_id || 'post' !== get_post_type( $post_id ) ) {
			return (string) $field;
		}
		return $field . Template::render(
			'comment-subscription-field',
			array(
				'post_id'    => $post_id,
				'name'       => self::FIELD,
				'subscribed' => $this->relations->has( $user_id, Relations::SUBSCRIBE, Relations::POST, $post_id ),
				'nonce'      => wp_nonce_field( self::nonce_action( $post_id ), self::NONCE, false, false ),
			)
		);
	}

	/**
	 * Subscribes or unsubscribes the author of a stored comment as their form said; a form without the
	 * checkbox (a guest's, another client's) changes nothing.
	 *
	 * @param int|mixed                 $comment_id The comment.
	 * @param int|string|mixed          $approved   Its approval.
	 * @param array<string,mixed>|mixed $data       The comment's data.
	 */
	public function apply( $comment_id, $approved, $data ): void {
		$user_id = get_current_user_id();
		$post_id = is_array( $data ) ? (int) ( $data['comment_post_ID'] ?? 0 ) : 0;
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified right here.
		$nonce = isset( $_POST[ self::NONCE ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE ] ) ) : '';
		$on    = ! empty( $_POST[ self::FIELD ] );
		// phpcs:enable
		if ( ! $user_id || ! $post_id || 'spam' === $approved || ! wp_verify_nonce( $nonce, self::nonce_action( $post_id ) ) ) {
			return;
		}
		if ( $on && $this->blocking->between( $user_id, (int) get_post_field( 'post_author', $post_id ) ) ) {
			return;
		}
		try {
			if ( $on ) {
				$this->relations->add( $user_id, Relations::SUBSCRIBE, Relations::POST, $post_id );
			} else {
				$this->relations->remove( $user_id, Relations::SUBSCRIBE, Relations::POST, $post_id );
			}
		} catch ( Storage_Unavailable ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- the response is stored; the choice stays as it was and the control shows it.
		}
	}
}
