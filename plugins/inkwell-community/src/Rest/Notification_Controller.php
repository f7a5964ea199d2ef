<?php
/**
 * The notification routes of the community API.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rest;

use Inkwell\Community\Frontend\Comment_Subscription;
use Inkwell\Community\Notifications\Follower_Notifications;
use Inkwell\Community\Storage\Relations;
use WP_REST_Request;

/**
 * POST /fup/notification/update-followers, /fup/notification/subscribe-comments and
 * /fup/notification/unsubscribe-comments. The comment routes answer {code: 'success', data: [html]},
 * the HTML of the control that replaces the one clicked (SPEC 4.3).
 *
 * @since 0.1.0
 */
final class Notification_Controller extends Route_Controller {

	/**
	 * Creates the controller.
	 *
	 * @param Relations              $relations    The relations store.
	 * @param Comment_Subscription   $subscription Renders the comment-notification control.
	 * @param Follower_Notifications $followers    The follower notifications.
	 */
	public function __construct(
		private readonly Relations $relations,
		private readonly Comment_Subscription $subscription,
		private readonly Follower_Notifications $followers,
	) {
	}

	/**
	 * Registers the routes.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		$post = array(
			'post' => array(
				'description' => __( 'The post id.', 'inkwell-community' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
		);
		$this->register_action( '/notification/update-followers', fn() => $this->update_followers(), array() );
		$this->register_action( '/notification/subscribe-comments', fn( WP_REST_Request $r ) => $this->subscribe( $r, true ), $post );
		$this->register_action( '/notification/unsubscribe-comments', fn( WP_REST_Request $r ) => $this->subscribe( $r, false ), $post );
	}

	/**
	 * Marks the current user's follower notifications as seen.
	 *
	 * @return array{code: string, message: string, unseen: int}
	 */
	private function update_followers(): array {
		$user_id = get_current_user_id();
		$this->followers->mark_seen( $user_id );
		return array(
			'code'    => 'success',
			'message' => 'followers-updated',
			'unseen'  => $this->followers->unseen( $user_id ),
		);
	}

	/**
	 * Subscribes the current user to the comments of a post, or unsubscribes them.
	 *
	 * @param WP_REST_Request $request   The request.
	 * @param bool            $subscribe True to subscribe.
	 * @return array{code: string, data: string[]}
	 */
	private function subscribe( WP_REST_Request $request, bool $subscribe ): array {
		$post = $this->visible_post( (int) $request['post'] );
		$this->toggle( $this->relations, $subscribe, Relations::SUBSCRIBE, Relations::POST, $post->ID );
		return array(
			'code' => 'success',
			'data' => array( $this->subscription->render( $post->ID ) ),
		);
	}
}
