<?php
/**
 * A read-only list for a block editor picker.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Rest;

use WP_Error;
use WP_REST_Server;

/**
 * GET /inkblocks/v1/<rest_base>, answered by get_items() for people who can edit posts (the people who place
 * the block that picks from the list); everyone else gets inkblocks_forbidden.
 *
 * @since 0.3.0
 */
abstract class Editor_List_Controller extends \WP_REST_Controller {

	/**
	 * The namespace.
	 *
	 * @var string
	 */
	protected $namespace = 'inkblocks/v1';

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
	 * Only people who can edit posts see the list.
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
		return new WP_Error( 'inkblocks_forbidden', $this->forbidden_message(), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * The translated message of the refusal.
	 *
	 * @since 0.3.0
	 */
	abstract protected function forbidden_message(): string;
}
