<?php
/**
 * The notifications table: writing events, the unseen count, grouped pages.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Notifications;

use Inkwell\Community\Storage\Cached_Counts;
use Inkwell\Community\Storage\Relations;
use Inkwell\Community\Storage\Schema;
use Inkwell\Community\Storage\Storage_Unavailable;

/**
 * One row per recipient and event in `{prefix}inkwell_notifications`. An event costs its request one
 * INSERT (a new story: one INSERT … SELECT for all the author's followers); the unseen count is kept in the
 * object cache and dropped when a row for that person is written, so a page view with a persistent object
 * cache reads it without a query. Rows are grouped when read (group_key), newest group first.
 *
 * @since 0.6.0
 */
final class Notification_Store {

	public const FOLLOWER = 'follower';
	public const REPLY    = 'reply';
	public const COMMENT  = 'comment';
	public const LIKE     = 'like';
	public const STORY    = 'story';

	/** Object cache group of the unseen counts. */
	public const CACHE_GROUP = 'inkwell_notifications';

	/** User meta: the id of the newest row the person had when they last opened their notifications. */
	public const SEEN_META = 'inkwell_notifications_seen';

	/** Most followers one story notifies: the newest followers first, as Follower_Mail mails them. */
	public const MAX_FOLLOWERS = 5000;

	/** Most rows kept per reader; groups() reads no further back than this either. */
	public const KEEP_ROWS = 500;

	/** Read rows older than this many days are pruned. */
	public const KEEP_DAYS = 90;

	/** Most entries one page of groups() returns. */
	private const MAX_PAGE = 100;

	/** The daily cron hook that prunes old rows. */
	public const PRUNE_HOOK = 'inkwell_prune_notifications';

	/** Most readers over KEEP_ROWS trimmed by one prune run (the next day's run trims more). */
	private const PRUNE_READERS = 1000;

	/**
	 * Creates the store.
	 *
	 * @param Relations $relations The relations store (followers, blocks).
	 */
	public function __construct( private readonly Relations $relations ) {
	}

	/**
	 * The key rows of one entry share: likes and comments per story, replies per comment, followers per day.
	 *
	 * @param string $kind      The kind.
	 * @param int    $object_id What it is about.
	 */
	public static function group_key( string $kind, int $object_id ): string {
		return self::FOLLOWER === $kind ? $kind . ':' . gmdate( 'Y-m-d' ) : $kind . ':' . $object_id;
	}

	/**
	 * Records events, each for one person, in one INSERT (a repeated event stays one row).
	 *
	 * @since 0.6.0
	 *
	 * @param list<array{0: int, 1: string, 2: int, 3: int, 4?: int}> $events Each: who is told, the kind,
	 *        who did it, what it is about (the story, the replied comment, 0 for a follower), and what was
	 *        made (the comment or reply, else 0).
	 * @throws Storage_Unavailable When the database does not carry it out.
	 */
	public function add( array $events ): void {
		global $wpdb;
		if ( ! $events ) {
			return;
		}
		$table  = Schema::notifications_table();
		$now    = current_time( 'mysql', true );
		$rows   = array();
		$values = array();
		foreach ( $events as $event ) {
			list( $user_id, $kind, $actor_id, $object_id ) = $event;
			$rows[]                                        = '(%d, %s, %d, %d, %d, %s, %s)';
			array_push( $values, $user_id, $kind, $actor_id, $object_id, $event[4] ?? 0, self::group_key( $kind, $object_id ), $now );
		}
		try {
			Storage_Unavailable::check(
				$wpdb->query(
					$wpdb->prepare(
						// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- table name from the prefix, one placeholder group per row.
						"INSERT IGNORE INTO {$table} (user_id, kind, actor_id, object_id, item_id, group_key, created_at) VALUES " . implode( ', ', $rows ),
						$values
					)
				)
			);
		} finally {
			$this->forget_counts( array_map( static fn ( array $event ): int => (int) $event[0], $events ) );
		}
	}

