<?php
/**
 * The fixed calendar of the demo content.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

/**
 * Dates count backwards from a fixed base, never from the real time, so the content is reproducible.
 */
final class Clock {

	/** 2026-11-01 00:00:00 UTC: the newest possible demo date. */
	public const BASE = 1793491200;

	public const DAY = 86400;

	/**
	 * Days the published articles are spread over.
	 *
	 * @var int
	 */
	public readonly int $span_days;

	/**
	 * Creates the calendar for a number of articles.
	 *
	 * @param int $posts Published articles.
	 */
	public function __construct( int $posts ) {
		$this->span_days = max( 180, min( 1095, $posts * 4 ) );
	}

	/**
	 * The first day of the articles.
	 *
	 * @return int
	 */
	public function start(): int {
		return self::BASE - $this->span_days * self::DAY;
	}

	/**
	 * A timestamp as a GMT MySQL date.
	 *
	 * @param int $time Timestamp.
	 * @return string
	 */
	public static function gmt( int $time ): string {
		return gmdate( 'Y-m-d H:i:s', $time );
	}

	/**
	 * A timestamp as a MySQL date in the site's time zone.
	 *
	 * @param int $time Timestamp.
	 * @return string
	 */
	public static function local( int $time ): string {
		return get_date_from_gmt( self::gmt( $time ) );
	}
}
