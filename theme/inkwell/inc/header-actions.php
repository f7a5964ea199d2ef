<?php
/**
 * The default account links of the header, printed on the inkwell_header_actions action.
 *
 * A plugin that brings its own account menu removes them with
 * remove_action( 'inkwell_header_actions', 'inkwell_header_account_links' ).
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/**
 * Prints "Log in" and "Register" for guests, or the profile link and "Log out" for logged-in users.
 *
 * Guest markup is the same for everyone (no nonces) so a page cache can serve it.
 *
 * @since 0.1.0
 */
function inkwell_header_account_links(): void {
	if ( is_user_logged_in() ) {
		$user = wp_get_current_user();
		printf(
			'<a class="inkwell-account__profile" href="%1$s">%2$s<span class="inkwell-account__name">%3$s</span></a>',
			esc_url( get_author_posts_url( $user->ID ) ),
			get_avatar( $user->ID, 32, '', '', array( 'class' => 'inkwell-avatar' ) ),
			esc_html( $user->display_name )
		);
		printf(
			'<a class="inkwell-account__link" href="%1$s">%2$s</a>',
			esc_url( wp_logout_url( home_url( '/' ) ) ),
			esc_html__( 'Log out', 'inkwell' )
		);
		return;
	}

	// The data attributes let the community plugin open its login and register popups instead.
	printf(
		'<a class="inkwell-account__link" href="%1$s" data-inkwell-login-popup>%2$s</a>',
		esc_url( wp_login_url( inkwell_get_current_url() ) ),
		esc_html__( 'Log in', 'inkwell' )
	);
	if ( get_option( 'users_can_register' ) ) {
		printf(
			'<a class="inkwell-button is-small" href="%1$s" data-inkwell-popup-switch="register">%2$s</a>',
			esc_url( wp_registration_url() ),
			esc_html__( 'Register', 'inkwell' )
		);
	}
}
add_action( 'inkwell_header_actions', 'inkwell_header_account_links' );

/**
 * Returns the URL of the page being viewed, to come back to after logging in.
 *
 * @since 0.1.0
 *
 * @return string URL.
 */
function inkwell_get_current_url(): string {
	global $wp;
	$path = isset( $wp->request ) ? (string) $wp->request : '';
	return home_url( '' === $path ? '/' : user_trailingslashit( $path ) );
}
