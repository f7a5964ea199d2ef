<?php
/**
 * The panel children of tabs, accordion and switcher.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks\Support;

use Inkblocks\Blocks\Panel;
use Inkblocks\Templates\Template_Controller;
use WP_Block;

/**
 * Reads the `inkblocks/panel` inner blocks of a block into items with a valid, unique id (used in
 * `#{tabId}` / `#{toggleId}` links and the URL hash), a title as inline HTML (typed with RichText), a
 * template id and their rendered content.
 *
 * @since 0.2.0
 */
final class Panels {

	/**
	 * The items of a block, in order.
	 *
	 * @since 0.2.0
	 *
	 * @param WP_Block $block The parent block.
	 * @return list<array{id: string, title: string, templateId: int, active: bool, html: string}>
	 */
	public static function of( WP_Block $block ): array {
		$items = array();
		$used  = array();
		foreach ( $block->inner_blocks as $inner ) {
			if ( 'inkblocks/panel' !== $inner->name ) {
				continue;
			}
			$attributes = $inner->attributes;
			$title      = self::title( $attributes['title'] ?? '' );
			$plain      = Rich_Text::plain( $title );
			if ( '' === $plain ) {
				$plain = sprintf(
					/* translators: %d: position of the item, from 1. */
					__( 'Item %d', 'inkblocks' ),
					count( $items ) + 1
				);
				$title = esc_html( $plain );
			}
			$id      = self::unique( self::item_id( is_string( $attributes['itemId'] ?? null ) ? $attributes['itemId'] : '', $plain ), $used );
			$used[]  = $id;
			$items[] = array(
				'id'         => $id,
				'title'      => $title,
				'templateId' => max( 0, (int) ( is_numeric( $attributes['templateId'] ?? null ) ? $attributes['templateId'] : 0 ) ),
				'active'     => true === ( $attributes['active'] ?? false ),
				'html'       => Panel::rendered( $inner ) ?? $inner->render(),
			);
		}
		return $items;
	}

	/**
	 * A panel's title as the page prints it: the inline HTML Rich_Text::inline() keeps, without links (a
	 * title sits in a button or a link).
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $value The saved title.
	 */
	public static function title( mixed $value ): string {
		return trim( (string) preg_replace( '#</?a\b[^>]*>#i', '', Rich_Text::inline( $value ) ) );
	}

	/**
	 * A safe HTML id from the editor's id, or from the title when that is empty or unusable.
	 *
	 * @since 0.2.0
	 *
	 * @param string $raw   The id typed by the editor.
	 * @param string $title The item's title.
	 */
	public static function item_id( string $raw, string $title ): string {
		foreach ( array( $raw, $title ) as $candidate ) {
			$id = trim( (string) preg_replace( '/[^a-z0-9_-]+/', '-', strtolower( remove_accents( $candidate ) ) ), '-' );
			if ( '' !== $id ) {
				return substr( $id, 0, 64 );
			}
		}
		return 'item';
	}

	/**
	 * The id, suffixed when a sibling already uses it.
	 *
	 * @param string   $id   Wanted id.
	 * @param string[] $used Ids taken.
	 */
	private static function unique( string $id, array $used ): string {
		$unique = $id;
		$n      = 1;
		while ( in_array( $unique, $used, true ) ) {
			++$n;
			$unique = "$id-$n";
		}
		return $unique;
	}

	/**
	 * The index of the item open on load: the first marked active, else the first.
	 *
	 * @since 0.2.0
	 *
	 * @param list<array{active: bool}> $items Items.
	 */
	public static function first_active( array $items ): int {
		foreach ( $items as $index => $item ) {
			if ( $item['active'] ) {
				return $index;
			}
		}
		return 0;
	}

	/**
	 * What the island needs to load the panels' patterns: the route, and dev mode with a REST nonce when an
	 * editor previews the page (previews are never cached, so the nonce may be printed).
	 *
	 * @since 0.2.0
	 *
	 * @return array{templateUrl: string, dev: bool, nonce: string}
	 */
	public static function template_props(): array {
		$dev = is_preview() && current_user_can( 'edit_posts' );
		return array(
			'templateUrl' => rest_url( Template_Controller::TABS_NAMESPACE . Template_Controller::ROUTE ),
			'dev'         => $dev,
			'nonce'       => $dev ? wp_create_nonce( 'wp_rest' ) : '',
		);
	}

	/**
	 * The items as island props: without their HTML, which stays in the page.
	 *
	 * @since 0.2.0
	 *
	 * @param list<array{id: string, title: string, templateId: int, active: bool, html: string}> $items Items.
	 * @return list<array{id: string, title: string, templateId: int, active: bool}>
	 */
	public static function props( array $items ): array {
		return array_map(
			static function ( array $item ): array {
				unset( $item['html'] );
				return $item;
			},
			$items
		);
	}
}
