<?php
/**
 * The "Flip box" block's server side: its attributes read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Attribute_Rules;
use Inkblocks\Blocks\Support\Rich_Text;

/**
 * `inkblocks/flip-box` (SPEC 4.13): front and back of a card, switched by one of the SPEC switch types.
 * Without JavaScript both faces are shown one after the other (render.php).
 *
 * @since 0.3.0
 */
final class Flip_Box {

	public const SWITCH_TYPES = array( 'hover', 'click', 'toggle', 'scratch', 'fold', 'peel', 'slide-out' );
	public const DIRECTIONS   = array( 'left', 'right', 'up', 'down' );

	/**
	 * The island's props: validated settings and both faces, whose texts are inline HTML (Rich_Text::inline).
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, mixed>
	 */
	public static function props( array $attributes ): array {
		$front_title = Rich_Text::inline( $attributes['frontTitle'] ?? '' );
		return array(
			'switchType' => Attribute_Rules::enum( $attributes, 'switchType', self::SWITCH_TYPES ),
			'direction'  => Attribute_Rules::enum( $attributes, 'direction', self::DIRECTIONS ),
			'height'     => Attribute_Rules::int( $attributes, 'height', 320, 120, 1200 ),
			'front'      => array(
				'image' => Attribute_Rules::image( $attributes, 'frontImageId', 'frontImageUrl', 'medium_large' ),
				'title' => '' !== trim( wp_strip_all_tags( $front_title ) ) ? $front_title : esc_html__( 'Front', 'inkblocks' ),
				'text'  => Rich_Text::inline( $attributes['frontText'] ?? '' ),
				'color' => Attribute_Rules::color( $attributes, 'frontColor', '#1d2327' ),
			),
			'back'       => array(
				'title'      => Rich_Text::inline( $attributes['backTitle'] ?? '' ),
				'text'       => Rich_Text::inline( $attributes['backText'] ?? '' ),
				'buttonText' => Rich_Text::inline( $attributes['buttonText'] ?? '' ),
				'buttonUrl'  => Attribute_Rules::url( $attributes, 'buttonUrl' ),
				'color'      => Attribute_Rules::color( $attributes, 'backColor', '#2271b1' ),
			),
		);
	}
}
