<?php
/**
 * The "Scroll navigation" block's server side: its items and settings read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Rich_Text;

/**
 * `inkblocks/scroll-navigation` (SPEC 2.10): links to the page's sections, which work without JavaScript
 * (render.php); the `scroll-navigation` island smooth-scrolls to a section, sets the hash when
 * sectionIdVisibility is false, marks the section in view and, with sectionSwitch, moves one section per
 * swipe.
 *
 * @since 0.2.0
 */
final class Scroll_Navigation {

	/** Most items a menu holds. */
	private const MAX_ITEMS = 30;

	/** Scroll speed when none or a wrong one is set, in ms (SPEC 9). */
	private const DEFAULT_SPEED = 500;

	/** Longest scroll, in ms. */
	private const MAX_SPEED = 5000;

	/** Largest offset either way, in px. */
	private const MAX_OFFSET = 1000;

	/**
	 * The island's props, validated.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{items: list<array{label: string, sectionId: string}>, sectionIdVisibility: bool, speed: int, offset: int, sectionSwitch: bool}
	 */
	public static function props( array $attributes ): array {
		return array(
			'items'               => self::items( $attributes['items'] ?? null ),
			'sectionIdVisibility' => true === ( $attributes['sectionIdVisibility'] ?? false ),
			'speed'               => is_int( $attributes['speed'] ?? null ) ? min( max( $attributes['speed'], 0 ), self::MAX_SPEED ) : self::DEFAULT_SPEED,
			'offset'              => is_int( $attributes['offset'] ?? null ) ? min( max( $attributes['offset'], -self::MAX_OFFSET ), self::MAX_OFFSET ) : 0,
			'sectionSwitch'       => true === ( $attributes['sectionSwitch'] ?? false ),
		);
	}

	/**
	 * The side of the window the menu sits at: right unless left.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function side( array $attributes ): string {
		return 'left' === ( $attributes['position'] ?? '' ) ? 'left' : 'right';
	}

	/**
	 * The valid items: a label (inline HTML) and the id of a section (characters allowed in an id and a
	 * hash).
	 *
	 * @since 0.2.0
	 *
	 * @param mixed $raw The items attribute.
	 * @return list<array{label: string, sectionId: string}>
	 */
	public static function items( $raw ): array {
		$items = array();
		foreach ( is_array( $raw ) ? $raw : array() as $item ) {
			if ( ! is_array( $item ) || ! is_string( $item['sectionId'] ?? null ) ) {
				continue;
			}
			$id = (string) preg_replace( '/[^A-Za-z0-9_.:-]/', '', $item['sectionId'] );
			// Typed on the canvas: inline HTML, without what a script or style element held.
			$label = is_string( $item['label'] ?? null ) ? Rich_Text::inline( (string) preg_replace( '@<(script|style)[^>]*?>.*?</\\1>@si', '', $item['label'] ) ) : '';
			$label = '' !== trim( wp_strip_all_tags( $label ) ) ? $label : '';
			if ( '' !== $id ) {
				$items[] = array(
					'label'     => '' !== $label ? $label : $id,
					'sectionId' => $id,
				);
			}
		}
		return array_slice( $items, 0, self::MAX_ITEMS );
	}
}
