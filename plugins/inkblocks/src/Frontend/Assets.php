<?php
/**
 * Registers the plugin's island bundles.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Frontend;

/**
 * Each bundle of build/<bundle>/ is registered as `inkblocks-<bundle>` on every page and enqueued only by
 * the block or popup that renders its island.
 *
 * @since 0.1.0
 */
final class Assets {

	/** Bundles of widgets-src owned by this plugin. */
	public const BUNDLES = array( 'newsletter', 'popups' );

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
		foreach ( self::BUNDLES as $bundle ) {
			$dir   = INKBLOCKS_DIR . "/build/$bundle";
			$asset = is_file( "$dir/index.asset.php" ) ? require "$dir/index.asset.php" : null;
			if ( ! is_array( $asset ) ) {
				continue; // Not built: the server-rendered markup keeps working without JavaScript.
			}
			$url = plugins_url( "build/$bundle/", INKBLOCKS_FILE );
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
			wp_set_script_translations( self::handle( $bundle ), 'inkblocks', INKBLOCKS_DIR . '/languages' );
			if ( is_file( "$dir/style-index.css" ) ) {
				wp_register_style( self::handle( $bundle ), $url . 'style-index.css', array(), $asset['version'] );
			}
		}
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
