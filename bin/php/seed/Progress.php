<?php
/**
 * Progress lines of the seeding steps.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

namespace Inkwell\Seed;

/**
 * Prints one line per finished step with its duration, in the indented style of the bin/ scripts.
 */
final class Progress {

	/** When the current step started. */
	private float $started;

	/** When the run started. */
	private float $run_started;

	/** Starts the clock. */
	public function __construct() {
		$this->run_started = microtime( true );
		$this->started     = $this->run_started;
	}

	/**
	 * Starts timing a step.
	 */
	public function begin(): void {
		$this->started = microtime( true );
	}

	/**
	 * Prints a finished step.
	 *
	 * @param string $step    Step name.
	 * @param string $summary What it did.
	 */
	public function done( string $step, string $summary ): void {
		printf( "    %-11s %-62s %6.1f s\n", $step, $summary, microtime( true ) - $this->started );
		$this->begin();
	}

	/**
	 * Prints an intermediate note within a step.
	 *
	 * @param string $message Text.
	 */
	public function note( string $message ): void {
		printf( "    %-11s %s\n", '', $message );
	}

	/**
	 * Seconds since the run started.
	 *
	 * @return float
	 */
	public function total(): float {
		return microtime( true ) - $this->run_started;
	}
}
