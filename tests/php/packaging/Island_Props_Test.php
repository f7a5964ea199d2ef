<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Packaging;

use Yoast\PHPUnitPolyfills\TestCases\TestCase;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * Every island's props are printed with `&`, `<`, `>` and quotes as JSON escapes. esc_attr() leaves an
 * entity such as "&lt;" as it is, which the browser decodes back into "<"; an island that inserts a text
 * as HTML would then build a tag an author had only typed as text.
 *
 * @coversNothing
 */
final class Island_Props_Test extends TestCase {

	public function test_every_printed_island_props_escapes_markup_in_its_json(): void {
		$root  = dirname( __DIR__, 3 );
		$files = array();
		foreach ( array( 'widgets-src', 'plugins', 'theme' ) as $folder ) {
			$iterator = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( "$root/$folder", RecursiveDirectoryIterator::SKIP_DOTS ) );
			foreach ( $iterator as $file ) {
				$path = $file->getPathname();
				if ( str_ends_with( $path, '.php' ) && ! preg_match( '#/(build|vendor|node_modules|__tests__)/#', $path ) ) {
					$source  = (string) file_get_contents( $path );
					$printed = substr_count( $source, 'data-inkwell-props="' );
					if ( $printed > 0 ) {
						$files[ substr( $path, strlen( $root ) + 1 ) ] = array( $printed, substr_count( $source, 'JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS' ) );
					}
				}
			}
		}
		$this->assertGreaterThan( 25, count( $files ), 'the island templates were found' );
		foreach ( $files as $path => $counts ) {
			$this->assertGreaterThanOrEqual( $counts[0], $counts[1], "$path prints island props without the JSON_HEX flags" );
		}
	}
}
