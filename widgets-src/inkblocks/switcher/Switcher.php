<?php
/**
 * The "Switcher" block's server side: its setting and two sides read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Panels;

/**
 * `inkblocks/switcher` (SPEC 4.13): its first two panels, both readable without JavaScript (render.php);
 * the `switcher` island shows the first when disabled and the second when enabled, with a switch between
 * their titles.
 *
 * @since 0.2.0
 */
final class Switcher {

	/**
	 * The two sides a switcher shows: its first two panels, or none when it has fewer.
	 *
	 * @since 0.4.0
	 *
	 * @param list<array{id: string, title: string, templateId: int, active: bool, html: string}> $items The panels (Panels::of()).
	 * @return list<array{id: string, title: string, templateId: int, active: bool, html: string}>
	 */
	public static function sides( array $items ): array {
		return count( $items ) >= 2 ? array_slice( $items, 0, 2 ) : array();
	}

	/**
	 * The island's props: the setting, validated, and the sides without their content.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed>                                                                $attributes Block attributes.
	 * @param list<array{id: string, title: string, templateId: int, active: bool, html: string}> $sides      The two sides (sides()).
	 * @return array{root: string, enabled: bool, items: list<array{id: string, title: string, templateId: int, active: bool}>, templateUrl: string, dev: bool, nonce: string}
	 */
	public static function props( array $attributes, array $sides ): array {
		return array(
			'root'    => wp_unique_id( 'inkblocks-switcher-' ),
			'enabled' => true === ( $attributes['enabled'] ?? false ),
			'items'   => Panels::props( $sides ),
		) + Panels::template_props();
	}
}
