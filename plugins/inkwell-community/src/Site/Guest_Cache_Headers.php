<?php
/**
 * Cache headers for guest pages, so a page cache or CDN can serve them.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Site;

use WP;

/**
 * Sends `Cache-Control` for shared guest pages (browsers revalidate after a minute, shared caches keep a
 * page five minutes) and `private, no-cache` for personalised ones, with `Vary: Cookie` on both, since a
 * logged-in reader gets another page from the same URL. Guest pages carry no per-user data (DESIGN 3), so
 * sharing them is safe.
 *
 * @since 0.2.0
 */
final class Guest_Cache_Headers {

	/**
	 * Registers the hook.
	 */
	public function add_hooks(): void {
		add_action( 'send_headers', array( $this, 'send' ) );
	}

	/**
	 * Whether this front-end response is the same for every guest: a GET or HEAD by a visitor who is not
	 * logged in and carries none of the cookies that make WordPress personalise a page (a commenter's
	 * pending comment, an unlocked protected post).
	 *
	 * @since 0.2.0
	 */
	public static function is_shared_guest_response(): bool {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		if ( ! in_array( $method, array( 'GET', 'HEAD' ), true ) || is_user_logged_in() ) {
			return false;
		}
		foreach ( array_keys( $_COOKIE ) as $name ) {
			if ( str_starts_with( (string) $name, 'comment_author_' ) || str_starts_with( (string) $name, 'wp-postpass_' ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Sends the headers of the current front-end response.
	 *
	 * @param WP $wp The request.
	 */
	public function send( WP $wp ): void {
		unset( $wp );
		if ( headers_sent() ) {
			return;
		}
		header( 'Vary: Cookie', false );
		if ( ! self::is_shared_guest_response() ) {
			header( 'Cache-Control: private, no-cache' );
			return;
		}
		/**
		 * Filters the Cache-Control value of guest pages; '' sends none.
		 *
		 * @since 0.2.0
		 *
		 * @param string $value Header value.
		 */
		$value = (string) apply_filters( 'inkwell_guest_cache_control', 'public, max-age=60, s-maxage=300, stale-while-revalidate=60' );
		if ( '' !== $value ) {
			header( 'Cache-Control: ' . $value );
		}
	}
}
