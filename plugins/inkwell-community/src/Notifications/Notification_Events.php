<?php
/**
 * What goes into readers' notifications, and what leaves them.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

use Inkwell\Community\Rules\Blocking;
use Inkwell\Community\Storage\Relations;
use Inkwell\Community\Storage\Storage_Unavailable;
use WP_Comment;
use WP_Post;

/**
 * Writes an event, in the request that causes it, for: a new follower, a reply to one's response, a
 * response to one's story, a like of one's story, a new story by an author one follows. Never for one's own
 * action, never between people a block stands between. An unlike or unfollow takes its event back; a block
 * removes the events between the two; a deleted person, story or response takes its events along.
 * A failed write never fails the action that caused it.
 *
 * @since 0.6.0
 */
final class Notification_Events {

	/**
	 * Creates the events.
	 *
	 * @param Notification_Store $store    The notifications table.
	 * @param Blocking           $blocking The blocking rule.
	 */
	public function __construct( private readonly Notification_Store $store, private readonly Blocking $blocking ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( Relations::ADDED, array( $this, 'on_relation_added' ), 10, 4 );
		add_action( Relations::REMOVED, array( $this, 'on_relation_removed' ), 10, 4 );
		add_action( 'wp_insert_comment', array( $this, 'on_new_comment' ), 10, 2 );
		add_action( 'transition_comment_status', array( $this, 'on_comment_status' ), 10, 3 );
		add_action( 'delete_comment', array( $this, 'on_comment_gone' ) );
		add_action( 'transition_post_status', array( $this, 'on_post_status' ), 10, 3 );
		add_action( 'before_delete_post', array( $this, 'on_post_gone' ) );
		add_action( 'deleted_user', array( $this, 'on_user_gone' ) );
	}

	/**
	 * A follow or a like tells the person followed or the story's author; a block clears the two's events.
	 *
	 * @param int|mixed    $user_id     Who acted.
	 * @param string|mixed $relation    The relation.
	 * @param string|mixed $object_type The object's type.
	 * @param int|mixed    $object_id   The object.
	 */
	public function on_relation_added( $user_id, $relation, $object_type, $object_id ): void {
		$actor = (int) $user_id;
		$event = $this->relation_event( $actor, (string) $relation, (string) $object_type, (int) $object_id );
		if ( Relations::BLOCK === $relation && Relations::USER === $object_type ) {
			$this->safely( fn () => $this->store->forget_between( $actor, (int) $object_id ) );
		} elseif ( $event && ! $this->blocking->between( $actor, $event[0] ) ) {
			$this->safely( fn () => $this->store->add( array( $event ) ) );
		}
	}

	/**
	 * An unfollow or an unlike takes its event back.
	 *
	 * @param int|mixed    $user_id     Who acted.
	 * @param string|mixed $relation    The relation.
	 * @param string|mixed $object_type The object's type.
	 * @param int|mixed    $object_id   The object.
	 */
	public function on_relation_removed( $user_id, $relation, $object_type, $object_id ): void {
		$event = $this->relation_event( (int) $user_id, (string) $relation, (string) $object_type, (int) $object_id );
		if ( $event ) {
			$this->safely( fn () => $this->store->remove( $event[0], $event[1], $event[2], $event[3] ) );
		}
	}

	/**
	 * The event of a relation: [recipient, kind, actor, object], or null when it makes none.
	 *
	 * @param int    $actor       Who acted.
	 * @param string $relation    The relation.
	 * @param string $object_type The object's type.
	 * @param int    $object_id   The object.
	 * @return array{0: int, 1: string, 2: int, 3: int}|null
	 */
	private function relation_event( int $actor, string $relation, string $object_type, int $object_id ): ?array {
		if ( Relations::FOLLOW === $relation && Relations::USER === $object_type && $object_id !== $actor ) {
			return array( $object_id, Notification_Store::FOLLOWER, $actor, 0 );
		}
		if ( Relations::LIKE === $relation && Relations::POST === $object_type ) {
			$author = (int) get_post_field( 'post_author', $object_id );
			return $author && $author !== $actor ? array( $author, Notification_Store::LIKE, $actor, $object_id ) : null;
		}
		return null;
	}

