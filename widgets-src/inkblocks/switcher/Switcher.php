<?php
/**
 * The "Switcher" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Template;
use WP_Block;

/**
 * Renders a switcher (SPEC 4.13): its first two panels, both readable without JavaScript; the `switcher`
 * island shows the first when disabled and the second when enabled, with a switch between their titles.
 *
 * @since 0.2.0
 */
final class Switcher implements Block {

	/**
	 * Renders the switcher.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Inner blocks' markup.
	 * @param WP_Block             $block      The block instance.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string {
		$items = array_slice( Panels::of( $block ), 0, 2 );
		if ( count( $items ) < 2 ) {
			return Editor_Notice::render( __( 'A switcher needs two panels.', 'inkblocks' ) );
		}
		Assets::enqueue( 'switcher' );
		$root  = wp_unique_id( 'inkblocks-switcher-' );
		$props = array(
			'root'    => $root,
			'enabled' => true === ( $attributes['enabled'] ?? false ),
			'items'   => Panels::props( $items ),
		) + Panels::template_props();
		return Template::render(
			'switcher',
			array(
				'props'      => $props,
				'items'      => $items,
				'attributes' => get_block_wrapper_attributes(
					array(
						'id'    => $root,
						'class' => 'inkblocks-switcher',
					)
				),
			)
		);
	}
}
