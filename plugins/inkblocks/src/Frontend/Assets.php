<?php
/**
 * Registers the plugin's island bundles.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Frontend;

/**
 * Each bundle of build/<bundle>/ that is not a block (the popups, the lightbox, the island loader) is
 * registered as `inkblocks-<bundle>` on every page and enqueued only by the part that renders its island.
 * A bundle's `editor` entry, when built, is registered as `inkblocks-<bundle>-editor` for the block
 * editor. Blocks name their own scripts and styles in their block.json.
 *
 * @since 0.1.0
 */
final class Assets {

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'register' ), 5 );
	}

	/**
	 * Registers each built bundle's script and style from its asset file.
	 */
	public function register(): void {
		foreach ( self::bundles() as $bundle ) {
			$dir   = INKBLOCKS_DIR . "/build/$bundle";
			$asset = require "$dir/index.asset.php";
			$url   = plugins_url( "build/$bundle/", INKBLOCKS_FILE );
			wp_register_script(
				self::handle( $bundle ),
				$url . 'index.js',
				$asset['dependencies'],
				$asset['version'],
				array(
					'in_footer' => true,
					'strategy'  => 'defer',
				)
			);
			// A bundle without strings (the island loader) would otherwise pull in wp-i18n with the page.
			if ( in_array( 'wp-i18n', $asset['dependencies'], true ) ) {
				wp_set_script_translations( self::handle( $bundle ), 'inkblocks', INKBLOCKS_DIR . '/languages' );
			}
			if ( is_file( "$dir/style-index.css" ) ) {
				wp_register_style( self::handle( $bundle ), $url . 'style-index.css', array(), $asset['version'] );
				wp_style_add_data( self::handle( $bundle ), 'rtl', 'replace' );
				// A known path lets WordPress print a small stylesheet inline, one request fewer before first paint.
				wp_style_add_data( self::handle( $bundle ), 'path', is_rtl() ? "$dir/style-index-rtl.css" : "$dir/style-index.css" );
			}
			self::register_editor( $bundle );
		}
	}

	/**
	 * Registers a bundle's editor script and its editor stylesheet (editor.css) when they are built.
	 *
	 * @since 0.2.0
	 *
	 * @param string $bundle Bundle name.
	 */
	public static function register_editor( string $bundle ): void {
		$dir = INKBLOCKS_DIR . "/build/$bundle";
		if ( ! is_file( "$dir/editor.asset.php" ) || wp_script_is( self::editor_handle( $bundle ), 'registered' ) ) {
			return;
		}
		$asset = require "$dir/editor.asset.php";
		$url   = plugins_url( "build/$bundle/", INKBLOCKS_FILE );
		wp_register_script( self::editor_handle( $bundle ), $url . 'editor.js', $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( self::editor_handle( $bundle ), 'inkblocks', INKBLOCKS_DIR . '/languages' );
		if ( is_file( "$dir/editor.css" ) ) {
			wp_register_style( self::editor_handle( $bundle ), $url . 'editor.css', array(), $asset['version'] );
			wp_style_add_data( self::editor_handle( $bundle ), 'rtl', 'replace' );
		}
	}

	/**
	 * Names of the built bundles that are not blocks, from build/bundles.php, which the build writes (listing
	 * the build folder instead cost half a millisecond on every page). Not built: the server-rendered markup
	 * keeps working without JavaScript.
	 *
	 * @since 0.2.0
	 *
	 * @return list<string>
	 */
	public static function bundles(): array {
		$list    = INKBLOCKS_DIR . '/build/bundles.php';
		$bundles = is_file( $list ) ? require $list : array();
		return is_array( $bundles ) ? array_values( array_filter( $bundles, 'is_string' ) ) : array();
	}

	/**
	 * The editor script and style handle of a bundle.
	 *
	 * @since 0.2.0
	 *
	 * @param string $bundle Bundle name.
	 */
	public static function editor_handle( string $bundle ): string {
		return "inkblocks-$bundle-editor";
	}

	/**
	 * The script and style handle of a bundle.
	 *
	 * @since 0.1.0
	 *
	 * @param string $bundle Bundle name.
	 */
	public static function handle( string $bundle ): string {
		return "inkblocks-$bundle";
	}

	/**
	 * Enqueues a bundle; called by each part that renders its island.
	 *
	 * @since 0.1.0
	 *
	 * @param string $bundle Bundle name.
	 */
	public static function enqueue( string $bundle ): void {
		if ( ! wp_script_is( self::handle( $bundle ), 'registered' ) ) {
			// Rendered outside a page view (popup content over admin-ajax): wp_enqueue_scripts did not run.
			( new self() )->register();
		}
		wp_enqueue_script( self::handle( $bundle ) );
		wp_enqueue_style( self::handle( $bundle ) );
	}
}
