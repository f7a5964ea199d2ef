<?php
/**
 * The "Carousel" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use WP_Block;

/**
 * `inkblocks/carousel`: cards in a sliding row, 3 shown by default (SPEC 9), set per device with DESIGN 4b
 * reading B (mobile up to 767, tablet up to 1024, desktop above).
 *
 * @since 0.3.0
 */
final class Carousel implements Block {

	/**
	 * Renders the cards and the `carousel` island.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Unused.
	 * @param WP_Block             $block      Unused.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string {
		$props = self::props( $attributes );
		return Slides::render(
			'carousel',
			$props,
			sprintf(
				'--inkblocks-carousel-mobile:%d;--inkblocks-carousel-tablet:%d;--inkblocks-carousel-desktop:%d',
				$props['slidesPerView']['mobile'],
				$props['slidesPerView']['tablet'],
				$props['slidesPerView']['desktop']
			)
		);
	}

	/**
	 * The island's props: the validated settings and cards.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, mixed>
	 */
	public static function props( array $attributes ): array {
		return array(
			'slides'        => Slides::from( $attributes, 'medium_large' ),
			'label'         => Attribute_Rules::text( $attributes, 'label', __( 'Carousel', 'inkblocks' ) ),
			'slidesPerView' => array(
				'desktop' => Attribute_Rules::int( $attributes, 'slidesDesktop', 3, 1, 8 ),
				'tablet'  => Attribute_Rules::int( $attributes, 'slidesTablet', 2, 1, 6 ),
				'mobile'  => Attribute_Rules::int( $attributes, 'slidesMobile', 1, 1, 4 ),
			),
			'autoplay'      => Attribute_Rules::bool( $attributes, 'autoplay', false ),
			'autoplayDelay' => Attribute_Rules::int( $attributes, 'autoplayDelay', 2000, 500, 60000 ),
			'pauseOnHover'  => Attribute_Rules::bool( $attributes, 'pauseOnHover', true ),
			'speed'         => Attribute_Rules::int( $attributes, 'speed', 500, 0, 5000 ),
			'spaceBetween'  => Attribute_Rules::int( $attributes, 'spaceBetween', 10, 0, 200 ),
			'loop'          => Attribute_Rules::bool( $attributes, 'loop', true ),
			'navigation'    => Attribute_Rules::bool( $attributes, 'navigation', true ),
			'pagination'    => Attribute_Rules::bool( $attributes, 'pagination', true ),
		);
	}
}
