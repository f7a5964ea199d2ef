<?php
/**
 * A read or write the database did not carry out.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Storage;

/**
 * Thrown when a query fails (the database went away, a lock timed out, the disk is full), so that no
 * caller answers a write it could not make as a success. The REST routes and the comment ajax answer it
 * with a clean 503.
 *
 * @since 0.5.0
 */
final class Storage_Unavailable extends \RuntimeException {

	/** The handlers wp_die() picks from, by the kind of request. */
	private const DIE_HANDLERS = array( 'wp_die_handler', 'wp_die_ajax_handler', 'wp_die_json_handler', 'wp_die_jsonp_handler', 'wp_die_xml_handler' );

	/**
	 * Throws when the last query of $wpdb failed.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $result What the wpdb call returned.
	 * @return mixed The result, when the query worked.
	 * @throws self When it failed.
	 */
	public static function check( mixed $result ): mixed {
		global $wpdb;
		$error = (string) $wpdb->last_error;
		if ( false === $result || '' !== $error ) {
			throw new self( '' !== $error ? $error : 'The query failed.' );
		}
		return $result;
	}

	/**
	 * Throws when an update_*_meta() call failed. Those return false both when the write failed and when
	 * the value was already stored, so false counts as a failure only while the stored value differs.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed  $result    What update_*_meta() returned.
	 * @param string $meta_type user, post or comment.
	 * @param int    $object_id The object.
	 * @param string $key       Meta key.
	 * @param mixed  $value     The value written.
	 * @throws self When the value is not stored.
	 */
	public static function check_meta( mixed $result, string $meta_type, int $object_id, string $key, mixed $value ): void {
		if ( false !== $result ) {
			return;
		}
		$stored = get_metadata( $meta_type, $object_id, $key, true );
		$same   = is_scalar( $value ) ? (string) $stored === (string) $value : maybe_serialize( $stored ) === maybe_serialize( $value );
		if ( ! $same ) {
			throw new self( "The $meta_type meta $key was not saved." );
		}
	}

	/**
	 * Runs a callback during which a lost database connection throws this exception. When wpdb cannot
	 * reconnect it ends the request through wp_die() (dead_db()), which would answer an HTML or a bare
	 * 500 page; inside the callback that becomes an exception its caller answers.
	 *
	 * @since 0.5.0
	 *
	 * @template T
	 * @param callable(): T $run The work.
	 * @return T What it returned.
	 * @throws self When the connection was lost for good.
	 */
	public static function guard( callable $run ): mixed {
		$intercept = static function ( $handler ): callable {
			return static function ( ...$args ) use ( $handler ) {
				global $wpdb;
				if ( empty( $wpdb->dbh ) ) {
					throw new self( 'The database connection was lost.' );
				}
				return $handler( ...$args );
			};
		};
		foreach ( self::DIE_HANDLERS as $filter ) {
			add_filter( $filter, $intercept, PHP_INT_MAX );
		}
		try {
			return $run();
		} finally {
			foreach ( self::DIE_HANDLERS as $filter ) {
				remove_filter( $filter, $intercept, PHP_INT_MAX );
			}
		}
	}
}
