<?php
/**
 * The "Map" block's server side: its pins and settings read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Rich_Text;

/**
 * `inkblocks/map`: the pins (SPEC 3, Map pin) as a list of places readable without JavaScript (render.php),
 * and the `map` island that puts them on a tiled map. The pop-up of each pin is the same server-rendered card
 * (pin.php), so pins and pop-ups work whether or not the tiles load.
 *
 * @since 0.3.0
 */
final class Map {

	/** Most pins a map takes. */
	public const MAX_PINS = 100;

	/** Attributes a pin link's custom_attributes may not set: script handlers and what the settings own. */
	private const RESERVED_ATTRIBUTES = array( 'href', 'src', 'srcdoc', 'style', 'target', 'rel', 'formaction', 'xlink:href' );

	/**
	 * The island's props: the pins, each with its id and its card (rendered by pin.php), and the view.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed>       $attributes Block attributes.
	 * @param list<array<string, mixed>> $pins       The valid pins (see pins()), each with its id and card.
	 * @return array<string, mixed>
	 */
	public static function props( array $attributes, array $pins ): array {
		return array(
			'pins'            => array_map(
				static fn ( array $pin ): array => array(
					'id'    => $pin['id'],
					'lat'   => $pin['position']['lat'],
					'lng'   => $pin['position']['lng'],
					// The marker's name: plain text (the card keeps the title's formats).
					'title' => '' !== $pin['title'] ? Rich_Text::plain( $pin['title'] ) : $pin['address'],
					'open'  => 'open' === $pin['state'],
					'html'  => $pin['html'],
				),
				$pins
			),
			'center'          => self::position( $attributes['center'] ?? null ) ?? $pins[0]['position'],
			'fitPins'         => (bool) ( $attributes['fitPins'] ?? true ),
			'zoom'            => max( 1, min( 20, (int) ( $attributes['zoom'] ?? 13 ) ) ),
			'maxZoom'         => max( 1, min( 22, (int) ( $attributes['maxZoom'] ?? 19 ) ) ),
			'height'          => max( 200, min( 1200, (int) ( $attributes['height'] ?? 420 ) ) ),
			'tileUrl'         => self::tile_url( (string) ( $attributes['tileUrl'] ?? '' ) ),
			'tileAttribution' => wp_kses( (string) ( $attributes['tileAttribution'] ?? '' ), array( 'a' => array( 'href' => true ) ) ),
			'scrollWheelZoom' => ! empty( $attributes['scrollWheelZoom'] ),
			'showList'        => (bool) ( $attributes['showList'] ?? true ),
		);
	}

	/**
	 * The valid pins: each with a position on the globe, plain texts, a safe image and link.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $raw The pins attribute.
	 * @return list<array{position: array{lat: float, lng: float}, title: string, address: string, desc: string, image: array{url: string, alt: string}, image_width: int, image_height: int, link: array{url: string, is_external: bool, nofollow: bool, custom_attributes: array<string, string>}, link_title: string, state: string}>
	 */
	public static function pins( mixed $raw ): array {
		$pins = array();
		foreach ( is_array( $raw ) ? array_slice( array_values( $raw ), 0, self::MAX_PINS ) : array() as $pin ) {
			$position = is_array( $pin ) ? self::position( $pin['position'] ?? null ) : null;
			if ( null === $position ) {
				continue;
			}
			$link   = is_array( $pin['link'] ?? null ) ? $pin['link'] : array();
			$pins[] = array(
				'position'     => $position,
				// Typed on the canvas: the card prints them through Rich_Text::inline().
				'title'        => Rich_Text::inline( $pin['title'] ?? '' ),
				'address'      => self::text( $pin['address'] ?? '' ),
				'desc'         => Rich_Text::inline( $pin['desc'] ?? '' ),
				'image'        => self::image( $pin['image'] ?? null ),
				'image_width'  => max( 0, min( 1200, (int) ( $pin['image_width'] ?? 0 ) ) ),
				'image_height' => max( 0, min( 1200, (int) ( $pin['image_height'] ?? 0 ) ) ),
				'link'         => array(
					'url'               => esc_url_raw( is_string( $link['url'] ?? null ) ? $link['url'] : '', array( 'http', 'https', 'mailto', 'tel' ) ),
					'is_external'       => ! empty( $link['is_external'] ),
					'nofollow'          => ! empty( $link['nofollow'] ),
					'custom_attributes' => self::custom_attributes( is_string( $link['custom_attributes'] ?? null ) ? $link['custom_attributes'] : '' ),
				),
				'link_title'   => self::text( $pin['link_title'] ?? '' ),
				'state'        => 'open' === ( $pin['state'] ?? '' ) ? 'open' : 'closed',
			);
		}
		return $pins;
	}

