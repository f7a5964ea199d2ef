<?php
/**
 * E-mails to the readers subscribed to a post's comments.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

use Inkwell\Community\Storage\Relations;
use WP_Comment;

/**
 * When a comment is approved (at once or later by a moderator), a WP-Cron event is queued; the event
 * mails every subscriber of the post except the comment's own author and people a block stands between
 * with them (either way).
 * Sending never runs inside the request that approved the comment, and failed recipients are retried.
 *
 * @since 0.1.0
 */
final class Comment_Notifications extends Queued_Mail {

	/** The cron hook that sends the mails of one comment. */
	public const HOOK = 'inkwell_send_comment_notifications';

	/** Most subscribers mailed for one comment. */
	private const MAX_SUBSCRIBERS = 5000;

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'wp_insert_comment', array( $this, 'on_new_comment' ), 10, 2 );
		add_action( 'transition_comment_status', array( $this, 'on_status_change' ), 10, 3 );
		add_action( self::HOOK, array( $this, 'send' ), 10, 3 );
	}

	/**
	 * Queues the mails of a comment approved on arrival.
	 *
	 * @param int|mixed  $comment_id The comment.
	 * @param WP_Comment $comment    The comment.
	 */
	public function on_new_comment( $comment_id, $comment ): void {
		if ( $comment instanceof WP_Comment && '1' === (string) $comment->comment_approved ) {
			$this->queue( (int) $comment_id );
		}
	}

	/**
	 * Queues the mails of a comment a moderator approved.
	 *
	 * @param string|mixed $new_status New status.
	 * @param string|mixed $old_status Old status.
	 * @param WP_Comment   $comment    The comment.
	 */
	public function on_status_change( $new_status, $old_status, $comment ): void {
		if ( 'approved' === $new_status && 'approved' !== $old_status && $comment instanceof WP_Comment ) {
			$this->queue( (int) $comment->comment_ID );
		}
	}

	/**
	 * Sends the mails of a comment (the cron event's handler); queues a retry for recipients that failed.
	 *
	 * @since 0.1.0
	 *
	 * @param int|mixed   $comment_id The comment.
	 * @param array|mixed $only       Recipients to retry, or empty for every subscriber.
	 * @param int|mixed   $attempt    Attempt number.
	 * @return int How many mails went out.
	 */
	public function send( $comment_id, $only = array(), $attempt = 1 ): int {
		$comment = get_comment( (int) $comment_id );
		if ( ! $comment instanceof WP_Comment || '1' !== (string) $comment->comment_approved ) {
			return 0;
		}
		$post_id    = (int) $comment->comment_post_ID;
		$recipients = $only ? array_map( 'intval', (array) $only ) : $this->relations->subjects_of( Relations::SUBSCRIBE, Relations::POST, $post_id, self::MAX_SUBSCRIBERS );
		return $this->deliver(
			(int) $comment->comment_ID,
			array_filter( $recipients, fn ( int $user_id ): bool => $this->should_mail( $user_id, $comment ) ),
			$attempt,
			fn ( int $user_id ): bool => $this->mail( $user_id, $comment )
		);
	}

	/**
	 * Whether a subscriber gets the mail of a comment: still subscribed, not its author, no block between them,
	 * and, when it is a response to their story or a reply to their response, they chose that kind at once.
	 *
	 * @param int        $user_id The subscriber.
	 * @param WP_Comment $comment The comment.
	 */
	private function should_mail( int $user_id, WP_Comment $comment ): bool {
		$author = (int) $comment->user_id;
		$user   = get_userdata( $user_id );
		$kind   = self::kind_for( $user_id, $comment );
		return $user
			&& $author !== $user_id
			&& strtolower( $user->user_email ) !== strtolower( (string) $comment->comment_author_email )
			&& $this->relations->has( $user_id, Relations::SUBSCRIBE, Relations::POST, (int) $comment->comment_post_ID )
			&& ! $this->blocking->between( $user_id, $author )
			&& ( null === $kind || Mail_Choices::immediately( $user_id, $kind ) );
	}

	/**
	 * What a comment is to a subscriber: a reply to their response, a response to their story, or neither.
	 * A reply comes first, as Notification_Events records it, so both read the same choice.
	 *
	 * @param int        $user_id The subscriber.
	 * @param WP_Comment $comment The comment.
	 */
	private static function kind_for( int $user_id, WP_Comment $comment ): ?string {
		$parent = $comment->comment_parent ? get_comment( (int) $comment->comment_parent ) : null;
		if ( $parent instanceof WP_Comment && (int) $parent->user_id === $user_id ) {
			return Notification_Store::REPLY;
		}
		return (int) get_post_field( 'post_author', (int) $comment->comment_post_ID ) === $user_id ? Notification_Store::COMMENT : null;
	}

	/**
	 * Mails one subscriber about a comment.
	 *
	 * @param int        $user_id The subscriber.
	 * @param WP_Comment $comment The comment.
	 */
	private function mail( int $user_id, WP_Comment $comment ): bool {
		$post_id     = (int) $comment->comment_post_ID;
		$unsubscribe = Unsubscribe_Link::url( $user_id, $post_id );
		$title       = wp_specialchars_decode( get_the_title( $post_id ), ENT_QUOTES );
		/* translators: 1: commenter's name, 2: article title. */
		$subject = sprintf( __( '%1$s responded to "%2$s"', 'inkwell-community' ), $comment->comment_author, $title );
		return self::mail_user(
			$user_id,
			$subject,
			array(
				/* translators: 1: commenter's name, 2: article title. */
				sprintf( __( '%1$s wrote a new response to "%2$s":', 'inkwell-community' ), $comment->comment_author, $title ),
				wp_trim_words( wp_strip_all_tags( $comment->comment_content ), 60 ),
				/* translators: %s: link to the response. */
				sprintf( __( 'Read it: %s', 'inkwell-community' ), get_comment_link( $comment ) ),
				/* translators: %s: unsubscribe link. */
				sprintf( __( 'Stop notifications for this story: %s', 'inkwell-community' ), $unsubscribe ),
			),
			$unsubscribe
		);
	}
}
