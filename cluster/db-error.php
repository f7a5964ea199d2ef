<?php
/**
 * WordPress's db-error.php drop-in for the cluster's nodes (wp-content/db-error.php).
 *
 * When no database node answers (the writer died and HAProxy has not moved on yet), WordPress calls
 * dead_db(), which would answer 500 with an HTML page, also to the community's JSON calls. This answers
 * 503 with Retry-After instead, so that a browser, a proxy and the islands' HTTP client see a temporary
 * failure: a JSON error for REST and ajax calls, a short page for the rest. Only what WordPress loads
 * before its first query is used (functions.php, l10n): the connection may fail that early.
 *
 * @package Inkwell\Cluster
 */

defined( 'ABSPATH' ) || exit;

$inkwell_uri  = isset( $_SERVER['REQUEST_URI'] ) ? (string) $_SERVER['REQUEST_URI'] : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only matched, never printed.
$inkwell_json = ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || wp_doing_ajax() || str_contains( $inkwell_uri, '/wp-json/' ) || str_contains( $inkwell_uri, 'rest_route=' ) || wp_is_json_request();
// Core's own sentence, translated by core (dead_db() loaded its translations); no plugin is loaded here.
$inkwell_text = __( 'Error establishing a database connection' ); // phpcs:ignore WordPress.WP.I18n.MissingArgDomain

if ( ! headers_sent() ) {
	status_header( 503 );
	nocache_headers();
	header( 'Retry-After: 5' );
	header( 'Content-Type: ' . ( $inkwell_json ? 'application/json' : 'text/html' ) . '; charset=utf-8' );
}

if ( $inkwell_json ) {
	echo wp_json_encode(
		array(
			'code'    => 'inkwell_database_unavailable',
			'message' => $inkwell_text,
			'data'    => array( 'status' => 503 ),
		)
	);
	return;
}
?>
<!doctype html>
<html>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title><?php echo htmlspecialchars( $inkwell_text ); // phpcs:ignore WordPress.Security.EscapeOutput -- esc_html() may not be loaded yet. ?></title></head>
<body><p><?php echo htmlspecialchars( $inkwell_text ); // phpcs:ignore WordPress.Security.EscapeOutput -- as above. ?></p></body>
</html>
