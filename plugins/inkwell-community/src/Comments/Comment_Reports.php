<?php
/**
 * Reporting comments: the action menu's report link and admin-ajax `report_comment`.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Comments;

use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Frontend\Login_Popups;
use Inkwell\Community\Frontend\Template;
use Inkwell\Community\Rules\Rate_Limits;
use Inkwell\Community\Storage\Relations;
use Inkwell\Community\Storage\Storage_Unavailable;
use WP_Comment;

/**
 * Each comment gets an action menu with a link to it and a report control (a login-popup control for
 * guests). `report_comment` (SPEC 7.2, 4.7; DESIGN 4) needs a logged-in reader and the page's nonce; a reader
 * reports a comment once and at most 5 comments in 5 minutes (Rate_Limits); when the reports reach the
 * threshold the comment goes back to moderation and the moderators are e-mailed (from WP-Cron, never inside
 * the request). A report the database does not store is answered 503 and not counted.
 *
 * @since 0.1.0
 */
final class Comment_Reports {

	/** The admin-ajax action of SPEC 7.2. */
	public const ACTION = 'report_comment';

	/** Option: reports that send a comment back to moderation. */
	public const THRESHOLD_OPTION = 'inkwell_comment_report_threshold';

	/** Default threshold (DESIGN 4). */
	public const DEFAULT_THRESHOLD = 3;

	/** The cron hook that mails the moderators about a reported comment. */
	public const HOOK = 'inkwell_send_report_notice';

