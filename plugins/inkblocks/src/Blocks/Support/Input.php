<?php
/**
 * Validation of saved block attributes.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks\Support;

/**
 * Turns untrusted block attributes (as saved in post content, any type) into values of the expected type
 * and range, falling back to the default: a block never breaks on a missing or wrong attribute.
 *
 * @since 0.2.0
 */
final class Input {

	/** Most items a list attribute keeps. */
	public const MAX_ITEMS = 100;

	/**
	 * An integer within [min, max], or the default.
	 *
	 * @since 0.2.0
	 *
	 * @param mixed $value   Raw value.
	 * @param int   $fallback Default.
	 * @param int   $min     Lowest allowed.
	 * @param int   $max     Highest allowed.
	 */
	public static function int( mixed $value, int $fallback, int $min, int $max ): int {
		if ( is_bool( $value ) || ! is_numeric( $value ) ) {
			return $fallback;
		}
		return max( $min, min( $max, (int) round( (float) $value ) ) );
	}

	/**
	 * A number within [min, max], or null when the value is absent or not a number.
	 *
	 * @since 0.2.0
	 *
	 * @param mixed $value Raw value.
	 * @param float $min   Lowest allowed.
	 * @param float $max   Highest allowed.
	 */
	public static function number( mixed $value, float $min, float $max ): ?float {
		if ( is_bool( $value ) || ! is_numeric( $value ) || ! is_finite( (float) $value ) ) {
			return null;
		}
		return max( $min, min( $max, (float) $value ) );
	}

	/**
	 * A boolean: true, false, 1, 0, '1', '0', 'true', 'false'; anything else is the default.
	 *
	 * @since 0.2.0
	 *
	 * @param mixed $value   Raw value.
	 * @param bool  $fallback Default.
	 */
	public static function bool( mixed $value, bool $fallback ): bool {
		$bool = is_bool( $value ) || is_int( $value ) || is_string( $value ) ? filter_var( $value, FILTER_VALIDATE_BOOLEAN, FILTER_NULL_ON_FAILURE ) : null;
		return $bool ?? $fallback;
	}

	/**
	 * One line of plain text.
	 *
	 * @since 0.2.0
	 *
	 * @param mixed  $value   Raw value.
	 * @param string $fallback Default when absent.
	 */
	public static function text( mixed $value, string $fallback = '' ): string {
		return is_string( $value ) || is_int( $value ) || is_float( $value ) ? sanitize_text_field( (string) $value ) : $fallback;
	}

	/**
	 * Text that may hold the inline markup a post may hold (links, emphasis), with line breaks kept.
	 *
	 * @since 0.2.0
	 *
	 * @param mixed $value Raw value.
	 */
	public static function rich( mixed $value ): string {
		return is_string( $value ) ? trim( wp_kses_post( $value ) ) : '';
	}

	/**
	 * One of the allowed strings, or the default.
	 *
	 * @since 0.2.0
	 *
	 * @param mixed         $value   Raw value.
	 * @param array<string> $allowed Allowed values.
	 * @param string        $fallback Default.
	 */
	public static function choice( mixed $value, array $allowed, string $fallback ): string {
		return is_string( $value ) && in_array( $value, $allowed, true ) ? $value : $fallback;
	}

	/**
	 * An http(s) URL or a site-relative one, else ''.
	 *
	 * @since 0.2.0
	 *
	 * @param mixed $value Raw value.
	 */
	public static function url( mixed $value ): string {
		return is_string( $value ) ? esc_url_raw( trim( $value ), array( 'http', 'https' ) ) : '';
	}

	/**
	 * The items of a list attribute, each passed through a filter that returns null to drop it.
	 *
	 * @since 0.2.0
	 *
	 * @template T
	 * @param mixed                                    $value  Raw value.
	 * @param callable(array<string, mixed>): (T|null) $filter Item filter.
	 * @return list<T>
	 */
	public static function items( mixed $value, callable $filter ): array {
		if ( ! is_array( $value ) ) {
			return array();
		}
		$items = array();
		foreach ( array_slice( array_values( $value ), 0, self::MAX_ITEMS ) as $raw ) {
			$item = is_array( $raw ) ? $filter( $raw ) : null;
			if ( null !== $item ) {
				$items[] = $item;
			}
		}
		return $items;
	}

	/**
	 * The image of an item: a media-library attachment (imageId) or, failing that, an image URL (imageUrl)
	 * with its alternative text (imageAlt). Null when there is neither.
	 *
	 * @since 0.2.0
	 *
	 * @param array<string, mixed> $item Raw item.
	 * @return array{id: int, url: string, full: string, alt: string, width: int, height: int, title: string, caption: string, description: string}|null
	 */
	public static function image( array $item ): ?array {
		$id  = self::int( $item['imageId'] ?? 0, 0, 0, PHP_INT_MAX );
		$alt = self::text( $item['imageAlt'] ?? '' );
		if ( $id && wp_attachment_is_image( $id ) ) {
			$large = wp_get_attachment_image_src( $id, 'large' );
			$full  = wp_get_attachment_image_src( $id, 'full' );
			$post  = get_post( $id );
			if ( $large && $full && $post ) {
				return array(
					'id'          => $id,
					'url'         => (string) $large[0],
					'full'        => (string) $full[0],
					'alt'         => '' !== $alt ? $alt : (string) get_post_meta( $id, '_wp_attachment_image_alt', true ),
					'width'       => (int) $large[1],
					'height'      => (int) $large[2],
					'title'       => $post->post_title,
					'caption'     => $post->post_excerpt,
					'description' => wp_strip_all_tags( $post->post_content ),
				);
			}
		}
		$url = self::url( $item['imageUrl'] ?? '' );
		if ( '' === $url ) {
			return null;
		}
		return array(
			'id'          => 0,
			'url'         => $url,
			'full'        => $url,
			'alt'         => $alt,
			'width'       => self::int( $item['imageWidth'] ?? 0, 0, 0, 10000 ),
			'height'      => self::int( $item['imageHeight'] ?? 0, 0, 0, 10000 ),
			'title'       => '',
			'caption'     => '',
			'description' => '',
		);
	}

	/**
	 * What a block shows when it has nothing to render: nothing for readers, a short notice for people who
	 * can edit it.
	 *
	 * @since 0.2.0
	 *
	 * @param string $message Translated notice.
	 */
	public static function empty_notice( string $message ): string {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return '<p class="inkblocks-notice" role="note">' . esc_html( $message ) . '</p>';
	}
}
