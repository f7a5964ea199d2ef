<?php
/**
 * The PHP profiler of the bench stack (Debian's php-excimer): a request to the bench site that carries
 * X-Inkwell-Bench-Profile: <label> is sampled on PHP's CPU clock, and its stacks are added, in the collapsed
 * format of flame graphs, to <label>.folded in the profiles folder of the run (one line a request is added
 * to <label>.requests). Required by the bench's object-cache drop-in, the earliest file WordPress loads
 * that the bench owns, so the profile covers all but the loading of wp-config and the database connection.
 *
 * @package Inkwell\Bench
 */

$inkwell_profile_label = $_SERVER['HTTP_X_INKWELL_BENCH_PROFILE'] ?? '';
$inkwell_profile_dir   = getenv( 'INKWELL_BENCH_RUN' );
if ( '' !== $inkwell_profile_label && preg_match( '/^[a-z0-9.-]{1,80}$/', $inkwell_profile_label )
	&& is_string( $inkwell_profile_dir ) && '' !== $inkwell_profile_dir && class_exists( 'ExcimerProfiler' ) ) {
	$inkwell_profiler = new ExcimerProfiler();
	$inkwell_profiler->setEventType( EXCIMER_CPU );
	$inkwell_profiler->setPeriod( 0.0002 ); // 0.2 ms of CPU a sample.
	$inkwell_profiler->start();
	register_shutdown_function(
		static function () use ( $inkwell_profiler, $inkwell_profile_label, $inkwell_profile_dir ) {
			$inkwell_profiler->stop();
			$dir = $inkwell_profile_dir . '/profiles';
			if ( ! is_dir( $dir ) ) {
				mkdir( $dir, 0777, true );
			}
			file_put_contents( "$dir/$inkwell_profile_label.folded", $inkwell_profiler->getLog()->formatCollapsed(), FILE_APPEND | LOCK_EX );
			file_put_contents( "$dir/$inkwell_profile_label.requests", "1\n", FILE_APPEND | LOCK_EX );
		}
	);
}
