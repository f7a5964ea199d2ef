<?php
/**
 * A shuffled deck of phrases.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

/**
 * Hands out the items of a bank in a random order without repeats, reshuffling once it runs out.
 */
final class Deck {

	/**
	 * Items left in this round.
	 *
	 * @var array<int, mixed>
	 */
	private array $left = array();

	/**
	 * Creates the deck.
	 *
	 * @param Random            $random The stream that shuffles.
	 * @param array<int, mixed> $items  The bank (non-empty).
	 */
	public function __construct( private readonly Random $random, private readonly array $items ) {}

	/**
	 * The next item.
	 *
	 * @return mixed
	 */
	public function draw(): mixed {
		if ( ! $this->left ) {
			$this->left = $this->random->shuffle( $this->items );
		}
		return array_pop( $this->left );
	}
}
