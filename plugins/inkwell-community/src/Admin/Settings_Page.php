<?php
/**
 * Settings > Inkwell Community.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Admin;

/**
 * The plugin's settings screen for administrators. Its parts register their own sections and fields on
 * PAGE (the Settings API), so this class only adds the menu entry and prints the form.
 *
 * @since 0.2.0
 */
final class Settings_Page {

	/** Page slug and settings group. */
	public const PAGE = 'inkwell-community';

	/**
	 * Registers the hook.
	 */
	public function add_hooks(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
	}

	/**
	 * Adds the page under Settings.
	 */
	public function add_page(): void {
		add_options_page(
			__( 'Inkwell Community settings', 'inkwell-community' ),
			__( 'Inkwell Community', 'inkwell-community' ),
			'manage_options',
			self::PAGE,
			array( $this, 'render' )
		);
	}

	/**
	 * The address of the page.
	 *
	 * @since 0.2.0
	 */
	public static function url(): string {
		return admin_url( 'options-general.php?page=' . self::PAGE );
	}

	/**
	 * Prints the settings form, then whatever the parts add below it (such as the demo content tools).
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Inkwell Community settings', 'inkwell-community' ) . '</h1>';
		echo '<form method="post" action="options.php">';
		settings_fields( self::PAGE );
		do_settings_sections( self::PAGE );
		submit_button();
		echo '</form>';
		/**
		 * Fires below the settings form of Settings > Inkwell Community, for tools with their own forms.
		 *
		 * @since 0.2.0
		 */
		do_action( 'inkwell_community_settings_page_after' );
		echo '</div>';
	}
}
