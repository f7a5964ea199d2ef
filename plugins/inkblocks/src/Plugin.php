<?php
/**
 * Boots Inkblocks.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks;

/**
 * Wires the plugin's parts together and registers their hooks.
 *
 * @since 0.1.0
 */
final class Plugin {

	/**
	 * Registers every hook of the plugin.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'load_textdomain' ) );
	}

	/**
	 * Loads the plugin's translations.
	 */
	public function load_textdomain(): void {
		load_plugin_textdomain( 'inkblocks', false, dirname( plugin_basename( INKBLOCKS_FILE ) ) . '/languages' );
	}
}
