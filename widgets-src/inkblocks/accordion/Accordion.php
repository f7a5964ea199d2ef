<?php
/**
 * The "Accordion" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Template;
use WP_Block;

/**
 * Renders an accordion (SPEC 4.13): without JavaScript every toggle's heading and content; the `accordion`
 * island turns them into WAI-ARIA accordion buttons, one open at a time when collapsible.
 *
 * @since 0.2.0
 */
final class Accordion implements Block {

	/**
	 * Renders the accordion.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Inner blocks' markup.
	 * @param WP_Block             $block      The block instance.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string {
		$items = Panels::of( $block );
		if ( ! $items ) {
			return Editor_Notice::render( __( 'This accordion has no toggle yet.', 'inkblocks' ) );
		}
		Assets::enqueue( 'accordion' );
		$root  = wp_unique_id( 'inkblocks-accordion-' );
		$level = is_int( $attributes['headingLevel'] ?? null ) ? min( max( $attributes['headingLevel'], 2 ), 6 ) : 3;
		$props = array(
			'root'         => $root,
			'collapsible'  => false !== ( $attributes['collapsible'] ?? true ),
			'headingLevel' => $level,
			'items'        => Panels::props( $items ),
		) + Panels::template_props();
		return Template::render(
			'accordion',
			array(
				'props'      => $props,
				'items'      => $items,
				'level'      => $level,
				'attributes' => get_block_wrapper_attributes(
					array(
						'id'    => $root,
						'class' => 'inkblocks-accordion',
					)
				),
			)
		);
	}
}
