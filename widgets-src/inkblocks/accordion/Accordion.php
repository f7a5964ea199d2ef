<?php
/**
 * The "Accordion" block's server side: its settings and toggles read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Panels;

/**
 * `inkblocks/accordion` (SPEC 4.13): without JavaScript every toggle's heading and content (render.php);
 * the `accordion` island turns them into WAI-ARIA accordion buttons, one open at a time when collapsible.
 *
 * @since 0.2.0
 */
final class Accordion {

	/**
	 * The island's props: the settings, validated, and the toggles without their content.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed>                                                                $attributes Block attributes.
	 * @param list<array{id: string, title: string, templateId: int, active: bool, html: string}> $items      The toggles (Panels::of()).
	 * @return array{root: string, collapsible: bool, headingLevel: int, items: list<array{id: string, title: string, templateId: int, active: bool}>, templateUrl: string, dev: bool, nonce: string}
	 */
	public static function props( array $attributes, array $items ): array {
		return array(
			'root'         => wp_unique_id( 'inkblocks-accordion-' ),
			'collapsible'  => false !== ( $attributes['collapsible'] ?? true ),
			'headingLevel' => is_int( $attributes['headingLevel'] ?? null ) ? min( max( $attributes['headingLevel'], 2 ), 6 ) : 3,
			'items'        => Panels::props( $items ),
		) + Panels::template_props();
	}
}
