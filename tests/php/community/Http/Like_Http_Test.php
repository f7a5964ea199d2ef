<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Http;

use Inkwell\Community\Storage\Relations;
use Inkwell\Community\Storage\Schema;
use Inkwell\Tests\Http_Test_Case;

/**
 * The like routes over real HTTP with WordPress cookie authentication, including concurrency.
 *
 * @covers \Inkwell\Community\Rest\Post_Controller
 */
final class Like_Http_Test extends Http_Test_Case {

	private function stored_likes( int $post_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table() . " WHERE relation = 'like' AND object_type = 'post' AND object_id = %d", $post_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	public function test_a_logged_in_reader_likes_with_cookie_and_nonce_in_the_url(): void {
		$post                   = $this->create_post();
		$session                = $this->session_of( $this->create_user() );
		list( $status, $body ) = $this->post( $this->url( '/wp-json/fup/post/like?_wpnonce=' . $session['nonce'] ), array( 'id' => $post ), $session['cookie'] );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( 'post-like', $body['message'] );
		$this->assertSame( 1, $this->stored_likes( $post ) );
	}

	public function test_cookie_without_nonce_is_treated_as_logged_out(): void {
		$post                   = $this->create_post();
		$session                = $this->session_of( $this->create_user() );
		list( $status, $body ) = $this->post( $this->url( '/wp-json/fup/post/like' ), array( 'id' => $post ), $session['cookie'] );
		$this->assertSame( 401, $status );
		$this->assertSame( 'inkwell_not_logged_in', $body['code'] );
		$this->assertSame( 0, $this->stored_likes( $post ) );
	}

	public function test_cookie_with_a_wrong_nonce_is_forbidden(): void {
		$post            = $this->create_post();
		$session         = $this->session_of( $this->create_user() );
		list( $status ) = $this->post( $this->url( '/wp-json/fup/post/like?_wpnonce=0123456789' ), array( 'id' => $post ), $session['cookie'] );
		$this->assertSame( 403, $status );
		$this->assertSame( 0, $this->stored_likes( $post ) );
	}

	public function test_fifty_readers_liking_at_once_give_exactly_fifty_then_zero(): void {
		$post     = $this->create_post();
		$requests = array();
		for ( $i = 0; $i < 50; $i++ ) {
			$session    = $this->session_of( $this->create_user() );
			$requests[] = array(
				'url'    => $this->url( '/wp-json/fup/post/like?_wpnonce=' . $session['nonce'] ),
				'body'   => array( 'id' => $post ),
				'cookie' => $session['cookie'],
			);
		}

		$answers = $this->post_concurrently( $requests );
		foreach ( $answers as list( $status, $body ) ) {
			$this->assertSame( 200, $status, wp_json_encode( $body ) );
			$this->assertSame( 'post-like', $body['message'] );
		}
		$this->assertSame( 50, $this->stored_likes( $post ) );
		wp_cache_flush();
		$this->assertSame( 50, ( new Relations() )->count( Relations::LIKE, Relations::POST, $post ) );

		// The same fifty again: still fifty (idempotent under concurrency).
		$this->post_concurrently( $requests );
		$this->assertSame( 50, $this->stored_likes( $post ) );

		$unlikes = array_map( fn( $r ) => array( 'url' => str_replace( '/post/like', '/post/unlike', $r['url'] ) ) + $r, $requests );
		foreach ( $this->post_concurrently( $unlikes ) as list( $status, $body ) ) {
			$this->assertSame( 200, $status );
			$this->assertSame( 'post-unlike', $body['message'] );
		}
		$this->assertSame( 0, $this->stored_likes( $post ) );
	}
}
