<?php
/**
 * The published popups for the block editor's popup picker.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Popups;

use WP_Error;
use WP_Post;
use WP_REST_Response;
use WP_REST_Server;

/**
 * GET /inkblocks/v1/popups: every published popup with its title and content type, for people who edit posts
 * (the Popup trigger block's picker).
 *
 * @since 0.3.0
 */
final class Popups_Controller extends \WP_REST_Controller {

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
	protected $rest_base = 'popups';

	/**
	 * Registers the route.
	 *
	 * @since 0.3.0
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
	 * Only people who can place a trigger in a post see the popups.
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		if ( current_user_can( 'edit_posts' ) ) {
			return true;
		}
		return new WP_Error( 'inkblocks_forbidden', __( 'Sorry, you are not allowed to see the popups.', 'inkblocks' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * The published popups, by title: id, title (plain text) and content type (default or post-content).
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ): WP_REST_Response {
		$popups = get_posts(
			array(
				'post_type'      => Popup_Post_Type::POST_TYPE,
				'post_status'    => 'publish',
				'has_password'   => false,
				'posts_per_page' => 100,
				'orderby'        => 'title',
				'order'          => 'ASC',
				'no_found_rows'  => true,
			)
		);
		return new WP_REST_Response(
			array_map(
				static fn ( WP_Post $popup ): array => array(
					'id'          => $popup->ID,
					'title'       => wp_strip_all_tags( $popup->post_title ),
					'contentType' => (string) Popup_Post_Type::settings( $popup->ID )['content-type'],
				),
				$popups
			)
		);
	}
}
