<?php
/**
 * Renders the plugin's template parts, which a theme may override.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Frontend;

/**
 * Template parts live in the plugin's templates/ folder; a theme overrides one by shipping
 * inkblocks/{name}.php.
 *
 * @since 0.1.0
 */
final class Template {

	/**
	 * Returns the rendered template part.
	 *
	 * @since 0.1.0
	 *
	 * @param string              $name Template name without extension, for example 'newsletter-form'.
	 * @param array<string,mixed> $vars Variables the template reads from $args.
	 */
	public static function render( string $name, array $vars ): string {
		$file = locate_template( "inkblocks/{$name}.php" );
		if ( '' === $file ) {
			$file = INKBLOCKS_DIR . "/templates/{$name}.php";
		}
		/**
		 * Filters the file that renders an Inkblocks template part.
		 *
		 * @since 0.1.0
		 *
		 * @param string $file Absolute path of the template.
		 * @param string $name Template name.
		 */
		$file = (string) apply_filters( 'inkblocks_template', $file, $name );

		ob_start();
		( static function ( string $file, array $args ): void {
			require $file;
		} )( $file, $vars );
		return (string) ob_get_clean();
	}
}
