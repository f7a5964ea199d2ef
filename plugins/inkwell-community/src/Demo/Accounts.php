<?php
/**
 * The demo accounts.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use RuntimeException;

/**
 * Creates author1..author6, editor1 and reader1..readerN, all with the password "password".
 *
 * @phpstan-type Account array{id: int, login: string, role: string, name: string, email: string, registered: int, topics: array<int, string>, weight: int}
 */
final class Accounts {

	/** The demo password of every account. */
	public const PASSWORD = 'password';

	/**
	 * Creates the step.
	 *
	 * @param Corpus  $corpus  Name banks.
	 * @param Clock   $clock   Calendar.
	 * @param Options $options Sizes.
	 */
	public function __construct(
		private readonly Corpus $corpus,
		private readonly Clock $clock,
		private readonly Options $options,
	) {}

	/**
	 * Creates the accounts.
	 *
	 * @return array<int, Account> Authors first, then the editor, then readers.
	 * @throws RuntimeException When an account cannot be created (for example the login is taken).
	 */
	public function create(): array {
		$random = new Random( $this->options->seed, 'accounts' );
		$people = $this->corpus->people;
		$start  = $this->clock->start();
		$out    = array();

		// One real hash for everyone: bcrypt at full cost per account would dominate the bench run.
		$hash      = wp_hash_password( self::PASSWORD );
		$cheap     = static fn ( array $options ): array => array( 'cost' => 4 ) + $options;
		$real_hash = static function ( array $data ) use ( $hash ): array {
			$data['user_pass'] = $hash;
			return $data;
		};
		add_filter( 'wp_hash_password_options', $cheap );
		add_filter( 'wp_pre_insert_user_data', $real_hash );

		try {
			$editor = $people['editor'];
			$out[]  = $this->insert( 'editor1', 'editor', $editor['first'], $editor['last'], $editor['bio'], $start - 420 * Clock::DAY + 9 * 3600, array(), 0 );
			foreach ( $people['authors'] as $k => $author ) {
				$registered = $start - ( 400 - $k * 35 + $random->int( 0, 20 ) ) * Clock::DAY + $random->int( 8, 20 ) * 3600;
				$out[]      = $this->insert( 'author' . ( $k + 1 ), 'author', $author['first'], $author['last'], $author['bio'], $registered, $author['topics'], $author['weight'] );
			}
			$names   = $this->reader_names( $random, $this->options->readers() );
			$readers = $this->options->readers();
			$first   = $start - 120 * Clock::DAY;
			$spread  = Clock::BASE - 3 * Clock::DAY - $first;
			for ( $i = 0; $i < $readers; $i++ ) {
				$registered             = $first + (int) ( $spread * ( $i + $random->float() ) / max( 1, $readers ) );
				list( $given, $family ) = $names[ $i ];
				$out[]                  = $this->insert( 'reader' . ( $i + 1 ), 'subscriber', $given, $family, (string) $random->pick( $people['reader_bios'] ), $registered, array(), 0 );
			}
		} finally {
			remove_filter( 'wp_hash_password_options', $cheap );
			remove_filter( 'wp_pre_insert_user_data', $real_hash );
		}

		// Authors first: later steps index them by position.
		usort( $out, static fn ( array $a, array $b ): int => array( self::rank( $a['role'] ), $a['id'] ) <=> array( self::rank( $b['role'] ), $b['id'] ) );
		return $out;
	}

	/**
	 * Inserts one account.
	 *
	 * @param string             $login      Login.
	 * @param string             $role       Role.
	 * @param string             $first      First name.
	 * @param string             $last       Last name.
	 * @param string             $bio        Biographical info.
	 * @param int                $registered Registration time.
	 * @param array<int, string> $topics     Category slugs the author writes about.
	 * @param int                $weight     How prolific the author is.
	 * @return Account
	 * @throws RuntimeException When WordPress refuses the account.
	 */
	private function insert( string $login, string $role, string $first, string $last, string $bio, int $registered, array $topics, int $weight ): array {
		$email = $login . '@inkwell.test';
		$name  = $first . ' ' . $last;
		$id    = wp_insert_user(
			array(
				'user_login'      => $login,
				'user_pass'       => self::PASSWORD,
				'user_email'      => $email,
				'display_name'    => $name,
				'nickname'        => $name,
				'first_name'      => $first,
				'last_name'       => $last,
				'description'     => $bio,
				'role'            => $role,
				'user_registered' => Clock::gmt( $registered ),
				'meta_input'      => array( '_inkwell_demo' => 1 ),
			)
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( "could not create $login: " . $id->get_error_message() . ' (an account that is not demo content has this name; rename or delete it)' );
		}
		return array(
			'id'         => (int) $id,
			'login'      => $login,
			'role'       => $role,
			'name'       => $name,
			'email'      => $email,
			'registered' => $registered,
			'topics'     => $topics,
			'weight'     => $weight,
		);
	}

	/**
	 * Distinct first/last name pairs for the readers.
	 *
	 * @param Random $random Stream.
	 * @param int    $count  How many.
	 * @return array<int, array{0: string, 1: string}>
	 */
	private function reader_names( Random $random, int $count ): array {
		$firsts = $this->corpus->people['first_names'];
		$lasts  = $this->corpus->people['last_names'];
		$pairs  = array();
		foreach ( $random->shuffle( range( 0, count( $firsts ) * count( $lasts ) - 1 ) ) as $n ) {
			$pairs[] = array( $firsts[ $n % count( $firsts ) ], $lasts[ intdiv( $n, count( $firsts ) ) ] );
			if ( count( $pairs ) === $count ) {
				return $pairs;
			}
		}
		for ( $i = count( $pairs ); $i < $count; $i++ ) {
			$pairs[] = array( $firsts[ $i % count( $firsts ) ], $lasts[ $i % count( $lasts ) ] . ' ' . chr( 65 + intdiv( $i, 2000 ) % 26 ) . '.' );
		}
		return $pairs;
	}

	/**
	 * Sort rank of a role.
	 *
	 * @param string $role Role.
	 * @return int
	 */
	private static function rank( string $role ): int {
		return array(
			'author' => 0,
			'editor' => 1,
		)[ $role ] ?? 2;
	}
}
