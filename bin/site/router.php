<?php
/**
 * Router for PHP's built-in server: serves existing files as they are and sends the rest to WordPress,
 * like the rewrite rules of a production web server.
 *
 * @package Inkwell
 */

$inkwell_path = (string) parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH );
$inkwell_file = $_SERVER['DOCUMENT_ROOT'] . $inkwell_path;

if ( '/' !== $inkwell_path && is_file( $inkwell_file ) ) {
	if ( str_ends_with( $inkwell_file, '.php' ) ) {
		$_SERVER['SCRIPT_NAME']     = $inkwell_path;
		$_SERVER['SCRIPT_FILENAME'] = $inkwell_file;
		$_SERVER['PHP_SELF']        = $inkwell_path;
		chdir( dirname( $inkwell_file ) );
		require $inkwell_file;
		return true;
	}
	return false;
}
if ( is_dir( $inkwell_file ) && is_file( rtrim( $inkwell_file, '/' ) . '/index.php' ) ) {
	if ( ! str_ends_with( $inkwell_path, '/' ) ) {
		header( 'Location: ' . $inkwell_path . '/', true, 301 );
		return true;
	}
	$_SERVER['SCRIPT_NAME']     = $inkwell_path . 'index.php';
	$_SERVER['SCRIPT_FILENAME'] = $inkwell_file . 'index.php';
	$_SERVER['PHP_SELF']        = $inkwell_path . 'index.php';
	chdir( $inkwell_file );
	require $inkwell_file . 'index.php';
	return true;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