	/**
	 * Tells every follower of an author, but those a block stands between with them, of a new story: one
	 * INSERT … SELECT.
	 *
	 * @since 0.6.0
	 *
	 * @param int $author_id The author.
	 * @param int $post_id   The story.
	 * @throws Storage_Unavailable When the database does not carry it out.
	 */
	public function add_for_followers( int $author_id, int $post_id ): void {
		global $wpdb;
		$table     = Schema::notifications_table();
		$relations = Schema::table();
		try {
			Storage_Unavailable::check(
				$wpdb->query(
					// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from the prefix.
					$wpdb->prepare(
						"INSERT IGNORE INTO {$table} (user_id, kind, actor_id, object_id, item_id, group_key, created_at)
						SELECT f.user_id, %s, %d, %d, 0, %s, %s FROM {$relations} f
						WHERE f.relation = %s AND f.object_type = %s AND f.object_id = %d AND f.user_id <> %d
						AND NOT EXISTS ( SELECT 1 FROM {$relations} b WHERE b.relation = %s AND b.object_type = %s
							AND ( ( b.user_id = f.user_id AND b.object_id = %d ) OR ( b.user_id = %d AND b.object_id = f.user_id ) ) )
						ORDER BY f.created_at DESC, f.id DESC
						LIMIT %d",
						self::STORY,
						$author_id,
						$post_id,
						self::group_key( self::STORY, $post_id ),
						current_time( 'mysql', true ),
						Relations::FOLLOW,
						Relations::USER,
						$author_id,
						$author_id,
						Relations::BLOCK,
						Relations::USER,
						$author_id,
						$author_id,
						self::MAX_FOLLOWERS
					)
					// phpcs:enable
				)
			);
		} finally {
			$this->forget_counts( $this->relations->subjects_of( Relations::FOLLOW, Relations::USER, $author_id, self::MAX_FOLLOWERS ) );
		}
	}

	/**
	 * How many entries (groups) have news the person has not seen: from the object cache when it is there.
	 *
	 * @since 0.6.0
	 *
	 * @param int $user_id The person.
	 * @throws Storage_Unavailable When the database does not answer.
	 */
	public function unseen( int $user_id ): int {
		return Cached_Counts::get(
			'unseen:' . $user_id,
			self::CACHE_GROUP,
			static function () use ( $user_id ): int {
				global $wpdb;
				$table = Schema::notifications_table();
				return (int) Storage_Unavailable::check(
					$wpdb->get_var(
						$wpdb->prepare(
							// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
							"SELECT COUNT(DISTINCT group_key) FROM {$table} WHERE user_id = %d AND id > %d",
							$user_id,
							(int) get_user_meta( $user_id, self::SEEN_META, true )
						)
					)
				);
			},
			DAY_IN_SECONDS
		);
	}

	/**
	 * Marks everything the person has as seen: the count goes to zero (SPEC 7.1 update-followers).
	 *
	 * @since 0.6.0
	 *
	 * @param int $user_id The person.
	 * @throws Storage_Unavailable When it is not stored.
	 */
	public function mark_seen( int $user_id ): void {
		// Zero is kept under the token read before the newest row: an event written meanwhile is counted.
		Cached_Counts::put(
			'unseen:' . $user_id,
			self::CACHE_GROUP,
			function () use ( $user_id ): int {
				$newest = $this->newest_id( $user_id );
				if ( (string) get_user_meta( $user_id, self::SEEN_META, true ) !== (string) $newest ) {
					Storage_Unavailable::check_meta( update_user_meta( $user_id, self::SEEN_META, $newest ), 'user', $user_id, self::SEEN_META, $newest );
				}
				return 0;
			},
			DAY_IN_SECONDS
		);
	}

	/**
	 * The id of the person's newest row, 0 when they have none.
	 *
	 * @since 0.6.0
	 *
	 * @param int $user_id The person.
	 * @throws Storage_Unavailable When the database does not answer.
	 */
	public function newest_id( int $user_id ): int {
		global $wpdb;
		$table = Schema::notifications_table();
		return (int) Storage_Unavailable::check(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
			$wpdb->get_var( $wpdb->prepare( "SELECT COALESCE(MAX(id), 0) FROM {$table} WHERE user_id = %d", $user_id ) )
		);
	}

	/**
	 * Marks every entry as read (and seen).
	 *
	 * @since 0.6.0
	 *
	 * @param int $user_id The person.
	 * @throws Storage_Unavailable When it is not stored.
	 */
	public function mark_all_read( int $user_id ): void {
		global $wpdb;
		Storage_Unavailable::check(
			$wpdb->update(
				Schema::notifications_table(),
				array( 'is_read' => 1 ),
				array(
					'user_id' => $user_id,
					'is_read' => 0,
				),
				array( '%d' ),
				array( '%d', '%d' )
			)
		);
		$this->mark_seen( $user_id );
	}

