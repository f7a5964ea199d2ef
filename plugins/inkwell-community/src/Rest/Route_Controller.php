<?php
/**
 * Shared behaviour of the fup REST routes.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rest;

use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Base of the community controllers: the namespace, the permission check every route shares, and the
 * one place where a Request_Exception becomes a WP_Error.
 *
 * @since 0.1.0
 */
abstract class Route_Controller extends \WP_REST_Controller {

	/**
	 * The community namespace of SPEC 7.1 (no version segment).
	 *
	 * @var string
	 */
	protected $namespace = 'fup';

	/**
	 * Registers a POST route whose handler may throw Request_Exception.
	 *
	 * @param string                            $path    Route path, for example '/post/like'.
	 * @param callable                          $handler Builds the answer from the request; may throw Request_Exception.
	 * @param array<string,array<string,mixed>> $args    Argument schema.
	 */
	protected function register_action( string $path, callable $handler, array $args ): void {
		register_rest_route(
			$this->namespace,
			$path,
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => static function ( WP_REST_Request $request ) use ( $handler ) {
					try {
						return new WP_REST_Response( $handler( $request ), 200 );
					} catch ( Request_Exception $e ) {
						return new WP_Error( $e->error_code, $e->getMessage(), array( 'status' => $e->status ) );
					}
				},
				'permission_callback' => array( $this, 'check_permission' ),
				'args'                => $args,
			)
		);
	}

	/**
	 * Community calls need a logged-in user and the REST nonce in `_wpnonce` (or the X-WP-Nonce header).
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|WP_Error
	 */
	public function check_permission( WP_REST_Request $request ) {
		if ( ! is_user_logged_in() ) {
			return new WP_Error(
				'inkwell_not_logged_in',
				__( 'Please log in to do that.', 'inkwell-community' ),
				array( 'status' => rest_authorization_required_code() )
			);
		}
		$nonce = $request->get_param( '_wpnonce' ) ?? $request->get_header( 'X-WP-Nonce' );
		if ( ! is_string( $nonce ) || ! wp_verify_nonce( $nonce, 'wp_rest' ) ) {
			return new WP_Error(
				'inkwell_invalid_nonce',
				__( 'Your session has expired. Please reload the page and try again.', 'inkwell-community' ),
				array( 'status' => 403 )
			);
		}
		return true;
	}

	/**
	 * Schema of the `id` argument the object routes take.
	 *
	 * @param string $description What the id names.
	 * @return array<string,array<string,mixed>>
	 */
	protected function id_arg( string $description ): array {
		return array(
			'id' => array(
				'description' => $description,
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
		);
	}
}
