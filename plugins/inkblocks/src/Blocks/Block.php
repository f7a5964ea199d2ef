<?php
/**
 * The server render of a content block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use WP_Block;

/**
 * A block's render: validates its attributes, enqueues its island only when it renders, and returns
 * markup that shows the content without JavaScript (or '' / an editor notice when it cannot render).
 *
 * @since 0.2.0
 */
interface Block {

	/**
	 * Renders the block.
	 *
	 * @param array<string, mixed> $attributes Block attributes as saved (never trusted).
	 * @param string               $content    Inner blocks' markup.
	 * @param WP_Block             $block      The block instance.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string;
}
