<?php
/**
 * The "Dropbar" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Template;
use WP_Block;

/**
 * Renders a dropbar (SPEC 4.13): a <details> that opens on click without JavaScript; the `dropbar` island
 * opens it on hover (closing hide_delay ms after the pointer leaves) or on click, and closes it on a click
 * outside or Escape.
 *
 * @since 0.2.0
 */
final class Dropbar implements Block {

	/** Positions of the drop relative to its button. */
	private const POSITIONS = array( 'bottom-start', 'bottom-center', 'bottom-end', 'top-start', 'top-center', 'top-end' );

	/** Longest hide delay, in ms. */
	private const MAX_HIDE_DELAY = 10000;

	/** Hide delay when none or a wrong one is set, in ms. */
	private const DEFAULT_HIDE_DELAY = 500;

	/**
	 * Renders the dropbar.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Inner blocks' markup.
	 * @param WP_Block             $block      The block instance.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string {
		if ( '' === trim( $content ) ) {
			return Editor_Notice::render( __( 'This dropbar has no content yet.', 'inkblocks' ) );
		}
		Assets::enqueue( 'dropbar' );
		$root     = wp_unique_id( 'inkblocks-dropbar-' );
		$label    = is_string( $attributes['label'] ?? null ) ? trim( wp_strip_all_tags( $attributes['label'] ) ) : '';
		$delay    = is_int( $attributes['hide_delay'] ?? null ) ? min( max( $attributes['hide_delay'], 0 ), self::MAX_HIDE_DELAY ) : self::DEFAULT_HIDE_DELAY;
		$position = in_array( $attributes['position'] ?? '', self::POSITIONS, true ) ? $attributes['position'] : self::POSITIONS[0];
		$props    = array(
			'root'       => $root,
			'label'      => '' !== $label ? $label : __( 'More', 'inkblocks' ),
			'mode'       => 'click' === ( $attributes['mode'] ?? '' ) ? 'click' : 'hover',
			'hide_delay' => $delay,
		);
		return Template::render(
			'dropbar',
			array(
				'props'      => $props,
				'content'    => $content,
				'attributes' => get_block_wrapper_attributes(
					array(
						'id'    => $root,
						'class' => 'inkblocks-dropbar is-' . $position,
					)
				),
			)
		);
	}
}
