<?php
/**
 * The demo community relations.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

/**
 * Fills the inkwell_relations table: likes and bookmarks of published articles, follows of authors, readers
 * and categories, and a few blocks. Nobody likes their own article, follows or blocks themselves, or follows
 * someone on either side of a block. Rows go in with multi-row INSERT IGNORE statements.
 *
 * @phpstan-import-type Account from Accounts
 * @phpstan-import-type Article from Articles
 */
final class Relations {

	/** Rows per INSERT statement. */
	private const BATCH = 500;

	/**
	 * Buffered rows.
	 *
	 * @var array<int, array{0: int, 1: string, 2: string, 3: int, 4: string}>
	 */
	private array $rows = array();

	/**
	 * Rows written so far, by "user:relation:type:object", so that no pair is drawn twice.
	 *
	 * @var array<string, true>
	 */
	private array $seen = array();

	/**
	 * The relations table.
	 *
	 * @var string|null
	 */
	private ?string $table = null;

	/**
	 * Block pairs of the fixture, both directions.
	 *
	 * @var array<string, true>
	 */
	private array $fixture_blocks = array();

	/**
	 * Creates the step.
	 *
	 * @param Options $options Sizes and seed.
	 */
	public function __construct( private readonly Options $options ) {}

	/**
	 * The relations table, or null when the community plugin has not created it.
	 *
	 * @return string|null
	 */
	public static function table(): ?string {
		global $wpdb;
		$table = $wpdb->prefix . 'inkwell_relations';
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ) ? $table : null;
	}

	/**
	 * Writes the relations.
	 *
	 * @param array<int, Account> $accounts   Accounts.
	 * @param array<int, Article> $articles   Articles.
	 * @param array<string, int>  $categories Category ids by slug.
	 * @return array<string, int> Rows written per kind.
	 */
	public function create( array $accounts, array $articles, array $categories ): array {
		$random    = new Random( $this->options->seed, 'relations' );
		$posts     = array_values( array_filter( $articles, static fn ( array $a ): bool => 'publish' === $a['status'] ) );
		$users     = array_values( $accounts );
		$authors   = array_values( array_filter( $users, static fn ( array $a ): bool => 'author' === $a['role'] ) );
		$readers   = array_values( array_filter( $users, static fn ( array $a ): bool => 'subscriber' === $a['role'] ) );
		$n_users   = count( $users );
		$total     = $this->options->relations;
		$blocks    = 0 === $total ? 0 : min( $total, max( 3, (int) round( $total * 0.01 ) ), count( $readers ) * 2 );
		$follows   = min( (int) round( $total * 0.13 ), (int) ( $n_users * ( $n_users - 1 ) * 0.35 ) );
		$cat_flw   = min( (int) round( $total * 0.10 ), (int) ( $n_users * count( $categories ) * 0.6 ) );
		$rest      = max( 0, $total - $blocks - $follows - $cat_flw );
		$pairs     = (int) ( $n_users * count( $posts ) * 0.9 );
		$likes     = min( (int) round( $rest * 0.72 ), $pairs );
		$bookmarks = min( $rest - (int) round( $rest * 0.72 ), $pairs );

		$done = array_fill_keys( array( 'like', 'bookmark', 'follow user', 'follow category', 'block' ), 0 );
		if ( $total >= 40 && count( $readers ) >= 2 && $posts ) {
			$done = $this->fixture( $random, $readers, $authors, $posts, $categories );
		}
		$blocked = $readers ? $this->blocks( $random, $readers, $users, $blocks - $done['block'] ) : array();

		$done['block']           += count( $blocked ) / 2;
		$done['follow user']     += $this->follow_users( $random, $users, $authors, $follows - $done['follow user'], $blocked + $this->fixture_blocks );
		$done['follow category'] += $this->follow_categories( $random, $users, $categories, $cat_flw - $done['follow category'] );
		if ( $posts ) {
			$activity          = Random::cumulative( array_map( static fn (): float => 0.15 + 3 * $random->float() ** 2, $users ) );
			$popularity        = Random::cumulative( array_map( static fn (): float => 0.2 + 5 * $random->float() ** 4, $posts ) );
			$done['like']     += $this->on_posts( $random, 'like', $users, $posts, $activity, $popularity, $likes - $done['like'] );
			$done['bookmark'] += $this->on_posts( $random, 'bookmark', $users, $posts, $activity, $popularity, $bookmarks - $done['bookmark'] );
		}
		$this->flush();
		return array_map( 'intval', $done );
	}

	/**
	 * Known relations of reader1, so every profile tab has something for the browser tests: reader1 follows
	 * author1 and author2 and the Health and Medical categories, bookmarks and likes the three newest articles
	 * and blocks the last reader.
	 *
	 * @param Random              $random     Stream.
	 * @param array<int, Account> $readers    Readers (reader1 first).
	 * @param array<int, Account> $authors    Authors.
	 * @param array<int, Article> $posts      Published articles, oldest first.
	 * @param array<string, int>  $categories Category ids by slug.
	 * @return array<string, int> Rows per kind.
	 */
	private function fixture( Random $random, array $readers, array $authors, array $posts, array $categories ): array {
		$reader = $readers[0];
		$last   = $readers[ count( $readers ) - 1 ];
		$done   = array_fill_keys( array( 'like', 'bookmark', 'follow user', 'follow category', 'block' ), 0 );
		foreach ( array_slice( $authors, 0, 2 ) as $author ) {
			$done['follow user'] += (int) $this->add( $reader['id'], 'follow', 'user', $author['id'], $this->after( $random, max( $reader['registered'], $author['registered'] ) ) );
		}
		foreach ( array( 'health', 'medical' ) as $slug ) {
			$done['follow category'] += (int) $this->add( $reader['id'], 'follow', 'category', $categories[ $slug ], $this->after( $random, $reader['registered'] ) );
		}
		foreach ( array_slice( array_reverse( $posts ), 0, 3 ) as $post ) {
			$from              = max( $post['date'], $reader['registered'] );
			$done['bookmark'] += (int) $this->add( $reader['id'], 'bookmark', 'post', $post['id'], $this->after( $random, $from ) );
			$done['like']     += (int) $this->add( $reader['id'], 'like', 'post', $post['id'], $this->after( $random, $from ) );
		}
		$done['block'] += (int) $this->add( $reader['id'], 'block', 'user', $last['id'], $this->after( $random, max( $reader['registered'], $last['registered'] ) ) );

		$this->fixture_blocks[ $reader['id'] . ':' . $last['id'] ] = true;
		$this->fixture_blocks[ $last['id'] . ':' . $reader['id'] ] = true;
		return $done;
	}

	/**
	 * Readers blocking readers, now and then an author.
	 *
	 * @param Random              $random  Stream.
	 * @param array<int, Account> $readers Readers.
	 * @param array<int, Account> $users   Everyone.
	 * @param int                 $count   How many.
	 * @return array<string, true> "a:b" for both directions of every block.
	 */
	private function blocks( Random $random, array $readers, array $users, int $count ): array {
		$pairs = array();
		$made  = 0;
		for ( $attempt = 0; $made < $count && $attempt < $count * 20; $attempt++ ) {
			$blocker = $random->pick( $readers );
			$target  = $random->chance( 0.8 ) ? $random->pick( $readers ) : $random->pick( $users );
			$key     = $blocker['id'] . ':' . $target['id'];
			if ( $blocker['id'] === $target['id'] || isset( $pairs[ $key ] ) || isset( $this->fixture_blocks[ $key ] ) ) {
				continue;
			}
			if ( ! $this->add( $blocker['id'], 'block', 'user', $target['id'], $this->after( $random, max( $blocker['registered'], $target['registered'] ) ) ) ) {
				continue;
			}
			$pairs[ $key ]                                 = true;
			$pairs[ $target['id'] . ':' . $blocker['id'] ] = true;
			++$made;
		}
		return $pairs;
	}

	/**
	 * Users following users: mostly authors, sometimes the editor or a reader.
	 *
	 * @param Random              $random  Stream.
	 * @param array<int, Account> $users   Everyone.
	 * @param array<int, Account> $authors Authors.
	 * @param int                 $count   How many.
	 * @param array<string, true> $blocked Block pairs.
	 * @return int
	 */
	private function follow_users( Random $random, array $users, array $authors, int $count, array $blocked ): int {
		$weights = Random::cumulative( array_column( $authors, 'weight' ) );
		$made    = 0;
		for ( $attempt = 0; $made < $count && $attempt < $count * 20; $attempt++ ) {
			$follower = $random->pick( $users );
			$target   = $random->chance( 0.72 ) && $authors ? $authors[ $random->weighted( $weights ) ] : $random->pick( $users );
			if ( $follower['id'] === $target['id'] || isset( $blocked[ $follower['id'] . ':' . $target['id'] ] ) ) {
				continue;
			}
			$made += (int) $this->add( $follower['id'], 'follow', 'user', $target['id'], $this->after( $random, max( $follower['registered'], $target['registered'] ) ) );
		}
		return $made;
	}

	/**
	 * Users following categories, popular categories more often.
	 *
	 * @param Random                           $random     Stream.
	 * @param array<int, array<string, mixed>> $users      Everyone.
	 * @param array<string, int>               $categories Category ids by slug.
	 * @param int                              $count      How many.
	 * @return int
	 */
	private function follow_categories( Random $random, array $users, array $categories, int $count ): int {
		$ids     = array_values( $categories );
		$weights = Random::cumulative( array_column( array_values( Corpus::CATEGORIES ), 3 ) );
		$made    = 0;
		for ( $attempt = 0; $made < $count && $attempt < $count * 20; $attempt++ ) {
			$user  = $random->pick( $users );
			$term  = $ids[ $random->weighted( $weights ) ];
			$made += (int) $this->add( $user['id'], 'follow', 'category', $term, $this->after( $random, $user['registered'] ) );
		}
		return $made;
	}

	/**
	 * Likes or bookmarks: active users and popular articles more often, never the author's own article.
	 *
	 * @param Random              $random     Stream.
	 * @param string              $relation   like or bookmark.
	 * @param array<int, Account> $users      Everyone.
	 * @param array<int, Article> $posts      Published articles.
	 * @param array<int, float>   $activity   Cumulative user weights.
	 * @param array<int, float>   $popularity Cumulative article weights.
	 * @param int                 $count      How many.
	 * @return int
	 */
	private function on_posts( Random $random, string $relation, array $users, array $posts, array $activity, array $popularity, int $count ): int {
		$made = 0;
		for ( $attempt = 0; $made < $count && $attempt < $count * 20; $attempt++ ) {
			$user = $users[ $random->weighted( $activity ) ];
			// A uniform pick now and then keeps popular articles from saturating.
			$post = $random->chance( 0.7 ) ? $posts[ $random->weighted( $popularity ) ] : $random->pick( $posts );
			if ( $user['id'] === $post['author'] ) {
				continue;
			}
			$made += (int) $this->add( $user['id'], $relation, 'post', $post['id'], $this->after( $random, max( $post['date'], $user['registered'] ) ) );
		}
		return $made;
	}

	/**
	 * A time after $from, mostly soon after, never past the base date.
	 *
	 * @param Random $random Stream.
	 * @param int    $from   Earliest time.
	 * @return string GMT date.
	 */
	private function after( Random $random, int $from ): string {
		$room = max( 0, Clock::BASE - 60 - $from );
		return Clock::gmt( $from + min( $room, 120 + (int) ( -log( 1 - $random->float() ) * 4 * Clock::DAY ) ) );
	}

	/**
	 * Buffers a row unless it was drawn before, writing a batch when it is full.
	 *
	 * @param int    $user_id     User.
	 * @param string $relation    Relation.
	 * @param string $object_type Object type.
	 * @param int    $object_id   Object.
	 * @param string $created_at  GMT date.
	 * @return bool Whether the row is new.
	 */
	private function add( int $user_id, string $relation, string $object_type, int $object_id, string $created_at ): bool {
		$key = "$user_id:$relation:$object_type:$object_id";
		if ( isset( $this->seen[ $key ] ) ) {
			return false;
		}
		$this->seen[ $key ] = true;
		$this->rows[]       = array( $user_id, $relation, $object_type, $object_id, $created_at );
		if ( count( $this->rows ) >= self::BATCH ) {
			$this->flush();
		}
		return true;
	}

	/**
	 * Writes the buffered rows in one INSERT IGNORE.
	 */
	private function flush(): void {
		global $wpdb;
		if ( ! $this->rows ) {
			return;
		}
		$table        = $this->table ??= (string) self::table();
		$placeholders = implode( ', ', array_fill( 0, count( $this->rows ), '(%d, %s, %s, %d, %s)' ) );
		$wpdb->query(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- table name from the prefix; one placeholder group per row.
				"INSERT IGNORE INTO {$table} (user_id, relation, object_type, object_id, created_at) VALUES $placeholders",
				array_merge( ...$this->rows )
			)
		);
		$this->rows = array();
	}
}
