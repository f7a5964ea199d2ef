<?php
/**
 * The signed position of a paged list.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Lists;

/**
 * The `hash` of the load-more calls: names the list, its owner and how many items were shown, signed with
 * the site's salts so nobody can point it at another list, owner or position.
 *
 * @since 0.1.0
 */
final class Cursor {

	/**
	 * Creates a cursor.
	 *
	 * @param string $list     List type, for example 'followers'.
	 * @param int    $owner    The user whose list it is (0 for the feed lists).
	 * @param int    $position How many items came before.
	 */
	public function __construct(
		public readonly string $list,
		public readonly int $owner,
		public readonly int $position,
	) {
	}

	/**
	 * The opaque, signed string sent as `hash`.
	 *
	 * @since 0.1.0
	 */
	public function encode(): string {
		$payload = "{$this->list}:{$this->owner}:{$this->position}";
		return rtrim( strtr( base64_encode( $payload ), '+/', '-_' ), '=' ) . '.' . self::sign( $payload ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a URL-safe cursor, not code.
	}

	/**
	 * The cursor a `hash` names, or null when it is malformed or its signature is wrong.
	 *
	 * @since 0.1.0
	 *
	 * @param string $hash The sent value.
	 */
	public static function decode( string $hash ): ?self {
		$parts = explode( '.', $hash );
		if ( 2 !== count( $parts ) ) {
			return null;
		}
		$payload = base64_decode( strtr( $parts[0], '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a URL-safe cursor, not code.
		if ( false === $payload || ! hash_equals( self::sign( $payload ), $parts[1] ) ) {
			return null;
		}
		if ( ! preg_match( '/^([a-z-]+):(\d+):(\d+)$/', $payload, $match ) ) {
			return null;
		}
		return new self( $match[1], (int) $match[2], (int) $match[3] );
	}

	/**
	 * The signature of a payload.
	 *
	 * @param string $payload The cursor's fields.
	 */
	private static function sign( string $payload ): string {
		return substr( hash_hmac( 'sha256', 'inkwell-cursor|' . $payload, wp_salt( 'nonce' ) ), 0, 32 );
	}
}
