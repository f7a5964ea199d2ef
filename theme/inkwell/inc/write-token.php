<?php
/**
 * Write tokens: when a kept copy of something may be used.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/**
 * A write token. A copy of something derived from the database (rendered HTML, a query's answer) is kept
 * with the token read before it was built, and used only while the token is the same. Every write that
 * changes what the copy shows gives a new token after it is stored, so a copy built while a write landed is
 * never used; deleting the copy alone would let that build store it afterwards.
 *
 * Kept in a persistent object cache when there is one (an autoloaded option would rewrite all of them in
 * the cache on every write), else as an autoloaded option, which costs no query to read.
 *
 * @since 0.6.0
 *
 * @param string $name The token's name.
 */
function inkwell_write_token( string $name ): string {
	$cached = wp_using_ext_object_cache();
	$read   = static fn (): mixed => $cached ? wp_cache_get( $name, 'inkwell' ) : get_option( $name );
	$token  = $read();
	if ( is_string( $token ) && '' !== $token ) {
		return $token;
	}
	$token = bin2hex( random_bytes( 8 ) );
	$added = $cached ? wp_cache_add( $name, $token, 'inkwell' ) : add_option( $name, $token, '', true );
	if ( $added ) {
		return $token;
	}
	// Another request added one first: theirs is the current one.
	$current = $read();
	return is_string( $current ) && '' !== $current ? $current : $token;
}

/**
 * Gives a write token a new value: copies kept under the old one are not used again.
 *
 * @since 0.6.0
 *
 * @param string $name The token's name.
 */
function inkwell_renew_write_token( string $name ): void {
	$token = bin2hex( random_bytes( 8 ) );
	if ( wp_using_ext_object_cache() ) {
		wp_cache_set( $name, $token, 'inkwell' );
	} else {
		update_option( $name, $token, true );
	}
}
