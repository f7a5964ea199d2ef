<?php
/**
 * The comment-notification control of an article.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Controls;

use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Frontend\Template;
use Inkwell\Community\Storage\Relations;

/**
 * "Notify me of new responses" / "Stop notifications": a `comment-subscription` island for logged-in
 * readers (replaced by the server's HTML after each change, SPEC 4.3), a login-popup control for guests.
 *
 * @since 0.1.0
 */
final class Comment_Subscription {

	/**
	 * Creates the control.
	 *
	 * @param Relations $relations The relations store.
	 */
	public function __construct( private readonly Relations $relations ) {
	}

	/**
	 * The control's HTML for a post.
	 *
	 * @since 0.1.0
	 *
	 * @param int $post_id The article's id.
	 */
	public function render( int $post_id ): string {
		$user_id = get_current_user_id();
		Assets::enqueue();
		return Template::render(
			'comment-subscription',
			array(
				'post_id'    => $post_id,
				'subscribed' => $user_id && $this->relations->has( $user_id, Relations::SUBSCRIBE, Relations::POST, $post_id ),
				'logged_in'  => (bool) $user_id,
				'login_url'  => wp_login_url( (string) get_permalink( $post_id ) ),
			)
		);
	}
}
