<?php
/**
 * The signed settings blob of a posts widget.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Posts;

/**
 * Settings of a posts widget (category, count per page) travel in the page as `params` and come back
 * with each pagination call; the signature lets the server refuse altered settings without a per-user
 * nonce, so cached guest pages keep paginating.
 *
 * @since 0.1.0
 */
final class Params {

	/** Largest page size a widget may ask for. */
	public const MAX_PER_PAGE = 24;

	/**
	 * Normalises widget settings: only known keys, in range.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $settings Raw settings (block attributes).
	 * @return array{category: int, perPage: int}
	 */
	public static function normalise( array $settings ): array {
		$per_page = isset( $settings['perPage'] ) && is_numeric( $settings['perPage'] ) ? (int) $settings['perPage'] : 6;
		$category = isset( $settings['category'] ) && is_numeric( $settings['category'] ) ? (int) $settings['category'] : 0;
		return array(
			'category' => max( 0, $category ),
			'perPage'  => min( self::MAX_PER_PAGE, max( 1, $per_page ) ),
		);
	}

	/**
	 * The signed blob of the settings.
	 *
	 * @since 0.1.0
	 *
	 * @param array{category: int, perPage: int} $settings Normalised settings.
	 */
	public static function sign( array $settings ): string {
		$payload = rtrim( strtr( base64_encode( (string) wp_json_encode( $settings ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- URL-safe transport, not obfuscation.
		return $payload . '.' . self::mac( $payload );
	}

	/**
	 * The settings of a signed blob, or null when it is malformed or altered.
	 *
	 * @since 0.1.0
	 *
	 * @param string $blob The signed blob.
	 * @return array{category: int, perPage: int}|null
	 */
	public static function verify( string $blob ): ?array {
		$parts = explode( '.', $blob );
		if ( 2 !== count( $parts ) || ! hash_equals( self::mac( $parts[0] ), $parts[1] ) ) {
			return null;
		}
		$settings = json_decode( (string) base64_decode( strtr( $parts[0], '-_', '+/' ), true ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- see sign().
		return is_array( $settings ) ? self::normalise( $settings ) : null;
	}

	/**
	 * HMAC of a payload with the site's secret.
	 *
	 * @param string $payload The encoded settings.
	 */
	private static function mac( string $payload ): string {
		return hash_hmac( 'sha256', 'inkwell_posts|' . $payload, wp_salt( 'auth' ) );
	}
}
