<?php
/**
 * Registers the blocks built into build/.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use WP_Block;
use WP_Block_Metadata_Registry;
use WP_Block_Type;

/**
 * Every folder build/<block>/ with a block.json is a block: the build copies it there from
 * widgets-src/inkblocks/<block>/ with its render.php, PHP class and built scripts, so adding a block is
 * adding a folder. Its render.php is the block's template part, which a theme may override (see render()).
 * The build also writes every block.json into build/blocks-manifest.php, registered as a block metadata
 * collection, so a request reads no block.json.
 *
 * @since 0.2.0
 */
final class Registry {

	/**
	 * Creates the registry.
	 *
	 * @param string $build The folder of the built blocks.
	 */
	public function __construct( private readonly string $build = INKBLOCKS_DIR . '/build' ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
	}

	/**
	 * Registers each built block. Not built: no block.
	 */
	public function register(): void {
		foreach ( self::built_blocks( $this->build ) as $folder ) {
			$args = array();
			if ( is_file( "$folder/render.php" ) ) {
				$args['render_callback'] = static fn ( array $attributes, string $content, WP_Block $block ): string => self::render( $folder, $attributes, $content, $block );
			}
			self::print_rtl_styles( register_block_type( $folder, $args ) );
		}
	}

	/**
	 * The block folders of a build, from its manifest, registered as a block metadata collection.
	 *
	 * @since 0.6.0
	 *
	 * @param string $build The build folder.
	 * @return string[] Folders, none when the build or its manifest is missing.
	 */
	private static function built_blocks( string $build ): array {
		$manifest = "$build/blocks-manifest.php";
		if ( ! is_file( $manifest ) || ! WP_Block_Metadata_Registry::register_collection( $build, $manifest ) ) {
			return array();
		}
		return array_map( 'dirname', WP_Block_Metadata_Registry::get_collection_block_metadata_files( $build ) );
	}

	/**
	 * Lets WordPress print a block's right-to-left stylesheet: for a plugin's block it sets core's ".min"
	 * suffix unless SCRIPT_DEBUG, so with our unsuffixed build it never makes the "-rtl.css" address and
	 * printed the left-to-right file in right-to-left languages.
	 *
	 * @since 0.2.0
	 *
	 * @param WP_Block_Type|false $type The registered block type.
	 */
	public static function print_rtl_styles( WP_Block_Type|false $type ): void {
		if ( ! $type ) {
			return;
		}
		foreach ( array_merge( $type->style_handles, $type->view_style_handles, $type->editor_style_handles ) as $handle ) {
			if ( wp_styles()->get_data( $handle, 'rtl' ) ) {
				wp_style_add_data( $handle, 'suffix', '' );
			}
		}
	}

	/**
	 * Renders a block with its render.php, or with the theme's inkblocks/<block>.php when it has one. The
	 * template sees $attributes, $content and $block, as a block.json `render` file does.
	 *
	 * @since 0.4.0
	 *
	 * @param string               $folder     The block's build folder.
	 * @param array<string, mixed> $attributes Block attributes as saved (never trusted).
	 * @param string               $content    Inner blocks' markup.
	 * @param WP_Block             $block      The block instance.
	 */
	public static function render( string $folder, array $attributes, string $content, WP_Block $block ): string {
		$name  = basename( $folder );
		$theme = locate_template( "inkblocks/{$name}.php" );
		/** This filter is documented in src/Frontend/Template.php */
		$file = (string) apply_filters( 'inkblocks_template', '' !== $theme ? $theme : "$folder/render.php", $name );
		ob_start();
		( static function () use ( $file, $attributes, $content, $block ): void {
			require $file;
		} )();
		return (string) ob_get_clean();
	}
}
