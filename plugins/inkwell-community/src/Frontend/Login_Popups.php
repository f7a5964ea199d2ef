<?php
/**
 * The login and register popups of guests.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Frontend;

/**
 * Prints the two <dialog> popups (SPEC 2.6) at the end of a guest's page whenever the React-free
 * community-base bundle (which drives them) is on it: real WordPress log-in (wp-login.php) and, when
 * the site allows it, registration, with errors shown in the popup. The same markup for every guest,
 * so the page stays cacheable.
 *
 * @since 0.1.0
 */
final class Login_Popups {

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'wp_footer', array( $this, 'print' ), 5 );
	}

	/**
	 * Prints the popups for guests on pages with community controls.
	 */
	public function print(): void {
		if ( is_user_logged_in() || ! wp_script_is( Assets::BASE_HANDLE, 'enqueued' ) ) {
			return;
		}
		echo Template::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
			'login-popups',
			array(
				'redirect'     => self::current_url(),
				'can_register' => (bool) get_option( 'users_can_register' ),
			)
		);
	}

	/**
	 * The URL of the page being viewed, to come back to after logging in.
	 *
	 * @since 0.1.0
	 */
	public static function current_url(): string {
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		return home_url( (string) wp_parse_url( $uri, PHP_URL_PATH ) . ( wp_parse_url( $uri, PHP_URL_QUERY ) ? '?' . wp_parse_url( $uri, PHP_URL_QUERY ) : '' ) );
	}

	/**
	 * The log-in URL that comes back to the page being viewed (the href of login-popup controls).
	 *
	 * @since 0.1.0
	 */
	public static function login_url(): string {
		return wp_login_url( self::current_url() );
	}
}
