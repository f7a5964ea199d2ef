<?php
/**
 * What a block stops and what it hides.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rules;

use Inkwell\Community\Storage\Relations;
use WP_Comment;
use WP_Error;
use WP_Query;

/**
 * The blocking rule, written once: while a block stands between two people (either blocked the other),
 * neither may follow the other, subscribe to the responses of the other's stories, respond to the
 * other's stories or reply to the other's responses, and neither is notified of the other's doings.
 * The follow and subscription routes and the notification mails ask between(); the comment rules of
 * WordPress (every way a comment arrives) and its post author notice are filtered here.
 *
 * Display: hides the comments of people the current user blocked, and keeps their stories out of the
 * listings the current user browses (home, topics, tags, search). Their own profile page still shows them.
 *
 * @since 0.1.0
 */
final class Blocking {

	/** Most blocked people applied to a query. */
	private const MAX_BLOCKED = 1000;

	/**
	 * Creates the filters.
	 *
	 * @param Relations $relations The relations store.
	 */
	public function __construct( private readonly Relations $relations ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_filter( 'comments_array', array( $this, 'filter_comments' ) );
		add_action( 'pre_get_posts', array( $this, 'filter_listing' ) );
		// Before the other checks of core and of the attachments, so a refused response stores no image.
		add_filter( 'pre_comment_approved', array( $this, 'check_comment' ), 5, 2 );
		add_filter( 'notify_post_author', array( $this, 'filter_author_notice' ), 10, 2 );
		add_filter( 'rest_request_after_callbacks', array( $this, 'rest_status' ) );
	}

	/**
	 * Whether a block stands between two people, in either direction.
	 *
	 * @since 0.5.0
	 *
	 * @param int $one   A person.
	 * @param int $other Another person.
	 */
	public function between( int $one, int $other ): bool {
		return $one > 0 && $other > 0 && $one !== $other
			&& ( $this->relations->has( $one, Relations::BLOCK, Relations::USER, $other ) || $this->relations->has( $other, Relations::BLOCK, Relations::USER, $one ) );
	}

	/**
	 * Refuses a response to the story or the response of someone a block stands between: WordPress runs
	 * this for every comment it stores (the ajax form, wp-comments-post.php, the REST API).
	 *
	 * @param int|string|WP_Error|mixed $approved     Approval so far.
	 * @param array<string,mixed>       $comment_data The comment.
	 * @return int|string|WP_Error|mixed
	 */
	public function check_comment( $approved, $comment_data ) {
		$user_id = (int) ( $comment_data['user_id'] ?? 0 );
		if ( is_wp_error( $approved ) || ! $user_id ) {
			return $approved;
		}
		$author = (int) get_post_field( 'post_author', (int) ( $comment_data['comment_post_ID'] ?? 0 ) );
		if ( $this->between( $user_id, $author ) ) {
			return new WP_Error( 'inkwell_blocked', __( 'You cannot respond to this story.', 'inkwell-community' ), 403 );
		}
		$parent = get_comment( (int) ( $comment_data['comment_parent'] ?? 0 ) );
		if ( $parent instanceof WP_Comment && $this->between( $user_id, (int) $parent->user_id ) ) {
			return new WP_Error( 'inkwell_blocked', __( 'You cannot reply to this response.', 'inkwell-community' ), 403 );
		}
		return $approved;
	}

	/**
	 * Gives the comments API the status of a refusal: comment rules carry it as a bare number (as
	 * wp-comments-post.php reads it), which the REST server would answer as a 500.
	 *
	 * @param mixed $response The route's answer.
	 * @return mixed
	 */
	public function rest_status( $response ) {
		if ( $response instanceof WP_Error && 'inkwell_blocked' === $response->get_error_code() && is_int( $response->get_error_data() ) ) {
			return new WP_Error( 'inkwell_blocked', $response->get_error_message(), array( 'status' => $response->get_error_data() ) );
		}
		return $response;
	}

	/**
	 * Keeps WordPress from e-mailing a story's author about a response of someone a block stands between
	 * (one stored before the block, approved later).
	 *
	 * @param bool|mixed $notify     Whether to notify.
	 * @param int|mixed  $comment_id The comment.
	 */
	public function filter_author_notice( $notify, $comment_id ): bool {
		$comment = get_comment( (int) $comment_id );
		if ( ! $notify || ! $comment instanceof WP_Comment ) {
			return (bool) $notify;
		}
		return ! $this->between( (int) $comment->user_id, (int) get_post_field( 'post_author', (int) $comment->comment_post_ID ) );
	}

	/**
	 * Drops comments (and the replies under them) written by people the current user blocked.
	 *
	 * @param WP_Comment[]|mixed $comments The post's comments.
	 * @return WP_Comment[]
	 */
	public function filter_comments( $comments ): array {
		$blocked  = $this->blocked();
		$comments = (array) $comments;
		if ( ! $blocked ) {
			return $comments;
		}
		$hidden = array();
		foreach ( $comments as $comment ) {
			if ( $comment instanceof WP_Comment && ( in_array( (int) $comment->user_id, $blocked, true ) || isset( $hidden[ (int) $comment->comment_parent ] ) ) ) {
				$hidden[ (int) $comment->comment_ID ] = true;
			}
		}
		return array_values( array_filter( $comments, static fn ( $c ): bool => ! ( $c instanceof WP_Comment && isset( $hidden[ (int) $c->comment_ID ] ) ) ) );
	}

	/**
	 * Keeps blocked authors' stories out of the main listings.
	 *
	 * @param WP_Query $query The query.
	 */
	public function filter_listing( WP_Query $query ): void {
		if ( is_admin() || ! $query->is_main_query() || ! ( $query->is_home() || $query->is_category() || $query->is_tag() || $query->is_search() ) ) {
			return;
		}
		$blocked = $this->blocked();
		if ( $blocked ) {
			$query->set( 'author__not_in', array_merge( (array) $query->get( 'author__not_in' ), $blocked ) );
		}
	}

	/**
	 * The ids of the people the current user blocked.
	 *
	 * @return int[]
	 */
	private function blocked(): array {
		$user_id = get_current_user_id();
		return $user_id ? $this->relations->objects_of( $user_id, Relations::BLOCK, Relations::USER, self::MAX_BLOCKED ) : array();
	}
}
