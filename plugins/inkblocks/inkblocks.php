<?php
/**
 * Plugin Name:       Inkblocks
 * Description:       Content blocks, popups and newsletter sign-up for Inkwell.
 * Version:           0.1.0
 * Plugin URI:        https://example.com/inkwell/inkblocks/
 * Requires at least: 6.8
 * Requires PHP:      8.2
 * Author:            Inkwell
 * Author URI:        https://example.com
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       inkblocks
 * Domain Path:       /languages
 * Update URI:        https://example.com/inkwell/inkblocks/
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

define( 'INKBLOCKS_VERSION', '0.1.0' );
define( 'INKBLOCKS_FILE', __FILE__ );
define( 'INKBLOCKS_DIR', __DIR__ );

if ( version_compare( PHP_VERSION, '8.2', '<' ) || version_compare( get_bloginfo( 'version' ), '6.8', '<' ) ) {
	add_action(
		'admin_notices',
		static function (): void {
			printf(
				'<div class="notice notice-error"><p>%s</p></div>',
				esc_html__( 'Inkblocks needs WordPress 6.8 and PHP 8.2 or newer; it stays inactive until then.', 'inkblocks' )
			);
		}
	);
	return;
}

// Classes under src/ by namespace; a block's own class beside its block.json: Inkblocks\Blocks\Pricing_Table
// is build/pricing-table/Pricing_Table.php.
spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'Inkblocks\\';
		if ( ! str_starts_with( $class_name, $prefix ) ) {
			return;
		}
		$relative = str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) );
		$file     = __DIR__ . "/src/$relative.php";
		if ( ! is_file( $file ) && preg_match( '#^Blocks/(\w+)$#', $relative, $match ) ) {
			$file = __DIR__ . '/build/' . strtolower( str_replace( '_', '-', $match[1] ) ) . "/{$match[1]}.php";
		}
		if ( is_file( $file ) ) {
			require $file;
		}
	}
);

register_activation_hook( __FILE__, array( Inkblocks\Newsletter\Schema::class, 'install' ) );

( new Inkblocks\Plugin() )->register();
