<?php
/**
 * Shared behaviour of the fup REST routes.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rest;

use Inkwell\Community\Rules\Rate_Limits;
use Inkwell\Community\Storage\Relations;
use Inkwell\Community\Storage\Storage_Unavailable;
use WP_Error;
use WP_Post;
use WP_Term;
use WP_User;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Base of the community controllers: the namespace, the routes each controller declares in ROUTES (which
 * the early dispatcher reads too), the permission check every route shares, and answer(), the one place
 * where every route is answered: the per-person limit of its action is counted there, a failed read or
 * write becomes a 503 (and its hit is taken back), and a Request_Exception becomes a WP_Error.
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
	 * The controller's routes, the one list of them: path => the method that answers it, and whether it
	 * does (true) or undoes (false) its action. Every route is a POST of SPEC 7.1.
	 *
	 * @var array<string, array{0: string, 1: bool}>
	 */
	public const ROUTES = array();

	/**
	 * Creates the controller.
	 *
	 * @param Rate_Limits $limits The per-person limits; the bucket of a route is the method ROUTES names.
	 */
	public function __construct( protected readonly Rate_Limits $limits ) {
	}

	/**
	 * Registers the routes of ROUTES, each answered by answer().
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		foreach ( array_keys( static::ROUTES ) as $path ) {
			register_rest_route(
				$this->namespace,
				$path,
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'answer' ),
					'permission_callback' => array( $this, 'check_permission' ),
					'args'                => $this->route_args( $path ),
				)
			);
		}
	}

	/**
	 * The argument schema of a route.
	 *
	 * @param string $path Route path, for example '/post/like'.
	 * @return array<string,array<string,mixed>>
	 */
	abstract protected function route_args( string $path ): array;

	/**
	 * The full routes of the controller, such as '/fup/post/like'.
	 *
	 * @since 0.4.0
	 *
	 * @return list<string>
	 */
	public static function routes(): array {
		return array_map( static fn ( string $path ): string => '/fup' . $path, array_keys( static::ROUTES ) );
	}

	/**
	 * Answers a route with the method ROUTES names for it, within the person's limit of that action; the
	 * one place where a Request_Exception becomes a WP_Error and a failed query a 503.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function answer( WP_REST_Request $request ): WP_REST_Response {
		list( $method, $on ) = static::ROUTES[ substr( $request->get_route(), strlen( '/' . $this->namespace ) ) ];
		try {
			$data = Storage_Unavailable::guard( fn () => $this->within_limit( get_current_user_id(), $method, fn () => $this->$method( $request, $on ) ) );
			return new WP_REST_Response( $data, 200 );
		} catch ( Request_Exception $e ) {
			$response = rest_convert_error_to_response( new WP_Error( $e->error_code, $e->getMessage(), array( 'status' => $e->status ) ) );
			if ( $e->retry_after > 0 ) {
				$response->header( 'Retry-After', (string) $e->retry_after );
			}
			return $response;
		}
	}

	/**
	 * Runs an action when the person is within its limit; a failed query takes the hit back.
	 *
	 * @param int      $user_id The person.
	 * @param string   $bucket  The action's limit.
	 * @param callable $run     The action; returns its answer.
	 * @return array<string,mixed> Its answer.
	 * @throws Request_Exception When the limit is reached or the database does not answer.
	 */
	private function within_limit( int $user_id, string $bucket, callable $run ): array {
		try {
			$wait = $this->limits->hit( $user_id, $bucket );
		} catch ( Storage_Unavailable ) {
			throw Request_Exception::unavailable();
		}
		if ( null !== $wait ) {
			throw Request_Exception::too_many( Rate_Limits::message( $wait ), $wait );
		}
		try {
			return $run();
		} catch ( Storage_Unavailable ) {
			try {
				$this->limits->take_back( $user_id, $bucket );
			} catch ( Storage_Unavailable ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- the database is still away: the hit stays, nothing else is lost.
			}
			throw Request_Exception::unavailable();
		}
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

	/**
	 * Adds or removes a relation of the current user.
	 *
	 * @param Relations $relations   The relations store.
	 * @param bool      $add         True to add, false to remove.
	 * @param string    $relation    One of the relation constants.
	 * @param string    $object_type One of the object type constants.
	 * @param int       $object_id   The object's id.
	 */
	protected function toggle( Relations $relations, bool $add, string $relation, string $object_type, int $object_id ): void {
		if ( $add ) {
			$relations->add( get_current_user_id(), $relation, $object_type, $object_id );
		} else {
			$relations->remove( get_current_user_id(), $relation, $object_type, $object_id );
		}
	}

	/**
	 * The published, publicly viewable article with this id.
	 *
	 * @param int $id Post id.
	 * @throws Request_Exception When there is no such article.
	 */
	protected function visible_post( int $id ): WP_Post {
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post || 'post' !== $post->post_type || 'publish' !== $post->post_status
			|| ! is_post_publicly_viewable( $post ) || post_password_required( $post ) ) {
			throw Request_Exception::not_found( __( 'That article does not exist or is not published.', 'inkwell-community' ) );
		}
		return $post;
	}

	/**
	 * The existing user with this id.
	 *
	 * @param int $id User id.
	 * @throws Request_Exception When there is no such user.
	 */
	protected function existing_user( int $id ): WP_User {
		$user = get_userdata( $id );
		if ( ! $user instanceof WP_User ) {
			throw Request_Exception::not_found( __( 'That person does not exist.', 'inkwell-community' ) );
		}
		return $user;
	}

	/**
	 * The existing category with this id.
	 *
	 * @param int $id Term id.
	 * @throws Request_Exception When there is no such category.
	 */
	protected function existing_category( int $id ): WP_Term {
		$term = get_term( $id, 'category' );
		if ( ! $term instanceof WP_Term ) {
			throw Request_Exception::not_found( __( 'That topic does not exist.', 'inkwell-community' ) );
		}
		return $term;
	}
}