	/**
	 * Creates the reports part.
	 *
	 * @param Relations   $relations The relations store (a report is a relation of a reader with a comment).
	 * @param Rate_Limits $limits    The per-person limits.
	 */
	public function __construct( private readonly Relations $relations, private readonly Rate_Limits $limits ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'answer' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'answer' ) );
		add_action( 'inkwell_comment_actions', array( $this, 'menu' ) );
		add_action( self::HOOK, array( $this, 'mail_moderators' ) );
	}

	/**
	 * Reports needed to send a comment back to moderation.
	 *
	 * @since 0.1.0
	 */
	public static function threshold(): int {
		return max( 1, (int) get_option( self::THRESHOLD_OPTION, self::DEFAULT_THRESHOLD ) );
	}

	/**
	 * Prints a comment's action menu.
	 *
	 * @param WP_Comment|mixed $comment The comment.
	 */
	public function menu( $comment ): void {
		if ( ! $comment instanceof WP_Comment || '1' !== (string) $comment->comment_approved ) {
			return;
		}
		$user_id = get_current_user_id();
		if ( ! $user_id ) {
			Assets::enqueue(); // The login popup of the guests' report control.
		}
		echo Template::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
			'comment-menu',
			array(
				'comment_id' => (int) $comment->comment_ID,
				'author'     => get_comment_author( $comment ),
				'permalink'  => get_comment_link( $comment ),
				'logged_in'  => (bool) $user_id,
				'can_report' => ! $user_id || ( (int) $comment->user_id !== $user_id && ! $this->relations->has( $user_id, Relations::REPORT, Relations::COMMENT, (int) $comment->comment_ID ) ),
				'login_url'  => Login_Popups::login_url(),
			)
		);
	}

	/**
	 * Sends the answer of a report.
	 */
	public function answer(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified in report().
		$comment_id                    = isset( $_POST['comment_id'] ) && is_numeric( $_POST['comment_id'] ) ? (int) $_POST['comment_id'] : 0;
		list( $code, $answer, $retry ) = $this->report( $comment_id );
		if ( $retry > 0 ) {
			header( 'Retry-After: ' . $retry );
		}
		wp_send_json( $answer, $code );
	}

	/**
	 * Records the current user's report of a comment; returns the HTTP status, the answer of SPEC 7.2 and
	 * the seconds of a Retry-After header (0 for none).
	 *
	 * @since 0.1.0
	 *
	 * @param int $comment_id The comment.
	 * @return array{0: int, 1: array{status: string, message: string}, 2: int}
	 */
	public function report( int $comment_id ): array {
		try {
			return Storage_Unavailable::guard( fn (): array => $this->record( $comment_id ) );
		} catch ( Storage_Unavailable ) {
			return $this->error( 503, __( 'Your report could not be saved just now. Please try again in a moment.', 'inkwell-community' ), 5 );
		}
	}

	/**
	 * The report, once the database answers.
	 *
	 * @param int $comment_id The comment.
	 * @return array{0: int, 1: array{status: string, message: string}, 2: int}
	 * @throws Storage_Unavailable When the database does not answer.
	 */
	private function record( int $comment_id ): array {
		$user_id = get_current_user_id();
		if ( ! $user_id ) {
			return $this->error( 401, __( 'Please log in to report a response.', 'inkwell-community' ) );
		}
		if ( false === check_ajax_referer( 'wp_rest', '_wpnonce', false ) ) {
			return $this->error( 403, __( 'Your session has expired. Please reload the page.', 'inkwell-community' ) );
		}
		$comment = $comment_id > 0 ? get_comment( $comment_id ) : null;
		$post    = $comment instanceof WP_Comment ? get_post( (int) $comment->comment_post_ID ) : null;
		if ( ! $comment instanceof WP_Comment || '1' !== (string) $comment->comment_approved || ! $post || ! is_post_publicly_viewable( $post ) || post_password_required( $post ) ) {
			return $this->error( 404, __( 'This response does not exist or is not public.', 'inkwell-community' ) );
		}
		if ( (int) $comment->user_id === $user_id ) {
			return $this->error( 400, __( 'You cannot report your own response.', 'inkwell-community' ) );
		}
		$wait = $this->limits->hit( $user_id, 'report' );
		if ( null !== $wait ) {
			return $this->error( 429, Rate_Limits::message( $wait ), $wait );
		}
		try {
			if ( ! $this->relations->add( $user_id, Relations::REPORT, Relations::COMMENT, $comment_id ) ) {
				return $this->error( 409, __( 'You have already reported this response.', 'inkwell-community' ) );
			}
			if ( $this->relations->count( Relations::REPORT, Relations::COMMENT, $comment_id ) >= self::threshold() ) {
				$this->hold( $comment_id );
				wp_schedule_single_event( time(), self::HOOK, array( $comment_id ) );
			}
		} catch ( Storage_Unavailable $e ) {
			try {
				$this->limits->take_back( $user_id, 'report' );
			} catch ( Storage_Unavailable ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- the database is still away: the hit stays.
			}
			throw $e;
		}
		return array(
			200,
			array(
				'status'  => 'success',
				'message' => __( 'Thank you. The moderators will look at this response.', 'inkwell-community' ),
			),
			0,
		);
	}

	/**
	 * Mails the moderators (the site's admin address and the post's author when they may moderate it) that
	 * a reported comment is back in moderation. The cron event's handler.
	 *
	 * @since 0.1.0
	 *
	 * @param int|mixed $comment_id The comment.
	 * @return int How many mails went out.
	 */
	public function mail_moderators( $comment_id ): int {
		$comment = get_comment( (int) $comment_id );
		if ( ! $comment instanceof WP_Comment ) {
			return 0;
		}
		$post_id = (int) $comment->comment_post_ID;
		$to      = array( (string) get_option( 'admin_email' ) );
		$author  = get_userdata( (int) get_post_field( 'post_author', $post_id ) );
		if ( $author && user_can( $author, 'edit_comment', (int) $comment->comment_ID ) ) {
			$to[] = $author->user_email;
		}
		$count = $this->relations->count( Relations::REPORT, Relations::COMMENT, (int) $comment->comment_ID );
		$title = wp_specialchars_decode( get_the_title( $post_id ), ENT_QUOTES );
		/* translators: %s: article title. */
		$subject = sprintf( __( 'A response to "%s" was reported', 'inkwell-community' ), $title );
		$body    = implode(
			"\n\n",
			array(
				/* translators: 1: commenter's name, 2: article title, 3: number of reports. */
				sprintf( _n( 'The response of %1$s to "%2$s" was reported %3$d time and is back in moderation:', 'The response of %1$s to "%2$s" was reported %3$d times and is back in moderation:', $count, 'inkwell-community' ), $comment->comment_author, $title, $count ),
				wp_trim_words( wp_strip_all_tags( $comment->comment_content ), 60 ),
				/* translators: %s: link to the moderation screen. */
				sprintf( __( 'Moderate it: %s', 'inkwell-community' ), admin_url( 'comment.php?action=editcomment&c=' . (int) $comment->comment_ID ) ),
			)
		);
		$sent    = 0;
		foreach ( array_unique( array_filter( $to, 'is_email' ) ) as $address ) {
			$sent += wp_mail( $address, $subject, $body ) ? 1 : 0;
		}
		return $sent;
	}

	/**
	 * Sends a comment back to moderation.
	 *
	 * @param int $comment_id The comment.
	 * @throws Storage_Unavailable When it stays public.
	 */
	private function hold( int $comment_id ): void {
		if ( wp_set_comment_status( $comment_id, 'hold' ) ) {
			return;
		}
		// False also when a concurrent report held it first: only a comment still approved is a failure.
		clean_comment_cache( $comment_id );
		if ( 'unapproved' !== wp_get_comment_status( $comment_id ) ) {
			throw new Storage_Unavailable( 'The reported comment could not be held.' );
		}
	}

	/**
	 * An error answer.
	 *
	 * @param int    $code    HTTP status.
	 * @param string $message What went wrong.
	 * @param int    $retry   Seconds of a Retry-After header, or 0.
	 * @return array{0: int, 1: array{status: string, message: string}, 2: int}
	 */
	private function error( int $code, string $message, int $retry = 0 ): array {
		return array(
			$code,
			array(
				'status'  => 'error',
				'message' => $message,
			),
			$retry,
		);
	}
}
