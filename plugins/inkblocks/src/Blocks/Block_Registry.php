<?php
/**
 * Registers the content blocks found in blocks/.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Frontend\Assets;
use WP_Block_Type_Registry;

/**
 * Every folder blocks/<widget>/ with a block.json is a block `inkblocks/<widget>`. Its server render is the
 * class Inkblocks\Blocks\<Widget> (kebab case to Snake_Case: `pricing-table` is `Pricing_Table`), which
 * implements Block. Editor scripts are registered first, so a block.json can name its editor script by
 * handle (`inkblocks-<bundle>-editor`). Blocks registered by their own part (the newsletter form) are left
 * alone.
 *
 * @since 0.2.0
 */
final class Block_Registry {

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ), 20 );
	}

	/**
	 * Registers each block folder that has a render class.
	 */
	public function register(): void {
		foreach ( Assets::bundles() as $bundle ) {
			Assets::register_editor( $bundle );
		}
		$registry = WP_Block_Type_Registry::get_instance();
		$files    = glob( INKBLOCKS_DIR . '/blocks/*/block.json' );
		foreach ( $files ? $files : array() as $file ) {
			$widget = basename( dirname( $file ) );
			$class  = self::render_class( $widget );
			if ( $registry->is_registered( "inkblocks/$widget" ) || ! is_subclass_of( $class, Block::class ) ) {
				continue;
			}
			$renderer = new $class();
			register_block_type( dirname( $file ), array( 'render_callback' => array( $renderer, 'render' ) ) );
		}
	}

	/**
	 * The render class of a widget folder.
	 *
	 * @since 0.2.0
	 *
	 * @param string $widget Folder name, kebab case.
	 */
	public static function render_class( string $widget ): string {
		return __NAMESPACE__ . '\\' . str_replace( ' ', '_', ucwords( str_replace( '-', ' ', $widget ) ) );
	}
}