	/**
	 * A latitude and longitude within range, or null.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $raw Array with lat and lng.
	 * @return array{lat: float, lng: float}|null
	 */
	public static function position( mixed $raw ): ?array {
		$lat = is_array( $raw ) ? ( $raw['lat'] ?? null ) : null;
		$lng = is_array( $raw ) ? ( $raw['lng'] ?? null ) : null;
		if ( ! is_numeric( $lat ) || ! is_numeric( $lng ) || abs( (float) $lat ) > 90 || abs( (float) $lng ) > 180 ) {
			return null;
		}
		return array(
			'lat' => (float) $lat,
			'lng' => (float) $lng,
		);
	}

	/**
	 * The pin link's extra attributes, from lines or commas of `name|value`: valid names only, never an event
	 * handler or an attribute the link settings own.
	 *
	 * @since 0.3.0
	 *
	 * @param string $raw As typed in the editor.
	 * @return array<string, string>
	 */
	public static function custom_attributes( string $raw ): array {
		$out = array();
		foreach ( preg_split( '/[\n,]/', $raw ) as $pair ) {
			$parts = explode( '|', $pair, 2 );
			$name  = strtolower( trim( $parts[0] ) );
			if ( ! preg_match( '/^[a-z_][a-z0-9_.:-]*$/', $name ) || str_starts_with( $name, 'on' ) || in_array( $name, self::RESERVED_ATTRIBUTES, true ) ) {
				continue;
			}
			$out[ $name ] = sanitize_text_field( $parts[1] ?? '' );
		}
		return $out;
	}

	/**
	 * The tile URL template when it is an http(s) address with {z}, {x} and {y}; '' means no tiles.
	 *
	 * @since 0.3.0
	 *
	 * @param string $url Template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png.
	 */
	public static function tile_url( string $url ): string {
		$url = trim( $url );
		$ok  = preg_match( '#^https?://[^\s"\'<>\\\\]+$#i', $url ) && str_contains( $url, '{z}' ) && str_contains( $url, '{x}' ) && str_contains( $url, '{y}' );
		return $ok ? $url : '';
	}

	/**
	 * One line of plain text.
	 *
	 * @param mixed $raw Raw value.
	 */
	private static function text( mixed $raw ): string {
		return is_scalar( $raw ) ? sanitize_text_field( (string) $raw ) : '';
	}

	/**
	 * The pin image: a media library image (its alt text unless one is given) or an http(s) URL.
	 *
	 * @param mixed $raw Array with id, url, alt.
	 * @return array{url: string, alt: string}
	 */
	private static function image( mixed $raw ): array {
		$raw = is_array( $raw ) ? $raw : array();
		$id  = absint( $raw['id'] ?? 0 );
		$alt = self::text( $raw['alt'] ?? '' );
		$url = $id && wp_attachment_is_image( $id ) ? (string) wp_get_attachment_image_url( $id, 'medium' ) : '';
		if ( '' !== $url ) {
			return array(
				'url' => $url,
				'alt' => '' !== $alt ? $alt : self::text( get_post_meta( $id, '_wp_attachment_image_alt', true ) ),
			);
		}
		return array(
			'url' => esc_url_raw( is_string( $raw['url'] ?? null ) ? $raw['url'] : '', array( 'http', 'https' ) ),
			'alt' => $alt,
		);
	}
}
