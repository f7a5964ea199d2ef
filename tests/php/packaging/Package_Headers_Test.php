<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Packaging;

use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * The theme's and each plugin's readme.txt and file headers, read with WordPress's own header parser,
 * tell one story: one version, one WordPress minimum, one PHP minimum everywhere they are stated (readmes,
 * headers, requirement checks, README.md, phpcs.xml.dist, composer.json, .wp-env.json), "Tested up to"
 * the WordPress the tests run on, and the licence of every library a package's scripts bundle.
 *
 * @coversNothing
 */
final class Package_Headers_Test extends TestCase {

	private const ROOT = __DIR__ . '/../../..';

	/** Sections a wordpress.org readme of ours must have. */
	private const SECTIONS = array( 'Description', 'Installation', 'Frequently Asked Questions', 'Screenshots', 'External services', 'Changelog', 'Upgrade Notice', 'Copyright' );

	/**
	 * Package folder => main file with the header.
	 *
	 * @return array<string, string>
	 */
	private static function packages(): array {
		return array(
			'theme/inkwell'             => 'style.css',
			'plugins/inkwell-community' => 'inkwell-community.php',
			'plugins/inkwell-forms'     => 'inkwell-forms.php',
			'plugins/inkblocks'         => 'inkblocks.php',
		);
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public function data_provider_packages(): array {
		$cases = array();
		foreach ( self::packages() as $dir => $main ) {
			$cases[ basename( $dir ) ] = array( $dir, $main );
		}
		return $cases;
	}

	/**
	 * The header of a plugin or theme main file, as WordPress reads it.
	 *
	 * @return array<string, string>
	 */
	private static function header( string $dir, string $main ): array {
		$file = self::ROOT . "/$dir/$main";
		if ( str_ends_with( $main, '.css' ) ) {
			return get_file_data(
				$file,
				array(
					'Name'        => 'Theme Name',
					'Version'     => 'Version',
					'RequiresWP'  => 'Requires at least',
					'TestedUpTo'  => 'Tested up to',
					'RequiresPHP' => 'Requires PHP',
					'TextDomain'  => 'Text Domain',
					'License'     => 'License',
				)
			);
		}
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		return get_plugin_data( $file, false, false );
	}

	/**
	 * The readme's name, header fields and section titles.
	 *
	 * @return array{name: string, fields: array<string, string>, sections: string[], text: string}
	 */
	private static function readme( string $dir ): array {
		$text = (string) file_get_contents( self::ROOT . "/$dir/readme.txt" );
		preg_match( '/^=== (.+) ===\n/', $text, $name );
		$head   = explode( "\n\n", substr( $text, strlen( $name[0] ?? '' ) ), 2 )[0];
		$fields = array();
		foreach ( explode( "\n", $head ) as $line ) {
			if ( preg_match( '/^([A-Za-z ]+):\s*(.+)$/', $line, $m ) ) {
				$fields[ $m[1] ] = trim( $m[2] );
			}
		}
		preg_match_all( '/^== (.+) ==$/m', $text, $sections );
		return array(
			'name'     => $name[1] ?? '',
			'fields'   => $fields,
			'sections' => $sections[1],
			'text'     => $text,
		);
	}

	/**
	 * The WordPress and PHP minimums stated in the readme of the first package: the ones all must state.
	 *
	 * @return array{wp: string, php: string}
	 */
	private static function minimums(): array {
		$fields = self::readme( 'theme/inkwell' )['fields'];
		return array(
			'wp'  => $fields['Requires at least'],
			'php' => $fields['Requires PHP'],
		);
	}

	/**
	 * @dataProvider data_provider_packages
	 */
	public function test_the_readme_agrees_with_the_header( string $dir, string $main ): void {
		$header = self::header( $dir, $main );
		$readme = self::readme( $dir );
		$this->assertSame( $header['Name'], $readme['name'], 'readme title' );
		$this->assertSame( $header['Version'], $readme['fields']['Stable tag'] ?? null, 'Stable tag = Version' );
		$this->assertSame( $header['RequiresWP'], $readme['fields']['Requires at least'] ?? null, 'Requires at least' );
		$this->assertSame( $header['RequiresPHP'], $readme['fields']['Requires PHP'] ?? null, 'Requires PHP' );
		$this->assertSame( basename( $dir ), $header['TextDomain'], 'the text domain is the folder name' );
		foreach ( array( 'Contributors', 'Tags', 'Tested up to', 'License', 'License URI' ) as $field ) {
			$this->assertNotEmpty( $readme['fields'][ $field ] ?? '', "readme field $field" );
		}
		foreach ( self::SECTIONS as $section ) {
			$this->assertContains( $section, $readme['sections'], "readme section $section" );
		}
		$this->assertMatchesRegularExpression( '/Copyright \d{4}/', $readme['text'], 'copyright notice' );
		$this->assertStringContainsString( '= ' . $header['Version'] . ' =', $readme['text'], 'changelog entry for the stable tag' );
	}

	/**
	 * @dataProvider data_provider_packages
	 */
	public function test_every_package_states_the_same_minimums_and_tested_version( string $dir, string $main ): void {
		$min    = self::minimums();
		$header = self::header( $dir, $main );
		$readme = self::readme( $dir );
		$this->assertSame( $min['wp'], $header['RequiresWP'] );
		$this->assertSame( $min['php'], $header['RequiresPHP'] );
		// The newest WordPress the tests run on is the one a package claims to be tested up to.
		$this->assertSame( implode( '.', array_slice( explode( '.', get_bloginfo( 'version' ) ), 0, 2 ) ), $readme['fields']['Tested up to'] );
		if ( isset( $header['TestedUpTo'] ) ) {
			$this->assertSame( $readme['fields']['Tested up to'], $header['TestedUpTo'] );
		}
	}

	/**
	 * @dataProvider data_provider_packages
	 */
	public function test_a_plugin_checks_the_minimums_it_claims_and_names_its_update_uri( string $dir, string $main ): void {
		if ( ! str_starts_with( $dir, 'plugins/' ) ) {
			$this->assertSame( 'style.css', $main );
			return;
		}
		$min    = self::minimums();
		$header = self::header( $dir, $main );
		$source = (string) file_get_contents( self::ROOT . "/$dir/$main" );
		$this->assertStringContainsString( "version_compare( PHP_VERSION, '{$min['php']}', '<' )", $source );
		$this->assertStringContainsString( "version_compare( get_bloginfo( 'version' ), '{$min['wp']}', '<' )", $source );
		$this->assertStringContainsString( "needs WordPress {$min['wp']} and PHP {$min['php']} or newer", $source );
		$this->assertMatchesRegularExpression( '#^https://[^ ]+/' . preg_quote( basename( $dir ), '#' ) . '/$#', $header['UpdateURI'] );
		$this->assertSame( '/languages', $header['DomainPath'] );
	}

	public function test_the_tools_and_docs_state_the_same_minimums(): void {
		$min      = self::minimums();
		$phpcs    = (string) file_get_contents( self::ROOT . '/phpcs.xml.dist' );
		$composer = json_decode( (string) file_get_contents( self::ROOT . '/composer.json' ), true );
		$wp_env   = json_decode( (string) file_get_contents( self::ROOT . '/.wp-env.json' ), true );
		$readme   = (string) file_get_contents( self::ROOT . '/README.md' );
		$this->assertStringContainsString( '<config name="testVersion" value="' . $min['php'] . '-"/>', $phpcs );
		$this->assertStringContainsString( '<config name="minimum_supported_wp_version" value="' . $min['wp'] . '"/>', $phpcs );
		$this->assertSame( '>=' . $min['php'], $composer['require']['php'] );
		// wp-env runs the oldest PHP the packages accept, so a newer-only construct shows there first.
		$this->assertSame( $min['php'], $wp_env['phpVersion'] );
		$this->assertMatchesRegularExpression( '/WordPress\s+' . preg_quote( $min['wp'], '/' ) . ' or newer and PHP ' . preg_quote( $min['php'], '/' ) . ' or newer/', $readme );
	}

	public function test_the_claimed_wordpress_minimum_is_the_oldest_release_the_dist_stage_installs(): void {
		$fetch = (string) file_get_contents( self::ROOT . '/bin/lib/fetch-wordpress.sh' );
		$this->assertMatchesRegularExpression( '/^OLDEST_SUITE="\w+" OLDEST_VERSION="(\d+\.\d+)\./m', $fetch );
		preg_match( '/^OLDEST_SUITE="\w+" OLDEST_VERSION="(\d+\.\d+)\./m', $fetch, $oldest );
		$this->assertSame( self::minimums()['wp'], $oldest[1], '"Requires at least" is the release bin/dist --check installs the zips on' );
	}

	/**
	 * Libraries bundled into built scripts, as npm names them.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function data_provider_bundled_libraries(): array {
		return array(
			'Swiper'   => array( 'swiper' ),
			'Chart.js' => array( 'chart.js' ),
			'Leaflet'  => array( 'leaflet' ),
		);
	}

	/**
	 * @dataProvider data_provider_bundled_libraries
	 */
	public function test_a_package_that_bundles_a_library_names_it_and_its_licence( string $library ): void {
		$package = json_decode( (string) file_get_contents( self::ROOT . "/node_modules/$library/package.json" ), true );
		$owners  = self::owners_importing( $library );
		$this->assertNotEmpty( $owners, "no script imports $library: drop it from this list" );
		foreach ( $owners as $owner ) {
			$dir  = 'inkwell' === $owner ? 'theme/inkwell' : "plugins/$owner";
			$text = self::readme( $dir )['text'];
			$this->assertMatchesRegularExpression(
				'/^' . preg_quote( self::display_name( $library ), '/' ) . ', Copyright [^\n]+\nLicense: ' . preg_quote( $package['license'], '/' ) . '$/m',
				$text,
				"$dir/readme.txt names $library and its licence"
			);
		}
	}

	private static function display_name( string $library ): string {
		return array(
			'swiper'   => 'Swiper',
			'chart.js' => 'Chart.js',
			'leaflet'  => 'Leaflet',
		)[ $library ];
	}

	/**
	 * The packages (theme or plugin folder names) whose scripts import the library: a source file's package
	 * is the owner in the nearest bundle.json above it, or the folder below widgets-src/ named after a package.
	 *
	 * @return string[]
	 */
	private static function owners_importing( string $library ): array {
		$source   = realpath( self::ROOT . '/widgets-src' );
		$owners   = array();
		$packages = array_map( 'basename', array_keys( self::packages() ) );
		$files    = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $source, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			$path = $file->getPathname();
			if ( ! preg_match( '/\.tsx?$/', $path ) || str_contains( $path, '__tests__' )
				|| ! preg_match( "/from '" . preg_quote( $library, '/' ) . "['\\/]/", (string) file_get_contents( $path ) ) ) {
				continue;
			}
			$relative = explode( '/', substr( $path, strlen( $source ) + 1 ) );
			if ( in_array( $relative[0], $packages, true ) ) {
				$owners[] = $relative[0];
				continue;
			}
			$dir = dirname( $path );
			while ( str_starts_with( $dir, $source ) && ! is_file( "$dir/bundle.json" ) ) {
				$dir = dirname( $dir );
			}
			if ( is_file( "$dir/bundle.json" ) ) {
				$owners[] = json_decode( (string) file_get_contents( "$dir/bundle.json" ), true )['owner'];
			}
		}
		return array_values( array_unique( $owners ) );
	}
}
