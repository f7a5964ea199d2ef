<?php
/**
 * Registers the blocks built into build/.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Blocks;

/**
 * Every folder build/<block>/ with a block.json is a block, copied there by the build from
 * widgets-src/inkwell-community/<block>/ with its render.php and scripts: adding a block is adding a folder.
 *
 * @since 0.4.0
 */
final class Registry {

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
	}

	/**
	 * Registers each built block. Not built: no block, the theme falls back to its own loops.
	 */
	public function register(): void {
		$files = glob( INKWELL_COMMUNITY_DIR . '/build/*/block.json' );
		foreach ( $files ? $files : array() as $file ) {
			register_block_type( dirname( $file ) );
		}
	}
}
