<?php
/**
 * E-mails to an author's followers when the author publishes a story.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

use Inkwell\Community\Storage\Relations;
use WP_Post;

/**
 * When a post is published (at once or when its schedule comes), a WP-Cron event is queued; the event
 * mails every follower of its author who still follows them, has not muted their mails and is not
 * blocked either way. Sending never runs inside the request that published the post; failed recipients
 * are retried.
 *
 * @since 0.1.0
 */
final class Follower_Mail extends Queued_Mail {

	/** The cron hook that sends the mails of one post. */
	public const HOOK = 'inkwell_send_follower_notifications';

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'transition_post_status', array( $this, 'on_transition' ), 10, 3 );
		add_action( self::HOOK, array( $this, 'send' ), 10, 3 );
	}

	/**
	 * Queues the mails of a post that has just become public; imports (the demo seed) mail nobody.
	 *
	 * @param string|mixed $new_status New status.
	 * @param string|mixed $old_status Old status.
	 * @param WP_Post      $post       The post.
	 */
	public function on_transition( $new_status, $old_status, $post ): void {
		if ( 'publish' !== $new_status || 'publish' === $old_status || ! $post instanceof WP_Post || 'post' !== $post->post_type || ( defined( 'WP_IMPORTING' ) && WP_IMPORTING ) ) {
			return;
		}
		if ( $this->relations->count( Relations::FOLLOW, Relations::USER, (int) $post->post_author ) > 0 ) {
			$this->queue( (int) $post->ID );
		}
	}

	/**
	 * Sends the mails of a post (the cron event's handler); queues a retry for recipients that failed.
	 *
	 * @since 0.1.0
	 *
	 * @param int|mixed   $post_id The post.
	 * @param array|mixed $only    Recipients to retry, or empty for every follower.
	 * @param int|mixed   $attempt Attempt number.
	 * @return int How many mails went out.
	 */
	public function send( $post_id, $only = array(), $attempt = 1 ): int {
		$post = get_post( (int) $post_id );
		if ( ! $post instanceof WP_Post || 'publish' !== $post->post_status || '' !== $post->post_password ) {
			return 0;
		}
		$author     = (int) $post->post_author;
		$recipients = $only ? array_map( 'intval', (array) $only ) : $this->relations->subjects_of( Relations::FOLLOW, Relations::USER, $author, Notification_Store::MAX_FOLLOWERS );
		return $this->deliver(
			$post->ID,
			array_filter( $recipients, fn ( int $user_id ): bool => $this->should_mail( $user_id, $author ) ),
			$attempt,
			fn ( int $user_id ): bool => $this->mail( $user_id, $post )
		);
	}

	/**
	 * Whether a follower gets the mail: still following, not muted, no block either way, and chose to be
	 * mailed about new stories at once.
	 *
	 * @param int $user_id The follower.
	 * @param int $author  The author.
	 */
	private function should_mail( int $user_id, int $author ): bool {
		return $user_id !== $author
			&& get_userdata( $user_id )
			&& $this->relations->has( $user_id, Relations::FOLLOW, Relations::USER, $author )
			&& ! $this->relations->has( $user_id, Relations::MUTE, Relations::USER, $author )
			&& ! $this->blocking->between( $user_id, $author )
			&& Mail_Choices::immediately( $user_id, Notification_Store::STORY );
	}

	/**
	 * Mails one follower about a post.
	 *
	 * @param int     $user_id The follower.
	 * @param WP_Post $post    The post.
	 */
	private function mail( int $user_id, WP_Post $post ): bool {
		$author      = get_userdata( (int) $post->post_author );
		$name        = $author ? $author->display_name : '';
		$unsubscribe = Unsubscribe_Link::followers_url( $user_id, (int) $post->post_author );
		$title       = wp_specialchars_decode( get_the_title( $post ), ENT_QUOTES );
		/* translators: 1: author's name, 2: article title. */
		$subject = sprintf( __( '%1$s published "%2$s"', 'inkwell-community' ), $name, $title );
		return self::mail_user(
			$user_id,
			$subject,
			array(
				/* translators: 1: author's name, 2: article title. */
				sprintf( __( '%1$s, whom you follow, published a new story: "%2$s".', 'inkwell-community' ), $name, $title ),
				wp_trim_words( wp_strip_all_tags( (string) get_the_excerpt( $post ) ), 50 ),
				/* translators: %s: link to the story. */
				sprintf( __( 'Read it: %s', 'inkwell-community' ), get_permalink( $post ) ),
				/* translators: 1: author's name, 2: unsubscribe link. */
				sprintf( __( 'Stop e-mails about new stories by %1$s: %2$s', 'inkwell-community' ), $name, $unsubscribe ),
			),
			$unsubscribe
		);
	}
}
