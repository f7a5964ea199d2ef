<?php
/**
 * The plugin's settings screen under Contact forms.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Admin;

use Inkwell\Forms\Form\Form;

/**
 * Contact forms > Settings: whether deleting the plugin also deletes the forms and the stored
 * submissions (personal data). Off unless the site owner ticks it.
 *
 * @since 0.2.0
 */
final class Settings {

	/** Option: '1' when deleting the plugin deletes its data. */
	public const DELETE_DATA_OPTION = 'inkwell_forms_delete_data';

	/** Settings group and page slug. */
	public const PAGE = 'inkwell-forms-settings';

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'admin_init', array( $this, 'register_setting' ) );
		add_action( 'admin_menu', array( $this, 'add_page' ) );
	}

	/**
	 * Registers the option with its sanitiser.
	 */
	public function register_setting(): void {
		register_setting(
			self::PAGE,
			self::DELETE_DATA_OPTION,
			array(
				'type'              => 'boolean',
				'default'           => false,
				'sanitize_callback' => static fn ( $value ): bool => (bool) $value,
			)
		);
	}

	/**
	 * Adds the page under the Contact forms menu, for administrators.
	 */
	public function add_page(): void {
		add_submenu_page(
			'edit.php?post_type=' . Form::POST_TYPE,
			__( 'Contact form settings', 'inkwell-forms' ),
			__( 'Settings', 'inkwell-forms' ),
			'manage_options',
			self::PAGE,
			array( $this, 'render' )
		);
	}

	/**
	 * Whether the site owner chose to delete the plugin's data with the plugin.
	 *
	 * @since 0.2.0
	 */
	public static function deletes_data(): bool {
		return (bool) get_option( self::DELETE_DATA_OPTION, false );
	}

	/**
	 * Prints the settings form.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Contact form settings', 'inkwell-forms' ) . '</h1>';
		echo '<form method="post" action="options.php">';
		settings_fields( self::PAGE );
		echo '<table class="form-table" role="presentation"><tr><th scope="row">' . esc_html__( 'When the plugin is deleted', 'inkwell-forms' ) . '</th><td>';
		printf(
			'<label><input type="checkbox" name="%1$s" value="1" %2$s aria-describedby="%1$s-description"> %3$s</label>',
			esc_attr( self::DELETE_DATA_OPTION ),
			checked( self::deletes_data(), true, false ),
			esc_html__( 'Delete all forms and submissions', 'inkwell-forms' )
		);
		printf(
			'<p class="description" id="%s-description">%s</p>',
			esc_attr( self::DELETE_DATA_OPTION ),
			esc_html__( 'Submissions hold what visitors sent you, often names and e-mail addresses. With this ticked, deleting Inkwell Forms on the Plugins screen also deletes every form, every stored submission and the plugin\'s settings, for good. Deactivating the plugin never deletes anything.', 'inkwell-forms' )
		);
		echo '</td></tr></table>';
		submit_button();
		echo '</form></div>';
	}
}
