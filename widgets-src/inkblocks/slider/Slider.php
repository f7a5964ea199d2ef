<?php
/**
 * The "Slider" block's server side: its attributes read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Attribute_Rules;
use Inkblocks\Blocks\Support\Slides;

/**
 * `inkblocks/slider`: full-width image slides (SPEC 9: height 600px, width 100%, autoplay every 2000 ms paused
 * on hover, 500 ms slides 10px apart, 120x80 thumbnails, loop, navigation and fullscreen on). The render
 * (render.php, with the slides of slides.php) shows the slides without JavaScript.
 *
 * @since 0.3.0
 */
final class Slider {

	/**
	 * The island's props: the validated settings and slides.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, mixed>
	 */
	public static function props( array $attributes ): array {
		return array(
			'slides'        => Slides::from( $attributes, 'large' ),
			'label'         => Attribute_Rules::text( $attributes, 'label', __( 'Slider', 'inkblocks' ) ),
			'height'        => Attribute_Rules::int( $attributes, 'height', 600, 100, 2000 ),
			'width'         => Attribute_Rules::int( $attributes, 'width', 100, 10, 100 ),
			'autoplay'      => Attribute_Rules::bool( $attributes, 'autoplay', true ),
			'autoplayDelay' => Attribute_Rules::int( $attributes, 'autoplayDelay', 2000, 500, 60000 ),
			'pauseOnHover'  => Attribute_Rules::bool( $attributes, 'pauseOnHover', true ),
			'speed'         => Attribute_Rules::int( $attributes, 'speed', 500, 0, 5000 ),
			'spaceBetween'  => Attribute_Rules::int( $attributes, 'spaceBetween', 10, 0, 200 ),
			'thumbnails'    => Attribute_Rules::bool( $attributes, 'thumbnails', true ),
			'thumbWidth'    => Attribute_Rules::int( $attributes, 'thumbWidth', 120, 20, 400 ),
			'thumbHeight'   => Attribute_Rules::int( $attributes, 'thumbHeight', 80, 20, 400 ),
			'loop'          => Attribute_Rules::bool( $attributes, 'loop', true ),
			'navigation'    => Attribute_Rules::bool( $attributes, 'navigation', true ),
			'pagination'    => Attribute_Rules::bool( $attributes, 'pagination', true ),
			'fullscreen'    => Attribute_Rules::bool( $attributes, 'fullscreen', true ),
		);
	}
}
