<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Storage;

use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Test_Case;

/**
 * @covers \Inkwell\Community\Storage\Relations
 */
final class Relations_Test extends Test_Case {

	public function test_add_is_idempotent_and_reports_whether_it_was_new(): void {
		$relations = new Relations();
		$this->assertTrue( $relations->add( 900005, Relations::LIKE, Relations::POST, 900010 ) );
		$this->assertFalse( $relations->add( 900005, Relations::LIKE, Relations::POST, 900010 ) );
		$this->assertSame( 1, $relations->count( Relations::LIKE, Relations::POST, 900010 ) );
	}

	public function test_relations_are_kept_apart_by_kind_and_object(): void {
		$relations = new Relations();
		$relations->add( 900005, Relations::LIKE, Relations::POST, 900010 );
		$relations->add( 900005, Relations::BOOKMARK, Relations::POST, 900010 );
		$relations->add( 900005, Relations::FOLLOW, Relations::USER, 900010 );
		$this->assertSame( 1, $relations->count( Relations::LIKE, Relations::POST, 900010 ) );
		$this->assertTrue( $relations->has( 900005, Relations::FOLLOW, Relations::USER, 900010 ) );
		$this->assertFalse( $relations->has( 900005, Relations::FOLLOW, Relations::CATEGORY, 900010 ) );
		$this->assertSame( 0, $relations->count( Relations::LIKE, Relations::POST, 900011 ) );
	}

	public function test_cached_reads_follow_writes(): void {
		$relations = new Relations();
		$this->assertFalse( $relations->has( 900007, Relations::LIKE, Relations::POST, 900003 ) );
		$this->assertSame( 0, $relations->count( Relations::LIKE, Relations::POST, 900003 ) );
		$relations->add( 900007, Relations::LIKE, Relations::POST, 900003 );
		$this->assertTrue( $relations->has( 900007, Relations::LIKE, Relations::POST, 900003 ) );
		$this->assertSame( 1, $relations->count( Relations::LIKE, Relations::POST, 900003 ) );
		$this->assertTrue( $relations->remove( 900007, Relations::LIKE, Relations::POST, 900003 ) );
		$this->assertFalse( $relations->remove( 900007, Relations::LIKE, Relations::POST, 900003 ) );
		$this->assertFalse( $relations->has( 900007, Relations::LIKE, Relations::POST, 900003 ) );
		$this->assertSame( 0, $relations->count( Relations::LIKE, Relations::POST, 900003 ) );
	}

	public function test_a_count_taken_while_another_request_writes_is_not_kept(): void {
		$relations = new Relations();
		$relations->add( 900021, Relations::LIKE, Relations::POST, 900004 );
		// The next count's query has read its rows when another request's like commits and is announced; then
		// the first request stores what it read.
		$interleaved = false;
		$interleave  = function ( string $query ) use ( $relations, &$interleaved ): string {
			global $wpdb;
			if ( $interleaved || ! str_starts_with( $query, 'SELECT COUNT(*)' ) ) {
				return $query;
			}
			$interleaved = true;
			$read        = (int) $wpdb->get_var( $query );
			$relations->add( 900022, Relations::LIKE, Relations::POST, 900004 );
			return 'SELECT ' . $read;
		};
		add_filter( 'query', $interleave );
		try {
			$this->assertSame( 1, $relations->count( Relations::LIKE, Relations::POST, 900004 ), 'what the first request read' );
		} finally {
			remove_filter( 'query', $interleave );
		}
		$this->assertTrue( $interleaved );
		$this->assertSame( 2, $relations->count( Relations::LIKE, Relations::POST, 900004 ), 'the next read counts both likes' );
		$this->assertSame( 2, $relations->count( Relations::LIKE, Relations::POST, 900004 ) );
	}

	public function test_hostile_strings_are_stored_as_data(): void {
		$relations = new Relations();
		$relations->add( 900009, "x' OR '1'='1", Relations::POST, 900001 );
		$this->assertTrue( $relations->has( 900009, "x' OR '1'='1", Relations::POST, 900001 ) );
		$this->assertSame( 0, $relations->count( Relations::LIKE, Relations::POST, 900001 ) );
	}
}
