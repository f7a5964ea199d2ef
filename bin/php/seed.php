<?php
/**
 * Generates the demo content of a site: run by bin/seed through wp-run.php.
 *
 * Arguments: [--posts=N] [--users=N] [--comments=N] [--relations=N] [--seed=S] [--force].
 * The same seed always gives the same content; see bin/php/seed/ for the steps.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

spl_autoload_register(
	static function ( string $class ): void {
		if ( str_starts_with( $class, 'Inkwell\\Seed\\' ) ) {
			$file = __DIR__ . '/seed/' . substr( $class, strlen( 'Inkwell\\Seed\\' ) ) . '.php';
			if ( is_file( $file ) ) {
				require $file;
			}
		}
	}
);

try {
	$inkwell_options = Inkwell\Seed\Options::parse( $args, defined( 'INKWELL_SITE' ) ? INKWELL_SITE : 'dev' );
} catch ( InvalidArgumentException $e ) {
	fwrite( STDERR, 'error: ' . $e->getMessage() . "\n" );
	exit( 2 );
}

try {
	exit( ( new Inkwell\Seed\Seeder( $inkwell_options, new Inkwell\Seed\Progress() ) )->run() );
} catch ( RuntimeException $e ) {
	fwrite( STDERR, 'error: ' . $e->getMessage() . "\n" );
	exit( 1 );
}
