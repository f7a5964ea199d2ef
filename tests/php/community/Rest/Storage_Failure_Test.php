<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Rest;

use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Rest_Test_Case;

/**
 * A write the database refuses (a cluster changing its writer) is never answered as done.
 *
 * @covers \Inkwell\Community\Rest\Route_Controller
 * @covers \Inkwell\Community\Storage\Relations
 */
final class Storage_Failure_Test extends Rest_Test_Case {

	/** Turns every write to the relations table into a failing query. */
	public function break_relation_writes( string $query ): string {
		return preg_match( '/^\s*(INSERT IGNORE INTO|DELETE FROM)\s+`?\w*inkwell_relations/i', $query ) ? 'INSERT INTO inkwell_no_such_table VALUES (1)' : $query;
	}

	/** POSTs to a route while every relation write fails. */
	private function post_with_failing_writes( string $route, int $id ): \WP_REST_Response {
		global $wpdb;
		add_filter( 'query', array( $this, 'break_relation_writes' ) );
		$errors = $wpdb->suppress_errors( true );
		$answer = $this->post( $route, array( 'id' => $id ) );
		$wpdb->suppress_errors( $errors );
		remove_filter( 'query', array( $this, 'break_relation_writes' ) );
		return $answer;
	}

	public function test_a_like_whose_write_fails_answers_503_and_stores_nothing(): void {
		$post = $this->create_post();
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_error( $this->post_with_failing_writes( '/fup/post/like', $post ), 503, 'inkwell_unavailable' );
		$this->assertFalse( ( new Relations() )->has( $this->users['subscriber'], Relations::LIKE, Relations::POST, $post ) );
		$this->assert_ok( $this->post( '/fup/post/like', array( 'id' => $post ) ) );
	}

	public function test_an_unfollow_whose_write_fails_answers_503(): void {
		$author = $this->create_user( 'author' );
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_ok( $this->post( '/fup/user/follow', array( 'id' => $author ) ) );
		$this->assert_error( $this->post_with_failing_writes( '/fup/user/unfollow', $author ), 503, 'inkwell_unavailable' );
		$this->assertTrue( ( new Relations() )->has( $this->users['subscriber'], Relations::FOLLOW, Relations::USER, $author ) );
	}
}