	/**
	 * One page of the person's entries, newest first, grouped from their newest KEEP_ROWS rows at most; a
	 * page holds MAX_PAGE entries at most.
	 *
	 * @since 0.6.0
	 *
	 * @param int      $user_id  The person.
	 * @param int      $count    How many entries.
	 * @param int      $position How many to skip.
	 * @param string[] $kinds    Only these kinds (the digest's), or every kind.
	 * @param int      $after_id Only rows after this id (what the last digest had).
	 * @return list<Notification_Group>
	 * @throws Storage_Unavailable When the database does not answer.
	 */
	public function groups( int $user_id, int $count, int $position, array $kinds = array(), int $after_id = 0 ): array {
		global $wpdb;
		$table = Schema::notifications_table();
		$only  = $kinds ? $wpdb->prepare( ' AND kind IN (' . implode( ', ', array_fill( 0, count( $kinds ), '%s' ) ) . ')', $kinds ) : ''; // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- one placeholder per kind.
		$rows  = Storage_Unavailable::check(
			$wpdb->get_results(
				// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
				$wpdb->prepare(
					"SELECT kind, object_id, MAX(id) AS newest, MAX(created_at) AS created_at, COUNT(DISTINCT actor_id) AS actors, MIN(is_read) AS is_read,
						SUBSTRING_INDEX(GROUP_CONCAT(actor_id ORDER BY id DESC), ',', 1) AS actor_id,
						SUBSTRING_INDEX(GROUP_CONCAT(item_id ORDER BY id DESC), ',', 1) AS item_id
					FROM ( SELECT id, kind, object_id, actor_id, item_id, group_key, is_read, created_at FROM {$table}
						WHERE user_id = %d AND id > %d {$only} ORDER BY id DESC LIMIT %d ) recent
					GROUP BY group_key, kind, object_id ORDER BY newest DESC LIMIT %d OFFSET %d",
					$user_id,
					$after_id,
					self::KEEP_ROWS,
					max( 0, min( $count, self::MAX_PAGE ) ),
					max( 0, $position )
				),
				// phpcs:enable
				ARRAY_A
			)
		);
		return array_map(
			static fn ( array $row ): Notification_Group => new Notification_Group(
				(string) $row['kind'],
				(int) $row['actor_id'],
				(int) $row['actors'] - 1,
				(int) $row['object_id'],
				(int) $row['item_id'],
				(string) $row['created_at'],
				! (int) $row['is_read'],
				(int) $row['newest']
			),
			(array) $rows
		);
	}

	/**
	 * Events written after a row id, oldest first, each as a one-person entry with its recipient (the
	 * immediate mails' sweep).
	 *
	 * @since 0.6.0
	 *
	 * @param int      $after_id Rows after this id.
	 * @param string[] $kinds    Of these kinds.
	 * @param int      $limit    How many rows at most.
	 * @return list<array{id: int, user_id: int, group: Notification_Group}>
	 * @throws Storage_Unavailable When the database does not answer.
	 */
	public function events_after( int $after_id, array $kinds, int $limit ): array {
		global $wpdb;
		$table = Schema::notifications_table();
		$rows  = Storage_Unavailable::check(
			$wpdb->get_results(
				$wpdb->prepare(
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- table name from the prefix, one placeholder per kind.
					"SELECT id, user_id, kind, actor_id, object_id, item_id, created_at FROM {$table} WHERE id > %d AND kind IN (" . implode( ', ', array_fill( 0, count( $kinds ), '%s' ) ) . ') ORDER BY id LIMIT %d',
					array_merge( array( $after_id ), $kinds, array( $limit ) )
				),
				ARRAY_A
			)
		);
		return array_map(
			static fn ( array $row ): array => array(
				'id'      => (int) $row['id'],
				'user_id' => (int) $row['user_id'],
				'group'   => new Notification_Group( (string) $row['kind'], (int) $row['actor_id'], 0, (int) $row['object_id'], (int) $row['item_id'], (string) $row['created_at'], true, (int) $row['id'] ),
			),
			(array) $rows
		);
	}

	/**
	 * The id of the newest row of all, 0 when there is none.
	 *
	 * @since 0.6.0
	 *
	 * @throws Storage_Unavailable When the database does not answer.
	 */
	public function last_id(): int {
		global $wpdb;
		$table = Schema::notifications_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
		return (int) Storage_Unavailable::check( $wpdb->get_var( "SELECT COALESCE(MAX(id), 0) FROM {$table}" ) );
	}

