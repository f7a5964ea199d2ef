<?php
/**
 * A sendmail stand-in: writes the message read from standard input to the folder given as first argument.
 *
 * @package Inkwell
 */

$inkwell_dir = $argv[1] ?? '';
if ( '' === $inkwell_dir || ( ! is_dir( $inkwell_dir ) && ! mkdir( $inkwell_dir, 0777, true ) && ! is_dir( $inkwell_dir ) ) ) {
	exit( 1 );
}
$inkwell_message = stream_get_contents( STDIN );
$inkwell_name    = sprintf( '%s/%s-%s.eml', $inkwell_dir, gmdate( 'Ymd-His' ), bin2hex( random_bytes( 4 ) ) );
exit( false === file_put_contents( $inkwell_name, $inkwell_message ) ? 1 : 0 );
