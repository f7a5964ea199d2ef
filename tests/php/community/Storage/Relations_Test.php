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
		$this->assertTrue( $relations->add( 5, Relations::LIKE, Relations::POST, 10 ) );
		$this->assertFalse( $relations->add( 5, Relations::LIKE, Relations::POST, 10 ) );
		$this->assertSame( 1, $relations->count( Relations::LIKE, Relations::POST, 10 ) );
	}

	public function test_relations_are_kept_apart_by_kind_and_object(): void {
		$relations = new Relations();
		$relations->add( 5, Relations::LIKE, Relations::POST, 10 );
		$relations->add( 5, Relations::BOOKMARK, Relations::POST, 10 );
		$relations->add( 5, Relations::FOLLOW, Relations::USER, 10 );
		$this->assertSame( 1, $relations->count( Relations::LIKE, Relations::POST, 10 ) );
		$this->assertTrue( $relations->has( 5, Relations::FOLLOW, Relations::USER, 10 ) );
		$this->assertFalse( $relations->has( 5, Relations::FOLLOW, Relations::CATEGORY, 10 ) );
		$this->assertSame( 0, $relations->count( Relations::LIKE, Relations::POST, 11 ) );
	}

	public function test_cached_reads_follow_writes(): void {
		$relations = new Relations();
		$this->assertFalse( $relations->has( 7, Relations::LIKE, Relations::POST, 3 ) );
		$this->assertSame( 0, $relations->count( Relations::LIKE, Relations::POST, 3 ) );
		$relations->add( 7, Relations::LIKE, Relations::POST, 3 );
		$this->assertTrue( $relations->has( 7, Relations::LIKE, Relations::POST, 3 ) );
		$this->assertSame( 1, $relations->count( Relations::LIKE, Relations::POST, 3 ) );
		$this->assertTrue( $relations->remove( 7, Relations::LIKE, Relations::POST, 3 ) );
		$this->assertFalse( $relations->remove( 7, Relations::LIKE, Relations::POST, 3 ) );
		$this->assertFalse( $relations->has( 7, Relations::LIKE, Relations::POST, 3 ) );
		$this->assertSame( 0, $relations->count( Relations::LIKE, Relations::POST, 3 ) );
	}

	public function test_hostile_strings_are_stored_as_data(): void {
		$relations = new Relations();
		$relations->add( 9, "x' OR '1'='1", Relations::POST, 1 );
		$this->assertTrue( $relations->has( 9, "x' OR '1'='1", Relations::POST, 1 ) );
		$this->assertSame( 0, $relations->count( Relations::LIKE, Relations::POST, 1 ) );
	}
}
