<?php
/**
 * The ajax comment submission of SPEC 7.2.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Comments;

use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Storage\Storage_Unavailable;
use WP_Comment;
use WP_Error;

/**
 * Answers admin-ajax `inkwell_post_comment`: runs core's wp_handle_comment_submission() (so every core rule
 * applies: closed comments, flood, duplicates, moderation, disallowed words, required fields; attachments are
 * checked and stored by Comment_Attachments on core's hooks) and answers the JSON of SPEC 7.2. The form keeps
 * wp-comments-post.php as its printed action for browsers without JavaScript; the script switches it to
 * this action.
 *
 * @since 0.1.0
 */
final class Comment_Submission {

	/** The admin-ajax action. */
	public const ACTION = 'inkwell_post_comment';

	/**
	 * Creates the submission handler.
	 *
	 * @param Comment_Renderer $renderer Renders the new comment.
	 */
	public function __construct( private readonly Comment_Renderer $renderer ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'answer' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'answer' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), 20 );
		add_action( 'comment_form', array( $this, 'print_ajax_url' ) );
		add_filter( 'comment_form_submit_field', array( $this, 'add_response_area' ) );
	}

	/**
	 * Puts the response area, where the script shows the server's messages, above the submit button.
	 *
	 * @param string|mixed $field The submit field's HTML.
	 */
	public function add_response_area( $field ): string {
		return '<div class="inkwell-comment-form__response" data-inkwell-comment-response aria-live="polite"></div>' . $field;
	}

	/**
	 * The URL the script posts the form to.
	 *
	 * @since 0.1.0
	 */
	public static function url(): string {
		return add_query_arg( 'action', self::ACTION, admin_url( 'admin-ajax.php' ) );
	}

	/**
	 * Loads the comments script and style where comments are shown (the form, the report links).
	 */
	public function enqueue(): void {
		if ( is_singular() && ( comments_open() || get_comments_number() ) ) {
			wp_enqueue_script( Assets::COMMENTS_HANDLE );
			wp_enqueue_style( Assets::COMMENTS_HANDLE );
		}
	}

	/**
	 * Prints, inside the form, the action the script switches the form to.
	 */
	public function print_ajax_url(): void {
		printf( '<input type="hidden" data-inkwell-ajax-action value="%s" disabled>', esc_url( self::url() ) );
	}

	/**
	 * Sends the answer of the posted form.
	 */
	public function answer(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- comment forms carry no nonce; core's checks apply.
		list( $status, $answer ) = $this->submit( wp_unslash( $_POST ) );
		wp_send_json( $answer, $status );
	}

	/**
	 * Posts a comment from the form's fields; returns the HTTP status and the answer of SPEC 7.2.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $fields The form's fields, unslashed.
	 * @return array{0: int, 1: array{status: string, reply_to: string, data: string, comment_status: string}}
	 */
	public function submit( array $fields ): array {
		$reply_to = (string) absint( $fields['comment_parent'] ?? 0 );
		try {
			$comment = Storage_Unavailable::guard( static fn () => wp_handle_comment_submission( $fields ) );
		} catch ( Storage_Unavailable ) {
			$comment = new WP_Error( 'inkwell_unavailable', __( 'Your response could not be saved just now. Please try again in a moment.', 'inkwell-community' ), 503 );
		}
		if ( ! $comment instanceof WP_Comment && ! $comment instanceof WP_Error ) {
			// Stored and removed again, because its images could not be stored (Comment_Attachments).
			$comment = new WP_Error( 'inkwell_attachments_not_stored', Comment_Attachments::not_stored_message(), 503 );
		}
		if ( $comment instanceof WP_Error ) {
			list( $code, $message ) = $this->describe( $comment );
			return array(
				$code,
				array(
					'status'         => 'error',
					'reply_to'       => $reply_to,
					'data'           => '<p class="inkwell-comment-error" role="alert">' . wp_kses_post( $message ) . '</p>',
					'comment_status' => '',
				),
			);
		}
		/** This action is documented in wp-comments-post.php */
		do_action( 'set_comment_cookies', $comment, wp_get_current_user(), isset( $fields['wp-comment-cookies-consent'] ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook, fired as wp-comments-post.php does.
		return array(
			200,
			array(
				'status'         => 'success',
				'reply_to'       => (string) (int) $comment->comment_parent,
				'data'           => $this->renderer->render( $comment ),
				'comment_status' => (string) wp_get_comment_status( $comment ),
			),
		);
	}

	/**
	 * The HTTP status and message of a refusal. Core leaves a few refusals without a message (it exits
	 * silently for them on wp-comments-post.php); the reader gets one here.
	 *
	 * @param WP_Error $error The refusal.
	 * @return array{0: int, 1: string}
	 */
	private function describe( WP_Error $error ): array {
		$status  = (int) $error->get_error_data();
		$message = $error->get_error_message();
		if ( in_array( $error->get_error_code(), array( 'db_insert_error', 'comment_save_error' ), true ) ) {
			// The database refused the comment: nothing was stored, try again later.
			$status = 503;
		}
		if ( '' === $message ) {
			$silent                   = array(
				'comment_id_not_found'          => array( 404, __( 'This story cannot be found.', 'inkwell-community' ) ),
				'comment_on_trash'              => array( 404, __( 'This story cannot be found.', 'inkwell-community' ) ),
				'comment_on_draft'              => array( 403, __( 'This story is not published yet.', 'inkwell-community' ) ),
				'comment_on_password_protected' => array( 403, __( 'Please enter the story\'s password before responding.', 'inkwell-community' ) ),
			);
			list( $status, $message ) = $silent[ $error->get_error_code() ] ?? array( 400, __( 'Your response could not be posted.', 'inkwell-community' ) );
		}
		return array( $status >= 400 ? $status : 200, $message );
	}
}
