<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Http;

use Inkwell\Community\Storage\Relations;
use Inkwell\Community\Storage\Schema;
use Inkwell\Tests\Http_Test_Case;

/**
 * Follow and unfollow over real HTTP, many readers at once: the follower count stays exact.
 *
 * @covers \Inkwell\Community\Rest\User_Controller
 * @covers \Inkwell\Community\Storage\Relations
 */
final class Follow_Http_Test extends Http_Test_Case {

	private function stored_followers( int $author ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table() . " WHERE relation = 'follow' AND object_type = 'user' AND object_id = %d", $author ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Each reader's request to a route, twice over: duplicates race each other as well.
	 *
	 * @param array<int,array{cookie: string, nonce: string}> $sessions Readers.
	 * @return array<int,array{url: string, body: array<string,int>, cookie: string}>
	 */
	private function requests( array $sessions, string $route, int $author ): array {
		$requests = array();
		foreach ( array_merge( $sessions, $sessions ) as $session ) {
			$requests[] = array(
				'url'    => $this->url( '/wp-json/fup/user/' . $route . '?_wpnonce=' . $session['nonce'] ),
				'body'   => array( 'id' => $author ),
				'cookie' => $session['cookie'],
			);
		}
		return $requests;
	}

	public function test_thirty_readers_following_and_unfollowing_at_once_keep_the_count_exact(): void {
		$author   = $this->create_user( 'author' );
		$sessions = array();
		for ( $i = 0; $i < 30; $i++ ) {
			$sessions[] = $this->session_of( $this->create_user() );
		}

		foreach ( $this->post_concurrently( $this->requests( $sessions, 'follow', $author ) ) as list( $status, $body ) ) {
			$this->assertSame( 200, $status, wp_json_encode( $body ) );
			$this->assertSame( 'user-follow', $body['message'] );
		}
		$this->assertSame( 30, $this->stored_followers( $author ) );
		wp_cache_flush();
		$this->assertSame( 30, ( new Relations() )->count( Relations::FOLLOW, Relations::USER, $author ) );

		// Half unfollow while the other half follow again: 15 remain, whatever the interleaving.
		$mixed = array_merge(
			$this->requests( array_slice( $sessions, 0, 15 ), 'unfollow', $author ),
			$this->requests( array_slice( $sessions, 15 ), 'follow', $author )
		);
		foreach ( $this->post_concurrently( $mixed ) as list( $status ) ) {
			$this->assertSame( 200, $status );
		}
		$this->assertSame( 15, $this->stored_followers( $author ) );
		wp_cache_flush();
		$this->assertSame( 15, ( new Relations() )->count( Relations::FOLLOW, Relations::USER, $author ) );

		$this->post_concurrently( $this->requests( $sessions, 'unfollow', $author ) );
		$this->assertSame( 0, $this->stored_followers( $author ) );
		wp_cache_flush();
		$this->assertSame( 0, ( new Relations() )->count( Relations::FOLLOW, Relations::USER, $author ) );
	}
}
