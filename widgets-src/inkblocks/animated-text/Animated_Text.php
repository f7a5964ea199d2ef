<?php
/**
 * The "Animated text" block's server side: its attributes read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Attribute_Rules;
use Inkblocks\Blocks\Support\Rich_Text;

/**
 * `inkblocks/animated-text` (SPEC 9): a heading whose highlighted word rotates every 3000 ms by default,
 * with the effects fx1 to fx12. Without JavaScript it reads with the first word (render.php).
 *
 * @since 0.3.0
 */
final class Animated_Text {

	public const EFFECTS = array( 'fx1', 'fx2', 'fx3', 'fx4', 'fx5', 'fx6', 'fx7', 'fx8', 'fx9', 'fx10', 'fx11', 'fx12' );

	/** The HTML elements the text may be, the first by default. */
	public const TAGS = array( 'h2', 'h3', 'h4', 'p' );

	/** Most words kept. */
	private const MAX_WORDS = 20;

	/**
	 * The HTML element of the text.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function tag( array $attributes ): string {
		return Attribute_Rules::enum( $attributes, 'tag', self::TAGS );
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
		$words = array_map( array( Rich_Text::class, 'plain' ), array_filter( $words, 'is_string' ) );
		return array(
			'before' => Rich_Text::plain( $attributes['before'] ?? '' ),
			'words'  => array_slice( array_values( array_filter( $words, static fn ( string $word ): bool => '' !== $word ) ), 0, self::MAX_WORDS ),
			'after'  => Rich_Text::plain( $attributes['after'] ?? '' ),
			'effect' => Attribute_Rules::enum( $attributes, 'effect', self::EFFECTS ),
			'delay'  => Attribute_Rules::int( $attributes, 'delay', 3000, 500, 60000 ),
			'loop'   => Attribute_Rules::bool( $attributes, 'loop', true ),
		);
	}
}
