<?php
/**
 * Boots Inkwell Forms.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms;

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
		load_plugin_textdomain( 'inkwell-forms', false, dirname( plugin_basename( INKWELL_FORMS_FILE ) ) . '/languages' );
	}
}
