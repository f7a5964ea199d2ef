<?php
/**
 * Renders the plugin's template parts, which a theme may override.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Frontend;

/**
 * Template parts live in the plugin's templates/ folder; a theme overrides one by shipping
 * inkwell-community/{name}.php.
 *
 * @since 0.1.0
 */
final class Template {

	/**
	 * Returns the rendered template part.
	 *
	 * @since 0.1.0
	 *
	 * @param string              $name Template name without extension, for example 'like-button'.
	 * @param array<string,mixed> $vars Variables the template reads from $args.
	 */
	public static function render( string $name, array $vars ): string {
		$file = locate_template( "inkwell-community/{$name}.php" );
		if ( '' === $file ) {
			$file = INKWELL_COMMUNITY_DIR . "/templates/{$name}.php";
		}
		/**
		 * Filters the file that renders a community template part.
		 *
		 * @since 0.1.0
		 *
		 * @param string $file Absolute path of the template.
		 * @param string $name Template name.
		 */
		$file = (string) apply_filters( 'inkwell_community_template', $file, $name );

		ob_start();
		( static function ( string $file, array $args ): void {
			require $file;
		} )( $file, $vars );
		return (string) ob_get_clean();
	}
}
