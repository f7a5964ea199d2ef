<?php
/**
 * Reads and writes the relations table.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Storage;

/**
 * Relations between a user and an object (a post, a user, a category): like, bookmark, follow, block.
 *
 * Writes are single statements (INSERT IGNORE / DELETE) against the table's unique key, so repeated and
 * concurrent actions stay exact. Reads go through the object cache. A query that fails throws
 * Storage_Unavailable: a write that did not happen is never reported as done, and a failed read is never
 * cached.
 *
 * @since 0.1.0
 */
final class Relations {

	public const LIKE     = 'like';
	public const BOOKMARK = 'bookmark';
	public const FOLLOW   = 'follow';
	public const BLOCK    = 'block';
	/** A reader who wants an e-mail for each new approved comment on a post. */
	public const SUBSCRIBE = 'subscribe';
	/** A follower who wants no e-mail when that author publishes. */
	public const MUTE = 'mute';
	/** A reader who reported a comment (one report per reader and comment). */
	public const REPORT = 'report';

	public const POST     = 'post';
	public const USER     = 'user';
	public const CATEGORY = 'category';
	public const COMMENT  = 'comment';

	public const CACHE_GROUP = 'inkwell_relations';

	/** Action fired after a relation is added or removed (forget()): user id, relation, object type, object id. */
	public const CHANGED = 'inkwell_community_relation_changed';

	/** Action fired after a new relation was stored: user id, relation, object type, object id. */
	public const ADDED = 'inkwell_community_relation_added';

	/** Action fired after a relation was removed: user id, relation, object type, object id. */
	public const REMOVED = 'inkwell_community_relation_removed';

	/**
	 * Records a relation; true when it is new, false when it already existed.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $user_id     The acting user.
	 * @param string $relation    One of the relation constants.
	 * @param string $object_type One of the object type constants.
	 * @param int    $object_id   The object's id.
	 * @throws Storage_Unavailable When the database does not carry it out.
	 */
	public function add( int $user_id, string $relation, string $object_type, int $object_id ): bool {
		global $wpdb;
		$table = Schema::table();
		try {
			$inserted = Storage_Unavailable::check(
				$wpdb->query(
					$wpdb->prepare(
						// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
						"INSERT IGNORE INTO {$table} (user_id, relation, object_type, object_id, created_at) VALUES (%d, %s, %s, %d, %s)",
						$user_id,
						$relation,
						$object_type,
						$object_id,
						current_time( 'mysql', true )
					)
				)
			);
		} finally {
			// Also after a failure: the row may have been written before the connection broke.
			$this->forget( $user_id, $relation, $object_type, $object_id );
		}
		if ( 1 === $inserted ) {
			do_action( self::ADDED, $user_id, $relation, $object_type, $object_id );
		}
		return 1 === $inserted;
	}

	/**
	 * Removes a relation; true when one was removed.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $user_id     The acting user.
	 * @param string $relation    One of the relation constants.
	 * @param string $object_type One of the object type constants.
	 * @param int    $object_id   The object's id.
	 * @throws Storage_Unavailable When the database does not carry it out.
	 */
	public function remove( int $user_id, string $relation, string $object_type, int $object_id ): bool {
		global $wpdb;
		try {
			$deleted = Storage_Unavailable::check(
				$wpdb->delete(
					Schema::table(),
					array(
						'user_id'     => $user_id,
						'relation'    => $relation,
						'object_type' => $object_type,
						'object_id'   => $object_id,
					),
					array( '%d', '%s', '%s', '%d' )
				)
			);
		} finally {
			$this->forget( $user_id, $relation, $object_type, $object_id );
		}
		if ( 1 === $deleted ) {
			do_action( self::REMOVED, $user_id, $relation, $object_type, $object_id );
		}
		return 1 === $deleted;
	}

