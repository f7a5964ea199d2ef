<?php
/**
 * Approves one comment as a moderator does in wp-admin (the same core function, so the same hooks fire).
 * Run through tests/cluster/control.sh php; argument: the comment id.
 *
 * @package Inkwell\Tests
 */

if ( ! wp_set_comment_status( (int) ( $args[0] ?? 0 ), 'approve' ) ) {
	fwrite( STDERR, "could not approve the comment\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- CLI.
	exit( 1 );
}
