<?php
/**
 * The "Scratch card" block's server side: its attributes read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Attribute_Rules;
use Inkblocks\Blocks\Support\Rich_Text;

/**
 * `inkblocks/scratch` (SPEC 2.10, 9): content under a cover scratched away with the mouse or a finger,
 * opened fully at 75% scratched. Without JavaScript the content is simply shown (render.php); the `scratch`
 * island lives in the flip box's view script.
 *
 * @since 0.3.0
 */
final class Scratch {

	/**
	 * The island's props. The title and text are inline HTML typed on the canvas (cleaned); the cover's
	 * text is plain.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, mixed>
	 */
	public static function props( array $attributes ): array {
		// The cover's text is drawn on a canvas: plain text, its entities decoded.
		$cover = html_entity_decode( Attribute_Rules::text( $attributes, 'coverText' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return array(
			'image'      => Attribute_Rules::image( $attributes, 'imageId', 'imageUrl', 'medium_large' ),
			'title'      => Rich_Text::inline( $attributes['title'] ?? '' ),
			'text'       => Rich_Text::inline( $attributes['text'] ?? '' ),
			'coverText'  => '' !== $cover ? $cover : __( 'Scratch here', 'inkblocks' ),
			'coverColor' => Attribute_Rules::color( $attributes, 'coverColor', '#8c8f94' ),
			'brushSize'  => Attribute_Rules::int( $attributes, 'brushSize', 40, 5, 200 ),
			'height'     => Attribute_Rules::int( $attributes, 'height', 300, 80, 1200 ),
		);
	}
}
