<?php
/**
 * The "Carousel" block's server side: its attributes read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Attribute_Rules;
use Inkblocks\Blocks\Support\Slides;

/**
 * `inkblocks/carousel`: cards in a sliding row, 3 shown by default (SPEC 9), set per device with DESIGN 4b
 * reading B (mobile up to 767, tablet up to 1024, desktop above). The render (render.php) prints the
 * slider's slides.php; the slider's view script runs the `carousel` island.
 *
 * @since 0.3.0
 */
final class Carousel {

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
