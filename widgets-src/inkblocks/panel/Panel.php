<?php
/**
 * The "Panel" block: one item of tabs, accordion or switcher.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Templates\Template_Controller;
use WP_Block;

/**
 * Renders a panel's content, which its parent places. A panel with a synced pattern renders it inside
 * <noscript> only: with JavaScript the pattern is loaded on demand when the panel first opens (SPEC 7.7).
 *
 * @since 0.2.0
 */
final class Panel implements Block {

	/**
	 * What each panel instance rendered, so its parent places it without rendering it a second time.
	 *
	 * @var \WeakMap<WP_Block, string>|null
	 */
	private static ?\WeakMap $rendered = null;

	/**
	 * Renders the panel's content.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Inner blocks' markup.
	 * @param WP_Block             $block      The block instance.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string {
		if ( null === self::$rendered ) {
			self::$rendered = new \WeakMap();
		}
		$html                     = self::content( $attributes, $content );
		self::$rendered[ $block ] = $html;
		return $html;
	}

	/**
	 * What a panel instance rendered when WordPress rendered its parent's inner blocks, else null.
	 *
	 * @since 0.2.0
	 *
	 * @param WP_Block $block The panel instance.
	 */
	public static function rendered( WP_Block $block ): ?string {
		return self::$rendered[ $block ] ?? null;
	}

	/**
	 * The inner blocks, or the synced pattern inside <noscript>.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Inner blocks' markup.
	 */
	private static function content( array $attributes, string $content ): string {
		$template_id = is_numeric( $attributes['templateId'] ?? null ) ? (int) $attributes['templateId'] : 0;
		if ( $template_id <= 0 ) {
			return $content;
		}
		$pattern = Template_Controller::pattern( $template_id );
		if ( ! $pattern || 'publish' !== $pattern->post_status || post_password_required( $pattern ) ) {
			return Editor_Notice::render( __( 'The pattern of this panel is missing or not published.', 'inkblocks' ) );
		}
		return '<noscript>' . Template_Controller::render( $pattern ) . '</noscript>';
	}
}
