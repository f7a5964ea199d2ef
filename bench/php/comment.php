<?php
/**
 * Comments as readers make them, for the bench's "after a comment" row. Argument add: an approved comment on
 * a random published article, through wp_insert_comment(), so every hook of a real comment runs; prints the
 * article's id. Argument remove: deletes the comments this script added. Run with INKWELL_OBJECT_CACHE set to
 * write through Redis, as that pool's site would.
 *
 * @package Inkwell\Bench
 */

global $wpdb;
$inkwell_agent = 'Inkwell bench';
if ( 'add' === ( $args[0] ?? '' ) ) {
	$inkwell_post = (int) $wpdb->get_var( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish' ORDER BY RAND() LIMIT 1" );
	wp_insert_comment(
		array(
			'comment_post_ID'      => $inkwell_post,
			'comment_author'       => 'Bench reader',
			'comment_author_email' => 'reader@bench.invalid',
			'comment_content'      => 'A comment of the bench.',
			'comment_agent'        => $inkwell_agent,
			'comment_approved'     => 1,
		)
	);
	echo (int) $inkwell_post;
} elseif ( 'remove' === ( $args[0] ?? '' ) ) {
	$inkwell_ids = $wpdb->get_col( $wpdb->prepare( "SELECT comment_ID FROM {$wpdb->comments} WHERE comment_agent = %s", $inkwell_agent ) );
	foreach ( $inkwell_ids as $inkwell_id ) {
		wp_delete_comment( (int) $inkwell_id, true );
	}
	echo count( $inkwell_ids );
}
