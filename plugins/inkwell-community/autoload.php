<?php
/**
 * The autoloader of the plugin's classes, for the plugin and for its early-actions drop-in.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'Inkwell\\Community\\';
		if ( str_starts_with( $class_name, $prefix ) ) {
			$file = __DIR__ . '/src/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
			if ( is_file( $file ) ) {
				require $file;
			}
		}
	}
);