	/**
	 * Whether the user has the relation with the object.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $user_id     The user.
	 * @param string $relation    One of the relation constants.
	 * @param string $object_type One of the object type constants.
	 * @param int    $object_id   The object's id.
	 */
	public function has( int $user_id, string $relation, string $object_type, int $object_id ): bool {
		global $wpdb;
		$key   = "has:$user_id:$relation:$object_type:$object_id";
		$found = wp_cache_get( $key, self::CACHE_GROUP, false, $hit );
		if ( $hit ) {
			return (bool) $found;
		}
		$table = Schema::table();
		$has   = (bool) Storage_Unavailable::check(
			$wpdb->get_var(
				$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
					"SELECT 1 FROM {$table} WHERE user_id = %d AND relation = %s AND object_type = %s AND object_id = %d",
					$user_id,
					$relation,
					$object_type,
					$object_id
				)
			)
		);
		wp_cache_set( $key, (int) $has, self::CACHE_GROUP );
		return $has;
	}

	/**
	 * How many users have the relation with the object (for example a post's likes), kept in the object
	 * cache as a Cached_Counts count, which concurrent writes cannot leave stale.
	 *
	 * @since 0.1.0
	 *
	 * @param string $relation    One of the relation constants.
	 * @param string $object_type One of the object type constants.
	 * @param int    $object_id   The object's id.
	 */
	public function count( string $relation, string $object_type, int $object_id ): int {
		return Cached_Counts::get(
			"count:$relation:$object_type:$object_id",
			self::CACHE_GROUP,
			static function () use ( $relation, $object_type, $object_id ): int {
				global $wpdb;
				$table = Schema::table();
				return (int) Storage_Unavailable::check(
					$wpdb->get_var(
						$wpdb->prepare(
							// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
							"SELECT COUNT(*) FROM {$table} WHERE object_type = %s AND object_id = %d AND relation = %s",
							$object_type,
							$object_id,
							$relation
						)
					)
				);
			}
		);
	}

	/**
	 * Ids of the objects a user has the relation with, newest relation first (for example whom they follow).
	 *
	 * @since 0.1.0
	 *
	 * @param int    $user_id     The user.
	 * @param string $relation    One of the relation constants.
	 * @param string $object_type One of the object type constants.
	 * @param int    $limit       How many.
	 * @param int    $offset      How many to skip.
	 * @return int[]
	 */
	public function objects_of( int $user_id, string $relation, string $object_type, int $limit, int $offset = 0 ): array {
		global $wpdb;
		$table = Schema::table();
		return array_map(
			'intval',
			Storage_Unavailable::check(
				$wpdb->get_col(
					$wpdb->prepare(
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
						"SELECT object_id FROM {$table} WHERE user_id = %d AND relation = %s AND object_type = %s ORDER BY created_at DESC, id DESC LIMIT %d OFFSET %d",
						$user_id,
						$relation,
						$object_type,
						$limit,
						$offset
					)
				)
			)
		);
	}

	/**
	 * Ids of the users who have the relation with an object, newest first (for example a user's followers).
	 *
	 * @since 0.1.0
	 *
	 * @param string $relation    One of the relation constants.
	 * @param string $object_type One of the object type constants.
	 * @param int    $object_id   The object's id.
	 * @param int    $limit       How many.
	 * @param int    $offset      How many to skip.
	 * @return int[]
	 */
	public function subjects_of( string $relation, string $object_type, int $object_id, int $limit, int $offset = 0 ): array {
		global $wpdb;
		$table = Schema::table();
		return array_map(
			'intval',
			Storage_Unavailable::check(
				$wpdb->get_col(
					$wpdb->prepare(
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
						"SELECT user_id FROM {$table} WHERE object_type = %s AND object_id = %d AND relation = %s ORDER BY created_at DESC, id DESC LIMIT %d OFFSET %d",
						$object_type,
						$object_id,
						$relation,
						$limit,
						$offset
					)
				)
			)
		);
	}

	/**
	 * Drops the cached reads a write to this relation changes.
	 *
	 * @param int    $user_id     The acting user.
	 * @param string $relation    The relation.
	 * @param string $object_type The object type.
	 * @param int    $object_id   The object's id.
	 */
	private function forget( int $user_id, string $relation, string $object_type, int $object_id ): void {
		wp_cache_delete( "has:$user_id:$relation:$object_type:$object_id", self::CACHE_GROUP );
		Cached_Counts::forget( array( "count:$relation:$object_type:$object_id" ), self::CACHE_GROUP );
		/**
		 * Fires after a relation was added or removed (or an attempt found nothing to change).
		 *
		 * @since 0.2.0
		 *
		 * @param int    $user_id     The acting user.
		 * @param string $relation    The relation.
		 * @param string $object_type The object type.
		 * @param int    $object_id   The object's id.
		 */
		do_action( self::CHANGED, $user_id, $relation, $object_type, $object_id );
	}
}
