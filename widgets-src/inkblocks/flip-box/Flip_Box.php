<?php
/**
 * The "Flip box" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Template;
use WP_Block;

/**
 * `inkblocks/flip-box` (SPEC 4.13): front and back of a card, switched by one of the SPEC switch types.
 * Without JavaScript both faces are shown one after the other.
 *
 * @since 0.3.0
 */
final class Flip_Box implements Block {

	public const SWITCH_TYPES = array( 'hover', 'click', 'toggle', 'scratch', 'fold', 'peel', 'slide-out' );
	public const DIRECTIONS   = array( 'left', 'right', 'up', 'down' );

	/**
	 * Renders both faces and the `flip-box` island.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Unused.
	 * @param WP_Block             $block      Unused.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string {
		$props = self::props( $attributes );
		Assets::enqueue( 'flip-box' );
		return Template::render(
			'flip-box',
			array(
				'props'      => $props,
				'attributes' => get_block_wrapper_attributes(
					array(
						'class' => 'inkblocks-flip-box is-' . $props['switchType'],
						'style' => sprintf( '--inkblocks-flip-box-height:%dpx', $props['height'] ),
					)
				),
			)
		);
	}

	/**
	 * The island's props: validated settings and both faces.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, mixed>
	 */
	public static function props( array $attributes ): array {
		$front_title = Attribute_Rules::text( $attributes, 'frontTitle' );
		return array(
			'switchType' => Attribute_Rules::enum( $attributes, 'switchType', self::SWITCH_TYPES ),
			'direction'  => Attribute_Rules::enum( $attributes, 'direction', self::DIRECTIONS ),
			'height'     => Attribute_Rules::int( $attributes, 'height', 320, 120, 1200 ),
			'front'      => array(
				'image' => Attribute_Rules::image( $attributes, 'frontImageId', 'frontImageUrl', 'medium_large' ),
				'title' => '' !== $front_title ? $front_title : __( 'Front', 'inkblocks' ),
				'text'  => Attribute_Rules::text( $attributes, 'frontText' ),
				'color' => Attribute_Rules::color( $attributes, 'frontColor', '#1d2327' ),
			),
			'back'       => array(
				'title'      => Attribute_Rules::text( $attributes, 'backTitle' ),
				'text'       => Attribute_Rules::text( $attributes, 'backText' ),
				'buttonText' => Attribute_Rules::text( $attributes, 'buttonText' ),
				'buttonUrl'  => Attribute_Rules::url( $attributes, 'buttonUrl' ),
				'color'      => Attribute_Rules::color( $attributes, 'backColor', '#2271b1' ),
			),
		);
	}
}
