<?php
/**
 * Mailing lists and their subscribers in the site's database.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Newsletter;

/**
 * Reads and writes lists and subscribers; every query is prepared.
 *
 * @since 0.1.0
 */
final class Subscribers {

	public const PENDING      = 'pending';
	public const CONFIRMED    = 'confirmed';
	public const UNSUBSCRIBED = 'unsubscribed';

	/**
	 * Creates a list and returns its id.
	 *
	 * @since 0.1.0
	 *
	 * @param string $name The list's name.
	 * @throws Storage_Failure When the database does not store it.
	 */
	public function create_list( string $name ): int {
		global $wpdb;
		$inserted = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- own table.
			Schema::lists_table(),
			array(
				'name'       => sanitize_text_field( $name ),
				'created_at' => current_time( 'mysql', true ),
			)
		);
		if ( ! $inserted ) {
			throw new Storage_Failure( 'The list could not be created.' );
		}
		return (int) $wpdb->insert_id;
	}

	/**
	 * The list with this id, or null.
	 *
	 * @param int $id List id.
	 * @return array{id: int, name: string}|null
	 */
	public function get_list( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT id, name FROM {$this->lists_table()} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from the prefix, changes on every sign-up.
		return $row ? array(
			'id'   => (int) $row['id'],
			'name' => (string) $row['name'],
		) : null;
	}

	/**
	 * Every list, oldest first.
	 *
	 * @return array<int, array{id: int, name: string}>
	 */
	public function lists(): array {
		global $wpdb;
		$rows = $wpdb->get_results( "SELECT id, name FROM {$this->lists_table()} ORDER BY id", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from the prefix, no input.
		return array_map(
			static fn ( array $row ): array => array(
				'id'   => (int) $row['id'],
				'name' => (string) $row['name'],
			),
			$rows
		);
	}

	/**
	 * The subscriber of a list with this address, or null.
	 *
	 * @param int    $list_id List id.
	 * @param string $email   Address.
	 * @return array{id: int, list_id: int, email: string, status: string}|null
	 */
	public function find( int $list_id, string $email ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT id, list_id, email, status FROM {$this->subscribers_table()} WHERE list_id = %d AND email = %s", $list_id, strtolower( $email ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from the prefix.
		return $row ? $this->typed( $row ) : null;
	}

	/**
	 * The subscriber with this id, or null.
	 *
	 * @param int $id Subscriber id.
	 * @return array{id: int, list_id: int, email: string, status: string}|null
	 */
	public function get( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT id, list_id, email, status FROM {$this->subscribers_table()} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from the prefix.
		return $row ? $this->typed( $row ) : null;
	}

	/**
	 * Adds the address to the list as pending, or moves an unsubscribed one back to pending with the new
	 * fields; a confirmed subscriber stays exactly as it is (a sign-up in their name changes nothing). One
	 * statement, so concurrent sign-ups of one address make one row.
	 *
	 * @since 0.1.0
	 *
	 * @param int                  $list_id List id.
	 * @param string               $email   Address.
	 * @param array<string,string> $fields  The form's other fields.
	 * @param string               $source  Where the sign-up came from.
	 * @return array{id: int, list_id: int, email: string, status: string} The subscriber after the change.
	 * @throws Storage_Failure When the database does not store it.
	 */
	public function add( int $list_id, string $email, array $fields, string $source ): array {
		global $wpdb;
		$now = current_time( 'mysql', true );
		// Assignments run left to right: status changes last, so the others still see the stored one.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from the prefix; an upsert keeps the unique key authoritative.
		$written = $wpdb->query(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
				"INSERT INTO {$this->subscribers_table()} (list_id, email, status, fields, source, created_at, updated_at) VALUES (%d, %s, %s, %s, %s, %s, %s)
				ON DUPLICATE KEY UPDATE fields = IF(status = %s, fields, VALUES(fields)), updated_at = IF(status = %s, updated_at, VALUES(updated_at)), status = IF(status = %s, status, %s)",
				$list_id,
				strtolower( $email ),
				self::PENDING,
				(string) wp_json_encode( $fields ),
				$source,
				$now,
				$now,
				self::CONFIRMED,
				self::CONFIRMED,
				self::CONFIRMED,
				self::PENDING
			)
		);
		$subscriber = false === $written ? null : $this->find( $list_id, $email );
		if ( null === $subscriber ) {
			throw new Storage_Failure( 'The subscriber could not be stored.' );
		}
		return $subscriber;
	}

	/**
	 * Claims the sending of a confirmation mail to a pending subscriber: true for at most one claim a day
	 * per subscriber, whatever the number of sign-ups and servers.
	 *
	 * @since 0.5.0
	 *
	 * @param int $id Subscriber id.
	 */
	public function claim_confirmation( int $id ): bool {
		global $wpdb;
		$now = time();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- own table; one atomic statement decides.
		$claimed = $wpdb->query(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
				"UPDATE {$this->subscribers_table()} SET mailed_at = %s WHERE id = %d AND status = %s AND (mailed_at IS NULL OR mailed_at <= %s)",
				gmdate( 'Y-m-d H:i:s', $now ),
				$id,
				self::PENDING,
				gmdate( 'Y-m-d H:i:s', $now - DAY_IN_SECONDS )
			)
		);
		return 1 === $claimed;
	}

	/**
	 * Gives back a claim whose mail failed, so that the next sign-up may try again.
	 *
	 * @since 0.5.0
	 *
	 * @param int $id Subscriber id.
	 */
	public function release_confirmation( int $id ): void {
		global $wpdb;
		$wpdb->update( Schema::subscribers_table(), array( 'mailed_at' => null ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- own table.
	}

	/**
	 * Sets a subscriber's status.
	 *
	 * @param int    $id     Subscriber id.
	 * @param string $status One of the status constants.
	 * @throws Storage_Failure When the database does not store it.
	 */
	public function set_status( int $id, string $status ): void {
		global $wpdb;
		$updated = $wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from the prefix.
			Schema::subscribers_table(),
			array(
				'status'     => $status,
				'updated_at' => current_time( 'mysql', true ),
			),
			array( 'id' => $id )
		);
		if ( false === $updated ) {
			throw new Storage_Failure( 'The subscriber could not be updated.' );
		}
	}

	/**
	 * Number of subscribers of a list in a status.
	 *
	 * @param int    $list_id List id.
	 * @param string $status  Status.
	 */
	public function count( int $list_id, string $status ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$this->subscribers_table()} WHERE list_id = %d AND status = %s", $list_id, $status ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from the prefix.
	}

	/**
	 * Every list with its number of subscribers in each status.
	 *
	 * @since 0.2.0
	 *
	 * @return array<int, array{id: int, name: string, confirmed: int, pending: int, unsubscribed: int}>
	 */
	public function lists_with_counts(): array {
		global $wpdb;
		$rows   = $wpdb->get_results( "SELECT list_id, status, COUNT(*) AS n FROM {$this->subscribers_table()} GROUP BY list_id, status", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from the prefix, no input.
		$counts = array();
		foreach ( $rows as $row ) {
			$counts[ (int) $row['list_id'] ][ (string) $row['status'] ] = (int) $row['n'];
		}
		return array_map(
			static fn ( array $list ): array => $list + array(
				self::CONFIRMED    => $counts[ $list['id'] ][ self::CONFIRMED ] ?? 0,
				self::PENDING      => $counts[ $list['id'] ][ self::PENDING ] ?? 0,
				self::UNSUBSCRIBED => $counts[ $list['id'] ][ self::UNSUBSCRIBED ] ?? 0,
			),
			$this->lists()
		);
	}

	/**
	 * One page of a list's subscribers, newest first, optionally only addresses containing a text.
	 *
	 * @since 0.2.0
	 *
	 * @param int    $list_id  List id.
	 * @param string $search   Part of an address, or ''.
	 * @param int    $per_page Rows per page; 0 for all.
	 * @param int    $page     Page, from 1.
	 * @return array{rows: array<int, array{id: int, list_id: int, email: string, status: string, source: string, created_at: string}>, total: int}
	 */
	public function search( int $list_id, string $search, int $per_page = 0, int $page = 1 ): array {
		global $wpdb;
		$like  = '%' . $wpdb->esc_like( strtolower( $search ) ) . '%';
		$limit = $per_page > 0 ? $wpdb->prepare( ' LIMIT %d OFFSET %d', $per_page, ( max( 1, $page ) - 1 ) * $per_page ) : '';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from the prefix; $limit is prepared above.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT id, list_id, email, status, source, created_at FROM {$this->subscribers_table()} WHERE list_id = %d AND email LIKE %s ORDER BY id DESC", $list_id, $like ) . $limit, ARRAY_A );
		$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$this->subscribers_table()} WHERE list_id = %d AND email LIKE %s", $list_id, $like ) );
		// phpcs:enable
		return array(
			'rows'  => array_map(
				fn ( array $row ): array => $this->typed( $row ) + array(
					'source'     => (string) $row['source'],
					'created_at' => (string) $row['created_at'],
				),
				$rows
			),
			'total' => $total,
		);
	}

	/**
	 * Every subscription of an address, in all lists (for the privacy tools).
	 *
	 * @since 0.2.0
	 *
	 * @param string $email Address.
	 * @return array<int, array{id: int, list_id: int, email: string, status: string, fields: string, source: string, created_at: string}>
	 */
	public function of_email( string $email ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, list_id, email, status, fields, source, created_at FROM {$this->subscribers_table()} WHERE email = %s ORDER BY id", strtolower( trim( $email ) ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from the prefix.
		return array_map(
			fn ( array $row ): array => $this->typed( $row ) + array(
				'fields'     => (string) $row['fields'],
				'source'     => (string) $row['source'],
				'created_at' => (string) $row['created_at'],
			),
			$rows
		);
	}

	/**
	 * Deletes subscribers by id.
	 *
	 * @since 0.2.0
	 *
	 * @param int[] $ids Subscriber ids.
	 * @return int How many were deleted.
	 */
	public function delete( array $ids ): int {
		global $wpdb;
		$deleted = 0;
		foreach ( array_unique( array_map( 'intval', $ids ) ) as $id ) {
			$deleted += (int) $wpdb->delete( Schema::subscribers_table(), array( 'id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- own table.
		}
		return $deleted;
	}

	/**
	 * The lists table (a method, so queries can interpolate it).
	 */
	private function lists_table(): string {
		return Schema::lists_table();
	}

	/**
	 * The subscribers table (a method, so queries can interpolate it).
	 */
	private function subscribers_table(): string {
		return Schema::subscribers_table();
	}

	/**
	 * Casts a database row.
	 *
	 * @param array<string,string> $row Row.
	 * @return array{id: int, list_id: int, email: string, status: string}
	 */
	private function typed( array $row ): array {
		return array(
			'id'      => (int) $row['id'],
			'list_id' => (int) $row['list_id'],
			'email'   => (string) $row['email'],
			'status'  => (string) $row['status'],
		);
	}
}
