<?php
/**
 * The "Animated text" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Template;
use WP_Block;

/**
 * `inkblocks/animated-text` (SPEC 9): a heading whose highlighted word rotates every 3000 ms by default,
 * with the effects fx1 to fx12. Without JavaScript it reads with the first word.
 *
 * @since 0.3.0
 */
final class Animated_Text implements Block {

	public const EFFECTS = array( 'fx1', 'fx2', 'fx3', 'fx4', 'fx5', 'fx6', 'fx7', 'fx8', 'fx9', 'fx10', 'fx11', 'fx12' );

	/** Most words kept. */
	private const MAX_WORDS = 20;

	/**
	 * Renders the heading and the `animated-text` island.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Unused.
	 * @param WP_Block             $block      Unused.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string {
		$props = self::props( $attributes );
		if ( ! $props['words'] ) {
			return '';
		}
		Assets::enqueue( 'animated-text' );
		return Template::render(
			'animated-text',
			array(
				'props'      => $props,
				'tag'        => Attribute_Rules::enum( $attributes, 'tag', array( 'h2', 'h3', 'h4', 'p' ) ),
				'attributes' => get_block_wrapper_attributes( array( 'class' => 'inkblocks-animated-text' ) ),
			)
		);
	}

	/**
	 * The island's props.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{before: string, words: list<string>, after: string, effect: string, delay: int, loop: bool}
	 */
	public static function props( array $attributes ): array {
		$words = is_array( $attributes['words'] ?? null ) ? $attributes['words'] : array();
		$words = array_map( 'sanitize_text_field', array_filter( $words, 'is_string' ) );
		return array(
			'before' => Attribute_Rules::text( $attributes, 'before' ),
			'words'  => array_slice( array_values( array_filter( $words, 'strlen' ) ), 0, self::MAX_WORDS ),
			'after'  => Attribute_Rules::text( $attributes, 'after' ),
			'effect' => Attribute_Rules::enum( $attributes, 'effect', self::EFFECTS ),
			'delay'  => Attribute_Rules::int( $attributes, 'delay', 3000, 500, 60000 ),
			'loop'   => Attribute_Rules::bool( $attributes, 'loop', true ),
		);
	}
}
