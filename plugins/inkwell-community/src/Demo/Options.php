<?php
/**
 * The command-line options of bin/seed.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use InvalidArgumentException;

/**
 * Parsed and validated sizes, seed and flags.
 */
final class Options {

	/** Authors plus the editor: the smallest --users. */
	public const STAFF = 7;

	/**
	 * Default sizes per site: the bench site defaults to the benchmark's size.
	 *
	 * @var array<string, array<string, int>>
	 */
	private const DEFAULTS = array(
		'default' => array(
			'posts'     => 60,
			'users'     => 30,
			'comments'  => 400,
			'relations' => 1500,
		),
		'bench'   => array(
			'posts'     => 2000,
			'users'     => 200,
			'comments'  => 20000,
			'relations' => 100000,
		),
	);

	/**
	 * Creates the options.
	 *
	 * @param int  $posts     Published articles.
	 * @param int  $users     Accounts: 6 authors, 1 editor and the rest readers.
	 * @param int  $comments  Approved comments, replies included.
	 * @param int  $relations Rows in the relations table.
	 * @param int  $seed      Seed of every random choice.
	 * @param bool $force     Replace existing demo content.
	 */
	public function __construct(
		public readonly int $posts,
		public readonly int $users,
		public readonly int $comments,
		public readonly int $relations,
		public readonly int $seed,
		public readonly bool $force,
	) {}

	/**
	 * Parses --name=value arguments.
	 *
	 * @param array<int, string> $args Arguments.
	 * @param string             $site Site name, for the defaults.
	 * @return self
	 * @throws InvalidArgumentException On an unknown option or a bad value.
	 */
	public static function parse( array $args, string $site ): self {
		$values = self::DEFAULTS[ 'bench' === $site ? 'bench' : 'default' ] + array( 'seed' => 1 );
		$force  = false;
		foreach ( $args as $arg ) {
			if ( '--force' === $arg ) {
				$force = true;
				continue;
			}
			if ( ! preg_match( '/^--(posts|users|comments|relations|seed)=(\d{1,9})$/', $arg, $m ) ) {
				throw new InvalidArgumentException( "unknown or malformed option: $arg" );
			}
			$values[ $m[1] ] = (int) $m[2];
		}
		if ( $values['posts'] < 1 ) {
			throw new InvalidArgumentException( '--posts must be at least 1' );
		}
		if ( $values['users'] < self::STAFF ) {
			throw new InvalidArgumentException( '--users must be at least ' . self::STAFF . ' (6 authors and 1 editor)' );
		}
		return new self( $values['posts'], $values['users'], $values['comments'], $values['relations'], $values['seed'], $force );
	}

	/**
	 * Number of reader accounts.
	 *
	 * @return int
	 */
	public function readers(): int {
		return $this->users - self::STAFF;
	}

	/**
	 * The values stored in the inkwell_demo_seed option.
	 *
	 * @return array<string, int>
	 */
	public function to_array(): array {
		return array(
			'seed'      => $this->seed,
			'posts'     => $this->posts,
			'users'     => $this->users,
			'comments'  => $this->comments,
			'relations' => $this->relations,
		);
	}
}
