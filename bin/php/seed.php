<?php
/**
 * Generates the demo content of a site: run by bin/seed through wp-run.php, with the generator that ships
 * in the inkwell-community plugin (src/Demo/), the same one the admin's "Import demo content" runs.
 *
 * Arguments: [--posts=N] [--users=N] [--comments=N] [--relations=N] [--seed=S] [--force].
 * The same seed always gives the same content.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

use Inkwell\Community\Demo\Options;
use Inkwell\Community\Demo\Progress;
use Inkwell\Community\Demo\Seeder;

if ( ! class_exists( Seeder::class ) ) {
	fwrite( STDERR, "error: the inkwell-community plugin is not active on this site; it holds the demo-content generator.\n" );
	exit( 1 );
}

try {
	$inkwell_options = Options::parse( $args, defined( 'INKWELL_SITE' ) ? INKWELL_SITE : 'dev' );
} catch ( InvalidArgumentException $e ) {
	fwrite( STDERR, 'error: ' . $e->getMessage() . "\n" );
	exit( 2 );
}

try {
	$inkwell_code = ( new Seeder( $inkwell_options, new Progress() ) )->run();
} catch ( RuntimeException $e ) {
	fwrite( STDERR, 'error: ' . $e->getMessage() . "\n" );
	exit( 1 );
}
if ( Seeder::EXIT_EXISTS === $inkwell_code ) {
	$inkwell_previous = get_option( Seeder::OPTION );
	fwrite( STDERR, 'error: this site already holds demo content (seed ' . ( is_array( $inkwell_previous ) ? ( $inkwell_previous['seed'] ?? '?' ) : '?' ) . "). Run again with --force to delete it and seed anew.\n" );
}
exit( $inkwell_code );
