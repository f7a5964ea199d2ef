<?php
/**
 * Counts the images Inkblocks prints in the content.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Frontend;

/**
 * WordPress loads the first few images of the content eagerly, the first large one at high priority, by
 * counting the images it meets (`wp_increase_content_media_count()`). A block's own images are printed
 * lazy, so WordPress does not count them, and a core image far below them was taken for the page's
 * first: loaded at once, at high priority, ahead of what the reader sees. Each block's images are counted
 * here as it renders.
 *
 * @since 0.6.0
 */
final class Content_Media_Count {

	/** The class prefix of the images of blocks that do not name them after themselves. */
	private const IMAGE_CLASSES = array(
		'inkblocks/slider'   => 'inkblocks-slides__',
		'inkblocks/carousel' => 'inkblocks-slides__',
	);

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_filter( 'render_block', array( $this, 'count' ), 10, 2 );
	}

	/**
	 * Adds the block's own images (class `inkblocks-{name}__…`) to the content's count. Counting by the
	 * block's own class leaves the images of blocks nested in it to those blocks.
	 *
	 * @param string               $content The block's HTML.
	 * @param array<string, mixed> $block   The parsed block.
	 * @return string The HTML, unchanged.
	 */
	public function count( $content, $block ): string {
		$content = (string) $content;
		$name    = (string) ( $block['blockName'] ?? '' );
		if ( ! str_starts_with( $name, 'inkblocks/' ) || ! str_contains( $content, '<img' ) || ! self::in_main_content() ) {
			return $content;
		}
		$prefix = self::IMAGE_CLASSES[ $name ] ?? 'inkblocks-' . substr( $name, strlen( 'inkblocks/' ) ) . '__';
		$images = preg_match_all( '/<img\b[^>]*\bclass="[^"]*\b' . preg_quote( $prefix, '/' ) . '/', $content );
		if ( $images ) {
			wp_increase_content_media_count( $images );
		}
		return $content;
	}

	/**
	 * Whether WordPress counts images here: the main query's loop, as `wp_get_loading_optimization_attributes()`.
	 */
	private static function in_main_content(): bool {
		return ! is_admin() && in_the_loop() && is_main_query();
	}
}
