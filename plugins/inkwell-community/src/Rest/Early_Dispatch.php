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
 * The load-more routes are served the same way when their page is in the page cache (a read that renders
 * nothing); otherwise they run the usual way, which renders the page and keeps it.
 *
 * Off until the site owner switches it on (Fast_Actions: a setting, or a constant for hosts), because plugins
 * that act on `init` never see these requests; the `inkwell_community_early_rest` filter has the last word.
 *
 * @since 0.2.0
 */
final class Early_Dispatch {

	/**
	 * Creates the dispatcher.
	 *
	 * @param string[]              $routes          The action routes served early, such as '/fup/post/like':
	 *                                               JSON actions, none of which renders a template.
	 * @param callable(string):void $register_routes Registers the action routes of a route's controller on
	 *                                               the current REST server.
	 * @param Load_More_Controller  $load_more       The load-more routes, served early when their page is cached.
	 */
	public function __construct( private readonly array $routes, private $register_routes, private readonly Load_More_Controller $load_more ) {}

	/**
	 * Registers the hooks: last on after_setup_theme, the step before init; and the early-actions drop-in's
	 * moment, before the other plugins load (Drop_In).
	 */
	public function add_hooks(): void {
		add_action( 'after_setup_theme', array( $this, 'maybe_serve' ), PHP_INT_MAX );
		add_action( Drop_In::SERVE, array( $this, 'maybe_serve' ) );
	}

	/**
	 * Serves the request and ends it when it is a POST to one of the early routes.
	 */
	public function maybe_serve(): void {
		$cached = Load_More_Controller::routes();
		$route  = self::requested_route( array_merge( $this->routes, $cached ) );
		if ( null === $route || ! self::enabled( $route ) ) {
			return;
		}
		$cached = in_array( $route, $cached, true );
		if ( $cached && ! $this->load_more->is_cached( $route ) ) {
			return;
		}

		define( 'REST_REQUEST', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- core's constant, as rest_api_loaded() defines it.
		/** This filter is documented in wp-includes/rest-api.php */
		$class  = apply_filters( 'wp_rest_server_class', 'WP_REST_Server' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		$server = new $class();
		// rest_get_server() now returns it without firing rest_api_init.
		$GLOBALS['wp_rest_server'] = $server; // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound, WordPress.WP.GlobalVariablesOverride.Prohibited -- core's server global.
		rest_api_default_filters();
		if ( $cached ) {
			$this->load_more->register_routes();
		} else {
			( $this->register_routes )( $route );
		}
		// As WP::init() would: the cookie check of the REST server relies on the user being known already.
		wp_get_current_user();
		$server->serve_request( $route );
		exit;
	}

	/**
	 * Whether a call may be served before `init`: the one switch of the community's fast paths.
	 *
	 * @since 0.2.0
	 *
	 * @param string $route The route, such as '/fup/post/like', or 'admin-ajax:<action>'.
	 */
	public static function enabled( string $route ): bool {
		/**
		 * Filters whether the community's action routes are served before `init`.
		 *
		 * @since 0.2.0
		 *
		 * @param bool   $early Whether the site owner switched fast actions on (Fast_Actions::enabled()).
		 * @param string $route The route, such as '/fup/post/like', or 'admin-ajax:inkwell_widget_get_posts'.
		 */
		return (bool) apply_filters( 'inkwell_community_early_rest', Fast_Actions::enabled(), $route );
	}

	/**
	 * The route among the given ones that the current request POSTs to, or null; also null when a REST
	 * request is already under way.
	 *
	 * @since 0.6.0
	 *
	 * @param string[] $routes The routes served early.
	 */
	public static function requested_route( array $routes ): ?string {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
		// Every page view passes here: anything but a POST is none of this path's business.
		if ( 'POST' !== $method || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
			return null;
		}
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only; the REST server checks the nonce.
		$query = isset( $_GET['rest_route'] ) && is_string( $_GET['rest_route'] ) ? sanitize_text_field( wp_unslash( $_GET['rest_route'] ) ) : null;
		return self::route_of( $method, $uri, $query, (string) wp_parse_url( get_rest_url(), PHP_URL_PATH ), $routes );
	}

	/**
	 * The early route a request asks for, or null: a POST whose path below the REST prefix (or whose
	 * `rest_route` query argument) is one of the given routes.
	 *
	 * @since 0.2.0
	 *
	 * @param string      $method      Request method.
	 * @param string      $uri         Request URI.
	 * @param string|null $rest_route  The `rest_route` query argument, if any.
	 * @param string      $rest_prefix Path of the REST root, such as '/wp-json/'.
	 * @param string[]    $routes      The routes served early.
	 */
	public static function route_of( string $method, string $uri, ?string $rest_route, string $rest_prefix, array $routes ): ?string {
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
		return in_array( $route, $routes, true ) ? $route : null;
	}
}
