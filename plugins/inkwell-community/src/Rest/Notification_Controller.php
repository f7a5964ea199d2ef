<?php
/**
 * The notification routes of the community API.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rest;

use Inkwell\Community\Controls\Comment_Subscription;
use Inkwell\Community\Notifications\Notification_Store;
use Inkwell\Community\Rules\Blocking;
use Inkwell\Community\Rules\Rate_Limits;
use Inkwell\Community\Storage\Relations;
use WP_REST_Request;

/**
 * POST /fup/notification/update-followers, /fup/notification/subscribe-comments and
 * /fup/notification/unsubscribe-comments (SPEC 7.1), and the notifications centre's /fup/notification/count
 * (the unseen count, asked for while a page stays open) and /fup/notification/mark-read ("mark all as
 * read"). The comment routes answer {code: 'success', data: [html]}, the HTML of the control that replaces
 * the one clicked (SPEC 4.3); update-followers marks the reader's notifications as seen.
 *
 * @since 0.1.0
 */
final class Notification_Controller extends Route_Controller {

	public const ROUTES = array(
		'/notification/update-followers'     => array( 'update_followers', true ),
		'/notification/subscribe-comments'   => array( 'subscribe', true ),
		'/notification/unsubscribe-comments' => array( 'subscribe', false ),
		'/notification/count'                => array( 'count_unseen', true ),
		'/notification/mark-read'            => array( 'mark_read', true ),
	);

	/**
	 * Creates the controller.
	 *
	 * @param Relations            $relations    The relations store.
	 * @param Comment_Subscription $subscription Renders the comment-notification control.
	 * @param Notification_Store   $store        The notifications.
	 * @param Rate_Limits          $limits       The per-person limits.
	 * @param Blocking             $blocking     The blocking rule.
	 */
	public function __construct(
		private readonly Relations $relations,
		private readonly Comment_Subscription $subscription,
		private readonly Notification_Store $store,
		Rate_Limits $limits,
		private readonly Blocking $blocking,
	) {
		parent::__construct( $limits );
	}

	/**
	 * Argument schema of a route: the post id of the comment subscriptions, nothing for the followers.
	 *
	 * @param string $path Route path.
	 * @return array<string,array<string,mixed>>
	 */
	protected function route_args( string $path ): array {
		if ( ! str_ends_with( $path, '-comments' ) ) {
			return array();
		}
		return array(
			'post' => array(
				'description' => __( 'The post id.', 'inkwell-community' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
		);
	}

	/**
	 * Marks the current user's notifications as seen: the count goes to zero.
	 *
	 * @return array{code: string, message: string, unseen: int}
	 */
	protected function update_followers(): array {
		$user_id = get_current_user_id();
		$this->store->mark_seen( $user_id );
		return array(
			'code'    => 'success',
			'message' => 'followers-updated',
			'unseen'  => 0,
		);
	}

	/**
	 * The current user's unseen count.
	 *
	 * @return array{code: string, unseen: int}
	 */
	protected function count_unseen(): array {
		return array(
			'code'   => 'success',
			'unseen' => $this->store->unseen( get_current_user_id() ),
		);
	}

	/**
	 * Marks all the current user's notifications as read.
	 *
	 * @return array{code: string, message: string, unseen: int}
	 */
	protected function mark_read(): array {
		$user_id = get_current_user_id();
		$this->store->mark_all_read( $user_id );
		return array(
			'code'    => 'success',
			'message' => 'notifications-read',
			'unseen'  => $this->store->unseen( $user_id ),
		);
	}

	/**
	 * Subscribes the current user to the comments of a post, or unsubscribes them.
	 *
	 * @param WP_REST_Request $request   The request.
	 * @param bool            $subscribe True to subscribe.
	 * @return array{code: string, data: string[]}
	 * @throws Request_Exception When a block stands between the reader and the story's author.
	 */
	protected function subscribe( WP_REST_Request $request, bool $subscribe ): array {
		$post = $this->visible_post( (int) $request['post'] );
		if ( $subscribe && $this->blocking->between( get_current_user_id(), (int) $post->post_author ) ) {
			throw Request_Exception::forbidden( 'inkwell_blocked', __( 'You cannot follow the responses to this story.', 'inkwell-community' ) );
		}
		$this->toggle( $this->relations, $subscribe, Relations::SUBSCRIBE, Relations::POST, $post->ID );
		return array(
			'code' => 'success',
			'data' => array( $this->subscription->render( $post->ID ) ),
		);
	}
}
