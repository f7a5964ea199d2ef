<?php
/**
 * The mailing lists for the block editor's list picker.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Newsletter;

use WP_Error;
use WP_REST_Response;
use WP_REST_Server;

/**
 * GET /inkblocks/v1/newsletter-lists: every list with its subscriber counts, for people who edit posts.
 *
 * @since 0.2.0
 */
final class Lists_Controller extends \WP_REST_Controller {

	/**
	 * The namespace.
	 *
	 * @var string
	 */
	protected $namespace = 'inkblocks/v1';

	/**
	 * The resource base.
	 *
	 * @var string
	 */
	protected $rest_base = 'newsletter-lists';

	/**
	 * Creates the controller.
	 *
	 * @param Subscribers $subscribers Storage.
	 */
	public function __construct( private readonly Subscribers $subscribers ) {
	}

	/**
	 * Registers the route.
	 *
	 * @since 0.2.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_items' ),
				'permission_callback' => array( $this, 'get_items_permissions_check' ),
			)
		);
	}

	/**
	 * Only people who can place a form in a post see the lists.
	 *
	 * @since 0.2.0
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		if ( current_user_can( 'edit_posts' ) ) {
			return true;
		}
		return new WP_Error( 'inkblocks_forbidden', __( 'Sorry, you are not allowed to see the mailing lists.', 'inkblocks' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * Every list: id, name and the number of confirmed, pending and unsubscribed subscribers.
	 *
	 * @since 0.2.0
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ): WP_REST_Response {
		return new WP_REST_Response( $this->subscribers->lists_with_counts() );
	}
}
