<?php
/**
 * Leaves emoji to the browser.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Site;

/**
 * Every browser in use draws emoji itself, so WordPress's emoji detection script and its replacement
 * images from s.w.org are not loaded on the front end: one inline script less on every page, and no
 * request to a third party.
 *
 * @since 0.2.0
 */
final class Native_Emoji {

	/**
	 * Registers the hook.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'remove_core_emoji' ) );
	}

	/**
	 * Removes core's front-end emoji script and styles.
	 */
	public function remove_core_emoji(): void {
		remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
		remove_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );
		// Core keeps its deprecated printer hooked until wp_enqueue_emoji_styles() unhooks it, which no longer runs.
		remove_action( 'wp_print_styles', 'print_emoji_styles' );
	}
}
