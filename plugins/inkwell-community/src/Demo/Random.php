<?php
/**
 * Deterministic random numbers for the demo content.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use Random\Engine\Mt19937;
use Random\Randomizer;

/**
 * A Mersenne Twister stream of its own (the algorithm of mt_srand/mt_rand), one per seeding step.
 *
 * Each step gets its own stream derived from the seed, so WordPress or a plugin calling mt_rand() never
 * shifts the content, and a different --comments count does not change the posts.
 */
final class Random {

	/**
	 * The generator.
	 *
	 * @var Randomizer
	 */
	private Randomizer $randomizer;

	/**
	 * Creates the stream of one step.
	 *
	 * @param int    $seed The --seed value.
	 * @param string $step A step name, mixed into the seed.
	 */
	public function __construct( int $seed, string $step ) {
		$this->randomizer = new Randomizer( new Mt19937( ( $seed * 7919 + crc32( $step ) ) & 0x7fffffff ) );
	}

	/**
	 * An integer in [min, max].
	 *
	 * @param int $min Lowest value.
	 * @param int $max Highest value.
	 * @return int
	 */
	public function int( int $min, int $max ): int {
		return $max <= $min ? $min : $this->randomizer->getInt( $min, $max );
	}

	/**
	 * A float in [0, 1).
	 *
	 * @return float
	 */
	public function float(): float {
		return $this->randomizer->getInt( 0, 0x7ffffffe ) / 0x7fffffff;
	}

	/**
	 * True with probability $p.
	 *
	 * @param float $p Probability between 0 and 1.
	 * @return bool
	 */
	public function chance( float $p ): bool {
		return $this->float() < $p;
	}

	/**
	 * One element of a non-empty list.
	 *
	 * @template T
	 * @param array<int, T> $items The list.
	 * @return T
	 */
	public function pick( array $items ): mixed {
		return $items[ $this->int( 0, count( $items ) - 1 ) ];
	}

	/**
	 * The list in a random order.
	 *
	 * @template T
	 * @param array<int, T> $items The list.
	 * @return array<int, T>
	 */
	public function shuffle( array $items ): array {
		$items = array_values( $items );
		for ( $i = count( $items ) - 1; $i > 0; $i-- ) {
			$j           = $this->int( 0, $i );
			$tmp         = $items[ $i ];
			$items[ $i ] = $items[ $j ];
			$items[ $j ] = $tmp;
		}
		return $items;
	}

	/**
	 * Up to $count distinct elements of a list.
	 *
	 * @template T
	 * @param array<int, T> $items The list.
	 * @param int           $count How many.
	 * @return array<int, T>
	 */
	public function sample( array $items, int $count ): array {
		return array_slice( $this->shuffle( $items ), 0, max( 0, $count ) );
	}

	/**
	 * An index drawn with the given cumulative weights (see cumulative()).
	 *
	 * @param array<int, float> $cumulative Ascending running totals of the weights.
	 * @return int
	 */
	public function weighted( array $cumulative ): int {
		$target = $this->float() * $cumulative[ count( $cumulative ) - 1 ];
		$lo     = 0;
		$hi     = count( $cumulative ) - 1;
		while ( $lo < $hi ) {
			$mid = intdiv( $lo + $hi, 2 );
			if ( $cumulative[ $mid ] > $target ) {
				$hi = $mid;
			} else {
				$lo = $mid + 1;
			}
		}
		return $lo;
	}

	/**
	 * Running totals of a list of weights, for weighted().
	 *
	 * @param array<int, float|int> $weights Non-negative weights.
	 * @return array<int, float>
	 */
	public static function cumulative( array $weights ): array {
		$total = 0.0;
		$out   = array();
		foreach ( array_values( $weights ) as $weight ) {
			$total += (float) $weight;
			$out[]  = $total;
		}
		return $out;
	}
}
