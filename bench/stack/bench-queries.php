<?php
/**
 * Query counts of the bench: a request that carries X-Inkwell-Bench-Queries: <label> has its SQL counted
 * (all statements, those on the notifications table, and INSERTs: all and into the notifications table),
 * and one JSON line a request is added to <label>.jsonl in the queries folder of the run. Linked into
 * mu-plugins during a run, so it counts from the plugins' loading on (core's own boot queries are before).
 *
 * @package Inkwell\Bench
 */

$inkwell_queries_label = $_SERVER['HTTP_X_INKWELL_BENCH_QUERIES'] ?? '';
$inkwell_queries_dir   = getenv( 'INKWELL_BENCH_RUN' );
if ( '' !== $inkwell_queries_label && preg_match( '/^[a-z0-9.-]{1,80}$/', $inkwell_queries_label ) && is_string( $inkwell_queries_dir ) && '' !== $inkwell_queries_dir ) {
	$inkwell_queries = array(
		'all'                  => 0,
		'notifications'        => 0,
		'inserts'              => 0,
		'notificationsInserts' => 0,
	);
	add_filter(
		'query',
		static function ( $query ) use ( &$inkwell_queries ) {
			$on_table = str_contains( (string) $query, 'inkwell_notifications' );
			$insert   = (bool) preg_match( '/^\s*INSERT/i', (string) $query );
			++$inkwell_queries['all'];
			$inkwell_queries['notifications']        += $on_table ? 1 : 0;
			$inkwell_queries['inserts']              += $insert ? 1 : 0;
			$inkwell_queries['notificationsInserts'] += $on_table && $insert ? 1 : 0;
			return $query;
		},
		PHP_INT_MAX
	);
	register_shutdown_function(
		static function () use ( &$inkwell_queries, $inkwell_queries_label, $inkwell_queries_dir ) {
			$dir = $inkwell_queries_dir . '/queries';
			if ( ! is_dir( $dir ) ) {
				mkdir( $dir, 0777, true );
			}
			file_put_contents( "$dir/$inkwell_queries_label.jsonl", json_encode( $inkwell_queries ) . "\n", FILE_APPEND | LOCK_EX );
		}
	);
}
