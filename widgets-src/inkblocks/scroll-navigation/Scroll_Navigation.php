<?php
/**
 * The "Scroll navigation" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Template;
use WP_Block;

/**
 * Renders a scroll-navigation menu (SPEC 2.10): links to the page's sections, which work without JavaScript;
 * the `scroll-navigation` island smooth-scrolls to a section, sets the hash when sectionIdVisibility is
 * false, marks the section in view and, with sectionSwitch, moves one section per swipe.
 *
 * @since 0.2.0
 */
final class Scroll_Navigation implements Block {

	/** Most items a menu holds. */
	private const MAX_ITEMS = 30;

	/** Scroll speed when none or a wrong one is set, in ms (SPEC 9). */
	private const DEFAULT_SPEED = 500;

	/** Longest scroll, in ms. */
	private const MAX_SPEED = 5000;

	/** Largest offset either way, in px. */
	private const MAX_OFFSET = 1000;

	/**
	 * Renders the menu.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Inner blocks' markup.
	 * @param WP_Block             $block      The block instance.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string {
		$items = self::items( $attributes['items'] ?? null );
		if ( ! $items ) {
			return Editor_Notice::render( __( 'This scroll navigation has no section yet.', 'inkblocks' ) );
		}
		Assets::enqueue( 'scroll-navigation' );
		$props = array(
			'items'               => $items,
			'sectionIdVisibility' => true === ( $attributes['sectionIdVisibility'] ?? false ),
			'speed'               => is_int( $attributes['speed'] ?? null ) ? min( max( $attributes['speed'], 0 ), self::MAX_SPEED ) : self::DEFAULT_SPEED,
			'offset'              => is_int( $attributes['offset'] ?? null ) ? min( max( $attributes['offset'], -self::MAX_OFFSET ), self::MAX_OFFSET ) : 0,
			'sectionSwitch'       => true === ( $attributes['sectionSwitch'] ?? false ),
		);
		$side  = 'left' === ( $attributes['position'] ?? '' ) ? 'left' : 'right';
		return Template::render(
			'scroll-navigation',
			array(
				'props'      => $props,
				'attributes' => get_block_wrapper_attributes(
					array(
						'class'      => 'inkblocks-scroll-navigation is-' . $side,
						'aria-label' => __( 'Sections of this page', 'inkblocks' ),
					)
				),
			)
		);
	}

	/**
	 * The valid items: a label and the id of a section (characters allowed in an id and a hash).
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
			$id    = (string) preg_replace( '/[^A-Za-z0-9_.:-]/', '', $item['sectionId'] );
			$label = is_string( $item['label'] ?? null ) ? trim( wp_strip_all_tags( $item['label'] ) ) : '';
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