	/**
	 * A response approved on arrival.
	 *
	 * @param int|mixed  $comment_id The comment.
	 * @param WP_Comment $comment    The comment.
	 */
	public function on_new_comment( $comment_id, $comment ): void {
		if ( $comment instanceof WP_Comment && '1' === (string) $comment->comment_approved ) {
			$this->comment_approved( $comment );
		}
	}

	/**
	 * A response approved later tells its people; one leaving approval takes its events along.
	 *
	 * @param string|mixed $new_status New status.
	 * @param string|mixed $old_status Old status.
	 * @param WP_Comment   $comment    The comment.
	 */
	public function on_comment_status( $new_status, $old_status, $comment ): void {
		if ( ! $comment instanceof WP_Comment || $new_status === $old_status ) {
			return;
		}
		if ( 'approved' === $new_status ) {
			$this->comment_approved( $comment );
		} elseif ( 'approved' === $old_status ) {
			$this->on_comment_gone( (int) $comment->comment_ID );
		}
	}

	/**
	 * Tells the author of the replied response and the story's author (once each, in one insert).
	 *
	 * @param WP_Comment $comment The approved response.
	 */
	private function comment_approved( WP_Comment $comment ): void {
		$post_id = (int) $comment->comment_post_ID;
		if ( 'post' !== get_post_type( $post_id ) || ( '' !== $comment->comment_type && 'comment' !== $comment->comment_type ) ) {
			return;
		}
		$actor  = (int) $comment->user_id;
		$events = array();
		$parent = $comment->comment_parent ? get_comment( (int) $comment->comment_parent ) : null;
		$told   = array();
		if ( $parent instanceof WP_Comment && (int) $parent->user_id ) {
			$told[ (int) $parent->user_id ] = array( (int) $parent->user_id, Notification_Store::REPLY, $actor, (int) $parent->comment_ID, (int) $comment->comment_ID );
		}
		$author            = (int) get_post_field( 'post_author', $post_id );
		$told[ $author ] ??= array( $author, Notification_Store::COMMENT, $actor, $post_id, (int) $comment->comment_ID );
		foreach ( $told as $recipient => $event ) {
			if ( $recipient && $recipient !== $actor && ! $this->blocking->between( $actor, $recipient ) ) {
				$events[] = $event;
			}
		}
		$this->safely( fn () => $this->store->add( $events ) );
	}

	/**
	 * A deleted or unapproved response takes its events, and those of the replies to it, along.
	 *
	 * @param int|mixed $comment_id The comment.
	 */
	public function on_comment_gone( $comment_id ): void {
		$this->safely( fn () => $this->store->forget_comment( (int) $comment_id ) );
	}

	/**
	 * A story that becomes public tells its author's followers; one that stops being public takes its events
	 * along. Imports (the demo seed) tell nobody.
	 *
	 * @param string|mixed $new_status New status.
	 * @param string|mixed $old_status Old status.
	 * @param WP_Post      $post       The post.
	 */
	public function on_post_status( $new_status, $old_status, $post ): void {
		if ( ! $post instanceof WP_Post || 'post' !== $post->post_type || $new_status === $old_status ) {
			return;
		}
		if ( 'publish' === $new_status && ! ( defined( 'WP_IMPORTING' ) && WP_IMPORTING ) && '' === $post->post_password ) {
			$this->safely( fn () => $this->store->add_for_followers( (int) $post->post_author, (int) $post->ID ) );
		} elseif ( 'publish' === $old_status ) {
			$this->on_post_gone( (int) $post->ID );
		}
	}

	/**
	 * A deleted story takes its events along.
	 *
	 * @param int|mixed $post_id The post.
	 */
	public function on_post_gone( $post_id ): void {
		if ( 'post' === get_post_type( (int) $post_id ) ) {
			$this->safely( fn () => $this->store->forget_story( (int) $post_id ) );
		}
	}

	/**
	 * A deleted person takes every event of theirs, and for them, along.
	 *
	 * @param int|mixed $user_id The person.
	 */
	public function on_user_gone( $user_id ): void {
		$this->safely( fn () => $this->store->forget_person( (int) $user_id ) );
	}

	/**
	 * Runs a write whose failure must not fail the action that caused it.
	 *
	 * @param callable $write The write.
	 */
	private function safely( callable $write ): void {
		try {
			$write();
		} catch ( Storage_Unavailable ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- the action stands; its notification is lost, as a mail that could not be sent.
		}
	}
}
