<?php
/**
 * The "Panel" block's server side: one item of tabs, accordion or switcher.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Editor_Notice;
use Inkblocks\Templates\Template_Controller;
use WeakMap;
use WP_Block;

/**
 * A panel renders its content (render.php), which its parent places (Support\Panels). A panel with a
 * synced pattern renders it inside <noscript> only: with JavaScript the pattern is loaded on demand when
 * the panel first opens (SPEC 7.7).
 *
 * @since 0.2.0
 */
final class Panel {

	/**
	 * What each panel instance rendered, so its parent places it without rendering it a second time.
	 *
	 * @var WeakMap<WP_Block, string>|null
	 */
	private static ?WeakMap $rendered = null;

	/**
	 * The panel's content: its inner blocks, or its synced pattern inside <noscript>.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Inner blocks' markup.
	 */
	public static function content( array $attributes, string $content ): string {
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

	/**
	 * Keeps what a panel instance rendered, for its parent.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Block $block The panel instance.
	 * @param string   $html  What it rendered.
	 */
	public static function remember( WP_Block $block, string $html ): void {
		self::$rendered         ??= new WeakMap();
		self::$rendered[ $block ] = $html;
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
}
