<?php
/**
 * Plugin Name: Inkwell bench limits
 * Description: Linked into mu-plugins by npm run bench for the time of a run. On the bench site, the
 * community's per-person limits are raised far above what the load test sends, so that each call still
 * counts its hit (the cost is measured) and none is refused (the load test expects zero errors).
 *
 * @package Inkwell\Bench
 */

if ( defined( 'INKWELL_SITE' ) && 'bench' === INKWELL_SITE ) {
	add_filter(
		'inkwell_community_rate_limits',
		static fn ( array $limits ): array => array_map( static fn ( array $limit ): array => array( PHP_INT_MAX, $limit[1] ), $limits )
	);
}
