<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Rest;

use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Rest_Test_Case;

/**
 * @covers \Inkwell\Community\Rest\Post_Controller
 */
final class Bookmark_Test extends Rest_Test_Case {

	private function bookmarked( int $post ): bool {
		return ( new Relations() )->has( $this->users['subscriber'], Relations::BOOKMARK, Relations::POST, $post );
	}

	public function test_bookmark_and_unbookmark_are_idempotent(): void {
		$post = $this->create_post();
		wp_set_current_user( $this->users['subscriber'] );
		foreach ( array( 1, 2 ) as $attempt ) {
			$data = $this->assert_ok( $this->post( '/fup/post/bookmark', array( 'id' => $post ) ) );
			$this->assertSame( 'post-bookmark', $data['message'] );
			$this->assertTrue( $data['active'] );
		}
		$this->assertTrue( $this->bookmarked( $post ) );
		foreach ( array( 1, 2 ) as $attempt ) {
			$data = $this->assert_ok( $this->post( '/fup/post/unbookmark', array( 'id' => $post ) ) );
			$this->assertSame( 'post-unbookmark', $data['message'] );
		}
		$this->assertFalse( $this->bookmarked( $post ) );
	}

	public function test_a_draft_cannot_be_bookmarked(): void {
		$post = $this->create_post( array( 'post_status' => 'draft' ) );
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_error( $this->post( '/fup/post/bookmark', array( 'id' => $post ) ), 404, 'inkwell_not_found' );
		$this->assertFalse( $this->bookmarked( $post ) );
	}

	public function test_an_unknown_post_is_not_found_and_a_bad_id_a_bad_request(): void {
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_error( $this->post( '/fup/post/unbookmark', array( 'id' => 987654 ) ), 404, 'inkwell_not_found' );
		$this->assertSame( 400, $this->post( '/fup/post/bookmark', array( 'id' => '1 OR 1=1' ) )->get_status() );
	}
}
