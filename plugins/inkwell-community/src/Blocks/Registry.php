<?php
/**
 * Registers the blocks built into build/.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Blocks;

use WP_Block_Metadata_Registry;

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
		$build    = INKWELL_COMMUNITY_DIR . '/build';
		$manifest = "$build/blocks-manifest.php";
		// The build writes every block.json into one manifest, so a request reads no block.json.
		if ( ! is_file( $manifest ) || ! WP_Block_Metadata_Registry::register_collection( $build, $manifest ) ) {
			return;
		}
		foreach ( WP_Block_Metadata_Registry::get_collection_block_metadata_files( $build ) as $file ) {
			register_block_type( dirname( $file ) );
		}
	}
}
