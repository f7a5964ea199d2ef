<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Rest;

use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Rest_Test_Case;

/**
 * @covers \Inkwell\Community\Rest\Post_Controller
 * @covers \Inkwell\Community\Rest\Route_Controller
 */
final class Post_Controller_Test extends Rest_Test_Case {

	private int $post_id;

	protected function set_up(): void {
		parent::set_up();
		$this->post_id = $this->create_post();
	}

	private function likes(): int {
		return ( new Relations() )->count( Relations::LIKE, Relations::POST, $this->post_id );
	}

	public function test_routes_are_registered_under_fup(): void {
		$routes = rest_get_server()->get_routes( 'fup' );
		$this->assertArrayHasKey( '/fup/post/like', $routes );
		$this->assertArrayHasKey( '/fup/post/unlike', $routes );
	}

	public function test_like_answers_post_like_and_counts_the_user(): void {
		wp_set_current_user( $this->users['subscriber'] );
		$data = $this->assert_ok( $this->post( '/fup/post/like', array( 'id' => $this->post_id ) ) );
		$this->assertSame( 'post-like', $data['message'] );
		$this->assertSame( 1, $data['count'] );
		$this->assertTrue( $data['liked'] );
		$this->assertSame( 1, $this->likes() );
	}

	public function test_liking_twice_is_one_like(): void {
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_ok( $this->post( '/fup/post/like', array( 'id' => $this->post_id ) ) );
		$data = $this->assert_ok( $this->post( '/fup/post/like', array( 'id' => (string) $this->post_id ) ) );
		$this->assertSame( 'post-like', $data['message'] );
		$this->assertSame( 1, $data['count'] );
	}

	public function test_likes_of_different_users_add_up(): void {
		foreach ( array( 'subscriber', 'editor', 'administrator' ) as $role ) {
			wp_set_current_user( $this->users[ $role ] );
			$this->assert_ok( $this->post( '/fup/post/like', array( 'id' => $this->post_id ) ) );
		}
		$this->assertSame( 3, $this->likes() );
	}

	public function test_unlike_answers_post_unlike_and_removes_only_that_users_like(): void {
		wp_set_current_user( $this->users['editor'] );
		$this->assert_ok( $this->post( '/fup/post/like', array( 'id' => $this->post_id ) ) );
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_ok( $this->post( '/fup/post/like', array( 'id' => $this->post_id ) ) );

		$data = $this->assert_ok( $this->post( '/fup/post/unlike', array( 'id' => $this->post_id ) ) );
		$this->assertSame( 'post-unlike', $data['message'] );
		$this->assertFalse( $data['liked'] );
		$this->assertSame( 1, $data['count'] );
	}

	public function test_unlike_without_a_like_is_harmless(): void {
		wp_set_current_user( $this->users['subscriber'] );
		$data = $this->assert_ok( $this->post( '/fup/post/unlike', array( 'id' => $this->post_id ) ) );
		$this->assertSame( 'post-unlike', $data['message'] );
		$this->assertSame( 0, $data['count'] );
	}

	public function test_like_is_refused_when_logged_out(): void {
		$this->assert_error( $this->post( '/fup/post/like', array( 'id' => $this->post_id ), '' ), 401, 'inkwell_not_logged_in' );
		$this->assertSame( 0, $this->likes() );
	}

	public function test_like_is_refused_without_nonce(): void {
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_error( $this->post( '/fup/post/like', array( 'id' => $this->post_id ), '' ), 403, 'inkwell_invalid_nonce' );
		$this->assertSame( 0, $this->likes() );
	}

	public function test_like_is_refused_with_a_wrong_nonce(): void {
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_error( $this->post( '/fup/post/like', array( 'id' => $this->post_id ), 'abc123' ), 403, 'inkwell_invalid_nonce' );
		$this->assertSame( 0, $this->likes() );
	}

	public function test_like_is_refused_with_another_users_nonce(): void {
		wp_set_current_user( $this->users['editor'] );
		$nonce = wp_create_nonce( 'wp_rest' );
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_error( $this->post( '/fup/post/like', array( 'id' => $this->post_id ), $nonce ), 403, 'inkwell_invalid_nonce' );
	}

	public function test_like_of_an_unknown_post_is_not_found(): void {
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_error( $this->post( '/fup/post/like', array( 'id' => 999999 ) ), 404, 'inkwell_not_found' );
	}

	/**
	 * @dataProvider data_provider_invisible_posts
	 *
	 * @param array<string,mixed> $args Post fields.
	 */
	public function test_like_of_a_post_readers_cannot_see_is_not_found( array $args ): void {
		$id = $this->create_post( $args );
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_error( $this->post( '/fup/post/like', array( 'id' => $id ) ), 404, 'inkwell_not_found' );
		$this->assertSame( 0, ( new Relations() )->count( Relations::LIKE, Relations::POST, $id ) );
	}

	/** @return array<string,array{0: array<string,mixed>}> */
	public static function data_provider_invisible_posts(): array {
		return array(
			'draft'              => array( array( 'post_status' => 'draft' ) ),
			'private'            => array( array( 'post_status' => 'private' ) ),
			'scheduled'          => array(
				array(
					'post_status' => 'future',
					'post_date'   => '2099-01-01 00:00:00',
				),
			),
			'trashed'            => array( array( 'post_status' => 'trash' ) ),
			'page, not article'  => array( array( 'post_type' => 'page' ) ),
			'password protected' => array( array( 'post_password' => 'secret' ) ),
		);
	}

	/**
	 * @dataProvider data_provider_bad_ids
	 *
	 * @param array<string,mixed> $body Request body.
	 */
	public function test_like_with_a_bad_id_is_a_bad_request( array $body ): void {
		wp_set_current_user( $this->users['subscriber'] );
		$response = $this->post( '/fup/post/like', $body );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 0, $this->likes() );
	}

	/** @return array<string,array{0: array<string,mixed>}> */
	public static function data_provider_bad_ids(): array {
		return array(
			'missing'  => array( array() ),
			'zero'     => array( array( 'id' => 0 ) ),
			'negative' => array( array( 'id' => -4 ) ),
			'text'     => array( array( 'id' => 'abc' ) ),
			'sql'      => array( array( 'id' => '1 OR 1=1' ) ),
			'array'    => array( array( 'id' => array( 1, 2 ) ) ),
		);
	}

	public function test_get_is_not_allowed(): void {
		wp_set_current_user( $this->users['subscriber'] );
		$request = new \WP_REST_Request( 'GET', '/fup/post/like' );
		$request->set_query_params(
			array(
				'id'       => $this->post_id,
				'_wpnonce' => wp_create_nonce( 'wp_rest' ),
			)
		);
		$this->assertSame( 404, rest_get_server()->dispatch( $request )->get_status() );
		$this->assertSame( 0, $this->likes() );
	}
}
