<?php
/**
 * Plugin Name:       Inkwell Forms
 * Description:       Contact forms for Inkwell: form blocks, validation, mail, an inbox and spam defence.
 * Version:           0.1.0
 * Plugin URI:        https://example.com/inkwell/inkwell-forms/
 * Requires at least: 6.8
 * Requires PHP:      8.2
 * Author:            Inkwell
 * Author URI:        https://example.com
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       inkwell-forms
 * Domain Path:       /languages
 * Update URI:        https://example.com/inkwell/inkwell-forms/
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

define( 'INKWELL_FORMS_VERSION', '0.1.0' );
define( 'INKWELL_FORMS_FILE', __FILE__ );
define( 'INKWELL_FORMS_DIR', __DIR__ );

if ( version_compare( PHP_VERSION, '8.2', '<' ) || version_compare( get_bloginfo( 'version' ), '6.8', '<' ) ) {
	add_action(
		'admin_notices',
		static function (): void {
			printf(
				'<div class="notice notice-error"><p>%s</p></div>',
				esc_html__( 'Inkwell Forms needs WordPress 6.8 and PHP 8.2 or newer; it stays inactive until then.', 'inkwell-forms' )
			);
		}
	);
	return;
}

spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'Inkwell\\Forms\\';
		if ( str_starts_with( $class_name, $prefix ) ) {
			$file = __DIR__ . '/src/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
			if ( is_file( $file ) ) {
				require $file;
			}
		}
	}
);

( new Inkwell\Forms\Plugin() )->register();
