<?php
/**
 * Marks pages whose scripts run.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Frontend;

/**
 * Sets the `inkblocks-js` class on <html> before the first paint, so a block's server markup can take the
 * shape its island will have (the tabs show their tab row and one panel) and mounting changes nothing on
 * screen. Without JavaScript the class is never set and blocks keep their no-script form.
 *
 * @since 0.6.0
 */
final class Script_Flag {

	/** The class on <html>. */
	public const CLASS_NAME = 'inkblocks-js';

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'wp_head', array( $this, 'print' ), 1 );
	}

	/**
	 * Prints the inline script; it must run before the stylesheets apply, so it cannot wait for a bundle.
	 */
	public function print(): void {
		wp_print_inline_script_tag( sprintf( "document.documentElement.classList.add('%s');", self::CLASS_NAME ) );
	}
}
