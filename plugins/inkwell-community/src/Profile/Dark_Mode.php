<?php
/**
 * Dark mode: applied before the first paint, switched from the header and the account page.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Profile;

use Inkwell\Community\Frontend\Assets;

/**
 * Prints a tiny inline script at the top of <head> that sets <html data-inkwell-theme="dark"> when the
 * browser stored '1' under 'inkwell-darkmode' (SPEC 4.5), so a dark page never flashes light; and the
 * switch in the header and on the account page, driven by the React-free community-base bundle.
 *
 * @since 0.1.0
 */
final class Dark_Mode {

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'wp_head', array( $this, 'print_head_script' ), 0 );
		add_action( 'inkwell_header_actions', array( $this, 'print_toggle' ), 5 );
		add_action( 'inkwell_account', array( $this, 'print_account_setting' ) );
	}

	/**
	 * Prints the dark-mode setting of the account page.
	 */
	public function print_account_setting(): void {
		printf(
			'<section class="inkwell-setting"><h2 class="inkwell-setting__title">%1$s</h2><p>%2$s</p>%3$s</section>',
			esc_html__( 'Appearance', 'inkwell-community' ),
			esc_html__( 'Dark mode is remembered by this browser.', 'inkwell-community' ),
			self::toggle() // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixed, escaped markup.
		);
	}

	/**
	 * The pre-paint script; it must run before the stylesheet applies, so it cannot wait for a bundle.
	 */
	public function print_head_script(): void {
		wp_print_inline_script_tag( "try{if(localStorage.getItem('inkwell-darkmode')==='1'){document.documentElement.setAttribute('data-inkwell-theme','dark');}}catch(e){}" );
	}

	/**
	 * Prints the switch.
	 */
	public function print_toggle(): void {
		echo self::toggle(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixed, escaped markup.
	}

	/**
	 * The switch's HTML; the script sets its state from browser storage.
	 *
	 * @since 0.1.0
	 */
	public static function toggle(): string {
		Assets::enqueue_base();
		return sprintf(
			'<span class="inkwell-dark-mode"><button type="button" class="inkwell-dark-mode-toggle" role="switch" aria-checked="false"><span class="inkwell-dark-mode-toggle__track" aria-hidden="true"></span><span class="inkwell-dark-mode-toggle__label">%s</span></button></span>',
			esc_html__( 'Dark mode', 'inkwell-community' )
		);
	}
}
