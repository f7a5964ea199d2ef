<?php
/**
 * The "Dropbar" block's server side: its settings read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Rich_Text;

/**
 * `inkblocks/dropbar` (SPEC 4.13): a <details> that opens on click without JavaScript (render.php); the
 * `dropbar` island opens it on hover (closing hide_delay ms after the pointer leaves) or on click, and
 * closes it on a click outside or Escape.
 *
 * @since 0.2.0
 */
final class Dropbar {

	/** Positions of the drop relative to its button. */
	public const POSITIONS = array( 'bottom-start', 'bottom-center', 'bottom-end', 'top-start', 'top-center', 'top-end' );

	/** Longest hide delay, in ms. */
	private const MAX_HIDE_DELAY = 10000;

	/** Hide delay when none or a wrong one is set, in ms. */
	private const DEFAULT_HIDE_DELAY = 500;

	/**
	 * The island's props, validated; the label is inline HTML (typed with RichText), "More" when it holds
	 * no words.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{root: string, label: string, mode: string, hide_delay: int}
	 */
	public static function props( array $attributes ): array {
		$label = Rich_Text::inline( $attributes['label'] ?? '' );
		return array(
			'root'       => wp_unique_id( 'inkblocks-dropbar-' ),
			'label'      => '' !== trim( wp_strip_all_tags( $label ) ) ? $label : esc_html__( 'More', 'inkblocks' ),
			'mode'       => 'click' === ( $attributes['mode'] ?? '' ) ? 'click' : 'hover',
			'hide_delay' => is_int( $attributes['hide_delay'] ?? null ) ? min( max( $attributes['hide_delay'], 0 ), self::MAX_HIDE_DELAY ) : self::DEFAULT_HIDE_DELAY,
		);
	}

	/**
	 * Where the drop opens: one of POSITIONS, below from the start by default.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function position( array $attributes ): string {
		return in_array( $attributes['position'] ?? '', self::POSITIONS, true ) ? $attributes['position'] : self::POSITIONS[0];
	}
}
