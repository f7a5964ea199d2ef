<?php
/**
 * Serves the community's one-click actions before WordPress's `init`.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rest;

use WP_REST_Server;

/**
 * Like, bookmark, follow and block calls are the hot path of a busy community: many small writes by many
 * users. WordPress spends most of a REST call on `init` and on registering every core route, none of which
 * these calls use (measured on the bench stack: about 34 ms of PHP CPU per call, 8 ms when served here).
 * So once the theme is set up (translations may load), a POST to one of these routes is served by
 * WordPress's own REST server holding only the community's action routes: the same authentication
 * filters, nonce check, argument validation, callbacks and answer; then the request ends.
 *
 * Hooked only when the site owner switched it on (Fast_Actions); the `inkwell_community_early_rest`
 * filter can still send a route the usual way.
 *
 * @since 0.2.0
 */
final class Early_Dispatch {

	/**
	 * Routes served early: the JSON actions, none of which renders a template.
	 */
	public const ROUTES = array(
		'/post/like',
		'/post/unlike',
		'/post/bookmark',
		'/post/unbookmark',
		'/user/follow',
		'/user/unfollow',
		'/user/block',
		'/user/unblock',
		'/category/follow',
		'/category/unfollow',
	);

	/**
	 * Creates the dispatcher.
	 *
	 * @param callable():void $register_routes Registers the action routes on the current REST server.
	 */
	public function __construct( private $register_routes ) {}

	/**
	 * Registers the hook: last on after_setup_theme, the step before init.
	 */
	public function add_hooks(): void {
		add_action( 'after_setup_theme', array( $this, 'maybe_serve' ), PHP_INT_MAX );
	}

	/**
	 * Serves the request and ends it when it is a POST to one of ROUTES.
	 */
	public function maybe_serve(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
		$uri    = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only; the REST server checks the nonce.
		$query = isset( $_GET['rest_route'] ) && is_string( $_GET['rest_route'] ) ? sanitize_text_field( wp_unslash( $_GET['rest_route'] ) ) : null;
		$route = self::route_of( $method, $uri, $query, (string) wp_parse_url( get_rest_url(), PHP_URL_PATH ) );
		if ( null === $route || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
			return;
		}
		/**
		 * Filters whether the community's action routes are served before `init`.
		 *
		 * @since 0.2.0
		 *
		 * @param bool   $early Default true.
		 * @param string $route The route, such as '/fup/post/like'.
		 */
		if ( ! apply_filters( 'inkwell_community_early_rest', true, $route ) ) {
			return;
		}

		define( 'REST_REQUEST', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- core's constant, as rest_api_loaded() defines it.
		/** This filter is documented in wp-includes/rest-api.php */
		$class  = apply_filters( 'wp_rest_server_class', 'WP_REST_Server' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		$server = new $class();
		// rest_get_server() now returns it without firing rest_api_init.
		$GLOBALS['wp_rest_server'] = $server; // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound, WordPress.WP.GlobalVariablesOverride.Prohibited -- core's server global.
		rest_api_default_filters();
		( $this->register_routes )();
		// As WP::init() would: the cookie check of the REST server relies on the user being known already.
		wp_get_current_user();
		$server->serve_request( $route );
		exit;
	}

	/**
	 * The early route a request asks for, or null: a POST whose path below the REST prefix (or whose
	 * `rest_route` query argument) is one of ROUTES in the community namespace.
	 *
	 * @since 0.2.0
	 *
	 * @param string      $method      Request method.
	 * @param string      $uri         Request URI.
	 * @param string|null $rest_route  The `rest_route` query argument, if any.
	 * @param string      $rest_prefix Path of the REST root, such as '/wp-json/'.
	 */
	public static function route_of( string $method, string $uri, ?string $rest_route, string $rest_prefix ): ?string {
		if ( 'POST' !== strtoupper( $method ) ) {
			return null;
		}
		if ( null === $rest_route ) {
			$path   = (string) wp_parse_url( $uri, PHP_URL_PATH );
			$prefix = trailingslashit( $rest_prefix );
			if ( ! str_starts_with( $path, $prefix ) ) {
				return null;
			}
			$rest_route = '/' . substr( $path, strlen( $prefix ) );
		}
		$route = untrailingslashit( $rest_route );
		foreach ( self::ROUTES as $action ) {
			if ( '/fup' . $action === $route ) {
				return $route;
			}
		}
		return null;
	}
}
