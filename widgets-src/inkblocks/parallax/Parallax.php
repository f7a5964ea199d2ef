<?php
/**
 * The "Parallax section" block's server side: its attributes read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Attribute_Rules;

/**
 * `inkblocks/parallax` (SPEC 9): a section with nested blocks over a background image that moves with the
 * page (scroll, h-scroll, zoom, rotate, blur, opacity) or the mouse, on desktop and tablet by default.
 * Without JavaScript the image is a still background (render.php).
 *
 * @since 0.3.0
 */
final class Parallax {

	public const TYPES   = array( 'scroll', 'h-scroll', 'zoom', 'rotate', 'blur', 'opacity', 'mouse' );
	public const DEVICES = array( 'desktop', 'tablet', 'mobile' );

	/**
	 * The section's inline style: its least height and the darkening of the image.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function style( array $attributes ): string {
		return sprintf(
			'min-height:%dpx;--inkblocks-parallax-overlay:%s',
			Attribute_Rules::int( $attributes, 'minHeight', 420, 100, 2000 ),
			Attribute_Rules::int( $attributes, 'overlay', 40, 0, 90 ) / 100
		);
	}

	/**
	 * The island's props.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{image: string, type: string, speed: int, devices: list<string>}
	 */
	public static function props( array $attributes ): array {
		return array(
			'image'   => Attribute_Rules::image( $attributes, 'imageId', 'imageUrl', 'full' ),
			'type'    => Attribute_Rules::enum( $attributes, 'type', self::TYPES ),
			'speed'   => Attribute_Rules::int( $attributes, 'speed', 50, 0, 100 ),
			'devices' => Attribute_Rules::subset( $attributes, 'devices', self::DEVICES, array( 'desktop', 'tablet' ) ),
		);
	}
}
