<?php
/**
 * Prints, as JSON, the stored rows and the plugin's (object-cached) count of one relation on one object:
 * arguments relation, object_type, object_id. Run with INKWELL_OBJECT_CACHE set to read Redis like the pool.
 *
 * @package Inkwell\Bench
 */

global $wpdb;
[ $inkwell_relation, $inkwell_type, $inkwell_object ] = $args;
$inkwell_table = $wpdb->prefix . 'inkwell_relations';
// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
$inkwell_rows     = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$inkwell_table} WHERE relation = %s AND object_type = %s AND object_id = %d", $inkwell_relation, $inkwell_type, (int) $inkwell_object ) );
$inkwell_distinct = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(DISTINCT user_id) FROM {$inkwell_table} WHERE relation = %s AND object_type = %s AND object_id = %d", $inkwell_relation, $inkwell_type, (int) $inkwell_object ) );
$inkwell_users    = $wpdb->get_col( $wpdb->prepare( "SELECT user_id FROM {$inkwell_table} WHERE relation = %s AND object_type = %s AND object_id = %d", $inkwell_relation, $inkwell_type, (int) $inkwell_object ) );
$inkwell_cached   = class_exists( '\Inkwell\Community\Storage\Relations' )
	? ( new \Inkwell\Community\Storage\Relations() )->count( $inkwell_relation, $inkwell_type, (int) $inkwell_object )
	: null;
echo wp_json_encode(
	array(
		'rows'     => $inkwell_rows,
		'distinct' => $inkwell_distinct,
		'users'    => array_map( 'intval', $inkwell_users ),
		'cached'   => $inkwell_cached,
	)
);
