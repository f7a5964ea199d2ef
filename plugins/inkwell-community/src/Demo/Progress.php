<?php
/**
 * Progress lines of the seeding steps.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

/**
 * Reports each finished step with its duration: by default one printed line in the indented style of the
 * bin/ scripts; the admin's import passes its own reporter, which stores the step for the page to show.
 */
final class Progress {

	/**
	 * Receives (step, summary, seconds) of each finished step and ('', note, 0.0) of notes within a step.
	 *
	 * @var callable(string, string, float): void
	 */
	private $report;

	/**
	 * When the current step started.
	 *
	 * @var float
	 */
	private float $started;

	/**
	 * When the run started.
	 *
	 * @var float
	 */
	private float $run_started;

	/**
	 * Starts the clock.
	 *
	 * @param (callable(string, string, float): void)|null $report Receives each step; null prints it.
	 */
	public function __construct( ?callable $report = null ) {
		$this->report      = $report ?? static function ( string $step, string $summary, float $seconds ): void {
			// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- command-line output of bin/seed.
			echo '' === $step && 0.0 === $seconds ? sprintf( "    %-11s %s\n", '', $summary ) : sprintf( "    %-11s %-62s %6.1f s\n", $step, $summary, $seconds );
		};
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
		( $this->report )( $step, $summary, microtime( true ) - $this->started );
		$this->begin();
	}

	/**
	 * Prints an intermediate note within a step.
	 *
	 * @param string $message Text.
	 */
	public function note( string $message ): void {
		( $this->report )( '', $message, 0.0 );
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
