<?php
/**
 * The "Scratch card" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Template;
use WP_Block;

/**
 * `inkblocks/scratch` (SPEC 2.10, 9): content under a cover scratched away with the mouse or a finger,
 * opened fully at 75% scratched. Without JavaScript the content is simply shown.
 *
 * @since 0.3.0
 */
final class Scratch implements Block {

	/**
	 * Renders the content and the `scratch` island.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Unused.
	 * @param WP_Block             $block      Unused.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string {
		$props = self::props( $attributes );
		Assets::enqueue( 'flip-box' );
		return Template::render(
			'scratch',
			array(
				'props'      => $props,
				'attributes' => get_block_wrapper_attributes(
					array(
						'class' => 'inkblocks-scratch',
						'style' => sprintf( '--inkblocks-scratch-height:%dpx', $props['height'] ),
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
	 * @return array<string, mixed>
	 */
	public static function props( array $attributes ): array {
		$cover = Attribute_Rules::text( $attributes, 'coverText' );
		return array(
			'image'      => Attribute_Rules::image( $attributes, 'imageId', 'imageUrl', 'medium_large' ),
			'title'      => Attribute_Rules::text( $attributes, 'title' ),
			'text'       => Attribute_Rules::text( $attributes, 'text' ),
			'coverText'  => '' !== $cover ? $cover : __( 'Scratch here', 'inkblocks' ),
			'coverColor' => Attribute_Rules::color( $attributes, 'coverColor', '#8c8f94' ),
			'brushSize'  => Attribute_Rules::int( $attributes, 'brushSize', 40, 5, 200 ),
			'height'     => Attribute_Rules::int( $attributes, 'height', 300, 80, 1200 ),
		);
	}
}
