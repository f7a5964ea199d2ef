<?php
/**
 * The "Tabs" block's server side: its settings and panels read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Panels;

/**
 * `inkblocks/tabs` (SPEC 4.13): without JavaScript a list of links to every panel, each panel under its
 * heading (render.php); the `tabs` island turns them into WAI-ARIA tabs with exactly one open, switched on
 * click or hover, optionally cycling every autoSwitchDelay ms.
 *
 * @since 0.2.0
 */
final class Tabs {

	/** Shortest and longest auto-switch delay, in ms. */
	private const DELAY_RANGE = array( 1000, 60000 );

	/** Auto-switch delay when none or a wrong one is set, in ms. */
	private const DEFAULT_DELAY = 3000;

	/**
	 * The island's props: the settings, validated, and the panels without their content.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed>                                                                $attributes Block attributes.
	 * @param list<array{id: string, title: string, templateId: int, active: bool, html: string}> $items      The panels (Panels::of()).
	 * @return array{root: string, event: string, autoSwitch: bool, autoSwitchDelay: int, orientation: string, active: int, items: list<array{id: string, title: string, templateId: int, active: bool}>, templateUrl: string, dev: bool, nonce: string}
	 */
	public static function props( array $attributes, array $items ): array {
		$delay = is_int( $attributes['autoSwitchDelay'] ?? null ) ? $attributes['autoSwitchDelay'] : self::DEFAULT_DELAY;
		return array(
			'root'            => wp_unique_id( 'inkblocks-tabs-' ),
			'event'           => 'hover' === ( $attributes['event'] ?? '' ) ? 'hover' : 'click',
			'autoSwitch'      => true === ( $attributes['autoSwitch'] ?? false ),
			'autoSwitchDelay' => min( max( $delay, self::DELAY_RANGE[0] ), self::DELAY_RANGE[1] ),
			'orientation'     => 'vertical' === ( $attributes['orientation'] ?? '' ) ? 'vertical' : 'horizontal',
			'active'          => Panels::first_active( $items ),
			'items'           => Panels::props( $items ),
		) + Panels::template_props();
	}
}
