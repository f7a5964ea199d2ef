<?php
/**
 * The "Parallax section" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Template;
use WP_Block;

/**
 * `inkblocks/parallax` (SPEC 9): a section with nested blocks over a background image that moves with the
 * page (scroll, h-scroll, zoom, rotate, blur, opacity) or the mouse, on desktop and tablet by default.
 * Without JavaScript the image is a still background.
 *
 * @since 0.3.0
 */
final class Parallax implements Block {

	public const TYPES   = array( 'scroll', 'h-scroll', 'zoom', 'rotate', 'blur', 'opacity', 'mouse' );
	public const DEVICES = array( 'desktop', 'tablet', 'mobile' );

	/**
	 * Renders the section and the `parallax` island on its background layer.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    The nested blocks' markup (already rendered).
	 * @param WP_Block             $block      Unused.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string {
		$props = self::props( $attributes );
		if ( '' !== $props['image'] ) {
			Assets::enqueue( 'parallax' );
		}
		return Template::render(
			'parallax',
			array(
				'props'      => $props,
				'content'    => $content,
				'attributes' => get_block_wrapper_attributes(
					array(
						'class' => 'inkblocks-parallax',
						'style' => sprintf(
							'min-height:%dpx;--inkblocks-parallax-overlay:%s',
							Attribute_Rules::int( $attributes, 'minHeight', 420, 100, 2000 ),
							Attribute_Rules::int( $attributes, 'overlay', 40, 0, 90 ) / 100
						),
					)
				),
			)
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
