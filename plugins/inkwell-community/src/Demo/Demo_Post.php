<?php
/**
 * Inserts one published post of any type marked as demo content.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use RuntimeException;

/**
 * The shared insert of the seed's pages and other single posts: published, comments and pings
 * closed, marked with `_inkwell_demo` so --force can remove it.
 */
final class Demo_Post {

	/**
	 * Inserts the post and returns its id.
	 *
	 * @param array<string, mixed> $fields Fields for wp_insert_post(); they override the defaults.
	 * @param string               $what   What it is, for the error message.
	 * @throws RuntimeException When WordPress refuses it.
	 */
	public static function insert( array $fields, string $what ): int {
		$id = wp_insert_post(
			wp_slash(
				$fields + array(
					'post_status'    => 'publish',
					'comment_status' => 'closed',
					'ping_status'    => 'closed',
					'meta_input'     => array( '_inkwell_demo' => 1 ),
				)
			),
			true,
			false
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( "could not create $what: " . $id->get_error_message() );
		}
		return (int) $id;
	}
}
