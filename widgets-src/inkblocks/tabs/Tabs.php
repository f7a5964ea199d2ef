<?php
/**
 * The "Tabs" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Template;
use WP_Block;

/**
 * Renders tabs (SPEC 4.13): without JavaScript a list of links to every panel, each panel under its heading;
 * the `tabs` island turns them into WAI-ARIA tabs with exactly one open.
 *
 * @since 0.2.0
 */
final class Tabs implements Block {

	/** Shortest and longest auto-switch delay, in ms. */
	private const DELAY_RANGE = array( 1000, 60000 );

	/** Auto-switch delay when none or a wrong one is set, in ms. */
	private const DEFAULT_DELAY = 3000;

	/**
	 * Renders the tabs.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Inner blocks' markup.
	 * @param WP_Block             $block      The block instance.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string {
		$items = Panels::of( $block );
		if ( ! $items ) {
			return Editor_Notice::render( __( 'These tabs have no panel yet.', 'inkblocks' ) );
		}
		Assets::enqueue( 'tabs' );
		$root  = wp_unique_id( 'inkblocks-tabs-' );
		$delay = is_int( $attributes['autoSwitchDelay'] ?? null ) ? $attributes['autoSwitchDelay'] : self::DEFAULT_DELAY;
		$props = array(
			'root'            => $root,
			'event'           => 'hover' === ( $attributes['event'] ?? '' ) ? 'hover' : 'click',
			'autoSwitch'      => true === ( $attributes['autoSwitch'] ?? false ),
			'autoSwitchDelay' => min( max( $delay, self::DELAY_RANGE[0] ), self::DELAY_RANGE[1] ),
			'orientation'     => 'vertical' === ( $attributes['orientation'] ?? '' ) ? 'vertical' : 'horizontal',
			'active'          => Panels::first_active( $items ),
			'items'           => Panels::props( $items ),
		) + Panels::template_props();
		return Template::render(
			'tabs',
			array(
				'props'      => $props,
				'items'      => $items,
				'attributes' => get_block_wrapper_attributes(
					array(
						'id'    => $root,
						'class' => 'inkblocks-tabs is-' . $props['orientation'],
					)
				),
			)
		);
	}
}
