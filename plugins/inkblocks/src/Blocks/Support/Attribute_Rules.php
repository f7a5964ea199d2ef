<?php
/**
 * Validation of saved block attributes.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks\Support;

/**
 * Reads one attribute from a block's saved attributes, which are never trusted (a post's markup can be
 * edited by hand): each reader returns a value of the expected type and range, or the default.
 *
 * @since 0.3.0
 */
final class Attribute_Rules {

	/**
	 * An integer clamped to a range.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Saved attributes.
	 * @param string               $name       Attribute name.
	 * @param int                  $fallback   Default when absent or not numeric.
	 * @param int                  $min        Smallest value.
	 * @param int                  $max        Largest value.
	 */
	public static function int( array $attributes, string $name, int $fallback, int $min, int $max ): int {
		$value = $attributes[ $name ] ?? null;
		if ( ! is_int( $value ) && ! ( is_string( $value ) && is_numeric( $value ) ) && ! is_float( $value ) ) {
			return $fallback;
		}
		return max( $min, min( $max, (int) $value ) );
	}

	/**
	 * A boolean (only a real true or false counts).
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Saved attributes.
	 * @param string               $name       Attribute name.
	 * @param bool                 $fallback   Default when absent or not a boolean.
	 */
	public static function bool( array $attributes, string $name, bool $fallback ): bool {
		$value = $attributes[ $name ] ?? null;
		return is_bool( $value ) ? $value : $fallback;
	}

	/**
	 * One of a list of allowed values.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Saved attributes.
	 * @param string               $name       Attribute name.
	 * @param string[]             $allowed    Allowed values; the first is the default.
	 */
	public static function enum( array $attributes, string $name, array $allowed ): string {
		$value = $attributes[ $name ] ?? null;
		return is_string( $value ) && in_array( $value, $allowed, true ) ? $value : $allowed[0];
	}

	/**
	 * The allowed values found in a list attribute, without duplicates.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Saved attributes.
	 * @param string               $name       Attribute name.
	 * @param string[]             $allowed    Allowed values.
	 * @param string[]             $fallback   Default when absent or not a list.
	 * @return list<string>
	 */
	public static function subset( array $attributes, string $name, array $allowed, array $fallback ): array {
		$value = $attributes[ $name ] ?? null;
		if ( ! is_array( $value ) ) {
			return $fallback;
		}
		return array_values( array_intersect( $allowed, array_filter( $value, 'is_string' ) ) );
	}

	/**
	 * A single line of plain text, tags removed.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Saved attributes.
	 * @param string               $name       Attribute name.
	 * @param string               $fallback   Default when absent or not a string.
	 */
	public static function text( array $attributes, string $name, string $fallback = '' ): string {
		$value = $attributes[ $name ] ?? null;
		return is_string( $value ) ? sanitize_text_field( $value ) : $fallback;
	}

	/**
	 * An http(s) URL or a site-relative path, else ''.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Saved attributes.
	 * @param string               $name       Attribute name.
	 */
	public static function url( array $attributes, string $name ): string {
		$value = $attributes[ $name ] ?? null;
		return is_string( $value ) ? esc_url_raw( trim( $value ), array( 'http', 'https' ) ) : '';
	}

	/**
	 * The list of objects of a list attribute (anything else in it is dropped), at most $max of them.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Saved attributes.
	 * @param string               $name       Attribute name.
	 * @param int                  $max        Most items kept.
	 * @return list<array<string, mixed>>
	 */
	public static function items( array $attributes, string $name, int $max ): array {
		$value = $attributes[ $name ] ?? null;
		if ( ! is_array( $value ) ) {
			return array();
		}
		return array_slice( array_values( array_filter( $value, 'is_array' ) ), 0, $max );
	}

	/**
	 * A hex colour (#rgb or #rrggbb), else the default.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Saved attributes.
	 * @param string               $name       Attribute name.
	 * @param string               $fallback   Default colour.
	 */
	public static function color( array $attributes, string $name, string $fallback ): string {
		$value = $attributes[ $name ] ?? null;
		$color = is_string( $value ) ? sanitize_hex_color( $value ) : null;
		return $color ? $color : $fallback;
	}

	/**
	 * An image from the media library (its id attribute) or an http(s) URL: its URL, or ''.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Saved attributes.
	 * @param string               $id_name    Attribute holding the attachment id.
	 * @param string               $url_name   Attribute holding a URL.
	 * @param string               $size       Image size.
	 */
	public static function image( array $attributes, string $id_name, string $url_name, string $size ): string {
		$id  = self::int( $attributes, $id_name, 0, 0, PHP_INT_MAX );
		$url = $id ? wp_get_attachment_image_url( $id, $size ) : false;
		return $url ? $url : self::url( $attributes, $url_name );
	}
}
