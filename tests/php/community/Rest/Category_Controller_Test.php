<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Rest;

use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Rest_Test_Case;

/**
 * @covers \Inkwell\Community\Rest\Category_Controller
 */
final class Category_Controller_Test extends Rest_Test_Case {

	private int $category;

	protected function set_up(): void {
		parent::set_up();
		$this->category = (int) wp_insert_term( 'Rest topic ' . wp_generate_password( 6, false ), 'category' )['term_id'];
		wp_set_current_user( $this->users['subscriber'] );
	}

	private function follows(): bool {
		return ( new Relations() )->has( $this->users['subscriber'], Relations::FOLLOW, Relations::CATEGORY, $this->category );
	}

	public function test_follow_answers_category_follow_and_is_idempotent(): void {
		foreach ( array( 1, 2 ) as $attempt ) {
			$data = $this->assert_ok( $this->post( '/fup/category/follow', array( 'id' => $this->category ) ) );
			$this->assertSame( 'category-follow', $data['message'], "attempt $attempt" );
		}
		$this->assertTrue( $this->follows() );
		$this->assertSame( 1, ( new Relations() )->count( Relations::FOLLOW, Relations::CATEGORY, $this->category ) );
	}

	public function test_unfollow_answers_category_unfollow_and_is_idempotent(): void {
		$this->assert_ok( $this->post( '/fup/category/follow', array( 'id' => $this->category ) ) );
		foreach ( array( 1, 2 ) as $attempt ) {
			$data = $this->assert_ok( $this->post( '/fup/category/unfollow', array( 'id' => $this->category ) ) );
			$this->assertSame( 'category-unfollow', $data['message'], "attempt $attempt" );
		}
		$this->assertFalse( $this->follows() );
	}

	public function test_an_unknown_category_is_not_found(): void {
		$this->assert_error( $this->post( '/fup/category/follow', array( 'id' => 987654 ) ), 404, 'inkwell_not_found' );
	}

	public function test_a_tag_is_not_a_category(): void {
		$tag = (int) wp_insert_term( 'Rest tag ' . wp_generate_password( 6, false ), 'post_tag' )['term_id'];
		$this->assert_error( $this->post( '/fup/category/follow', array( 'id' => $tag ) ), 404, 'inkwell_not_found' );
		$this->assertFalse( ( new Relations() )->has( $this->users['subscriber'], Relations::FOLLOW, Relations::CATEGORY, $tag ) );
	}

	public function test_a_bad_id_is_a_bad_request(): void {
		$this->assertSame( 400, $this->post( '/fup/category/follow', array( 'id' => -1 ) )->get_status() );
		$this->assertFalse( $this->follows() );
	}
}