	/**
	 * Prunes old rows (the daily cron job): read rows older than KEEP_DAYS, and every reader's rows beyond
	 * their newest KEEP_ROWS. Returns how many rows went.
	 *
	 * @since 0.6.0
	 *
	 * @throws Storage_Unavailable When the database does not carry it out.
	 */
	public function prune(): int {
		global $wpdb;
		$table   = Schema::notifications_table();
		$cutoff  = gmdate( 'Y-m-d H:i:s', time() - self::KEEP_DAYS * DAY_IN_SECONDS );
		$removed = (int) Storage_Unavailable::check(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE is_read = 1 AND created_at < %s", $cutoff ) )
		);
		$crowded = Storage_Unavailable::check(
			$wpdb->get_col(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
				$wpdb->prepare( "SELECT user_id FROM {$table} GROUP BY user_id HAVING COUNT(*) > %d LIMIT %d", self::KEEP_ROWS, self::PRUNE_READERS )
			)
		);
		$crowded = array_map( 'intval', (array) $crowded );
		foreach ( $crowded as $user_id ) {
			$oldest_kept = (int) $wpdb->get_var(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
				$wpdb->prepare( "SELECT id FROM {$table} WHERE user_id = %d ORDER BY id DESC LIMIT 1 OFFSET %d", $user_id, self::KEEP_ROWS - 1 )
			);
			$removed += (int) Storage_Unavailable::check(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
				$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE user_id = %d AND id < %d", $user_id, $oldest_kept ) )
			);
		}
		// Read rows are seen rows (mark_all_read marks seen too): only the trimmed readers' counts can change.
		$this->forget_counts( $crowded );
		return $removed;
	}

	/**
	 * Removes one event (an unlike, an unfollow).
	 *
	 * @since 0.6.0
	 *
	 * @param int    $user_id   Who was told.
	 * @param string $kind      The kind.
	 * @param int    $actor_id  Who did it.
	 * @param int    $object_id What it was about.
	 * @throws Storage_Unavailable When the database does not carry it out.
	 */
	public function remove( int $user_id, string $kind, int $actor_id, int $object_id ): void {
		global $wpdb;
		try {
			Storage_Unavailable::check(
				$wpdb->delete(
					Schema::notifications_table(),
					array(
						'user_id'   => $user_id,
						'kind'      => $kind,
						'actor_id'  => $actor_id,
						'object_id' => $object_id,
					),
					array( '%d', '%s', '%d', '%d' )
				)
			);
		} finally {
			$this->forget_counts( array( $user_id ) );
		}
	}

	/**
	 * Removes every event of, or for, a person (deleted).
	 *
	 * @since 0.6.0
	 *
	 * @param int $user_id The person.
	 */
	public function forget_person( int $user_id ): void {
		$this->delete_where( 'user_id = %d OR actor_id = %d', array( $user_id, $user_id ) );
	}

	/**
	 * Removes the events between two people, either way (a block).
	 *
	 * @since 0.6.0
	 *
	 * @param int $one     A person.
	 * @param int $other   Another.
	 */
	public function forget_between( int $one, int $other ): void {
		$this->delete_where( '( user_id = %d AND actor_id = %d ) OR ( user_id = %d AND actor_id = %d )', array( $one, $other, $other, $one ) );
	}

	/**
	 * Removes the events about a story (deleted, trashed, unpublished).
	 *
	 * @since 0.6.0
	 *
	 * @param int $post_id The story.
	 */
	public function forget_story( int $post_id ): void {
		$this->delete_where( 'object_id = %d AND kind IN (%s, %s, %s)', array( $post_id, self::LIKE, self::COMMENT, self::STORY ) );
	}

	/**
	 * Removes the events of a comment, and the replies to it (deleted, unapproved).
	 *
	 * @since 0.6.0
	 *
	 * @param int $comment_id The comment.
	 */
	public function forget_comment( int $comment_id ): void {
		$this->delete_where( 'item_id = %d OR ( kind = %s AND object_id = %d )', array( $comment_id, self::REPLY, $comment_id ) );
	}

	/**
	 * Deletes rows and drops the counts of the people who had them.
	 *
	 * @param string            $where  A WHERE clause with placeholders.
	 * @param array<int|string> $values Its values.
	 * @throws Storage_Unavailable When the database does not carry it out.
	 */
	private function delete_where( string $where, array $values ): void {
		global $wpdb;
		$table = Schema::notifications_table();
		// phpcs:disable WordPress.DB.PreparedSQL, WordPress.DB.PreparedSQLPlaceholders -- the clauses are this class's own, with placeholders; table name from the prefix.
		$users = Storage_Unavailable::check( $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT user_id FROM {$table} WHERE {$where}", $values ) ) );
		if ( ! $users ) {
			return;
		}
		try {
			Storage_Unavailable::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE {$where}", $values ) ) );
		} finally {
			$this->forget_counts( array_map( 'intval', (array) $users ) );
		}
		// phpcs:enable
	}

	/**
	 * Drops cached counts.
	 *
	 * @param int[] $user_ids The people.
	 */
	private function forget_counts( array $user_ids ): void {
		Cached_Counts::forget( array_map( static fn ( int $id ): string => 'unseen:' . $id, $user_ids ), self::CACHE_GROUP );
	}
}
