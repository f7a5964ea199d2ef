<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Http;

use Inkwell\Community\Storage\Schema;
use Inkwell\Tests\Http_Test_Case;

/**
 * The per-person limits over real HTTP, on the early path that serves the action routes before `init`
 * and in the comment report ajax: a burst of one person's requests at once, spread over the server's
 * workers as over several servers, is cut at the limit exactly.
 *
 * @covers \Inkwell\Community\Rules\Rate_Limits
 * @covers \Inkwell\Community\Storage\Hit_Counter
 * @covers \Inkwell\Community\Rest\Early_Dispatch
 */
final class Limits_Http_Test extends Http_Test_Case {

	/** @var int[] */
	private array $comments = array();

	protected function tear_down(): void {
		foreach ( $this->comments as $id ) {
			wp_delete_comment( $id, true );
		}
		parent::tear_down();
	}

	private function stored( int $user_id, string $relation ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table() . ' WHERE user_id = %d AND relation = %s', $user_id, $relation ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	public function test_fifteen_likes_at_once_by_one_reader_give_ten_and_five_refusals_with_retry_after(): void {
		$reader   = $this->create_user();
		$session  = $this->session_of( $reader );
		$requests = array();
		for ( $i = 0; $i < 15; $i++ ) {
			// Both ways the early path recognises a route: the pretty path and ?rest_route=.
			$path       = 0 === $i % 2 ? '/wp-json/fup/post/like?_wpnonce=' : '/?rest_route=/fup/post/like&_wpnonce=';
			$requests[] = array(
				'url'    => $this->url( $path . $session['nonce'] ),
				'body'   => array( 'id' => $this->create_post() ),
				'cookie' => $session['cookie'],
			);
		}

		$answers = $this->post_concurrently( $requests );

		$statuses = array_count_values( array_column( $answers, 0 ) );
		ksort( $statuses );
		$this->assertSame(
			array(
				200 => 10,
				429 => 5,
			),
			$statuses,
			(string) wp_json_encode( $answers )
		);
		foreach ( $answers as list( $status, $body, $headers ) ) {
			if ( 429 === $status ) {
				$this->assertSame( 'inkwell_rate_limited', $body['code'] );
				$this->assertStringStartsWith( 'You are doing that too often.', $body['message'] );
				$this->assertGreaterThan( 0, (int) $headers['retry-after'] );
				$this->assertLessThanOrEqual( 30, (int) $headers['retry-after'] );
			}
		}
		$this->assertSame( 10, $this->stored( $reader, 'like' ) );
	}

	public function test_a_sixth_report_within_five_minutes_is_refused(): void {
		$reader  = $this->create_user();
		$session = $this->session_of( $reader );
		$post    = $this->create_post();
		$answers = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$this->comments[] = (int) wp_insert_comment(
				array(
					'comment_post_ID'  => $post,
					'comment_content'  => "Response $i",
					'comment_approved' => 1,
				)
			);
			$answers[]        = $this->post(
				$this->url( '/wp-admin/admin-ajax.php' ),
				array(
					'action'     => 'report_comment',
					'comment_id' => end( $this->comments ),
					'_wpnonce'   => $session['nonce'],
				),
				$session['cookie']
			);
		}

		$this->assertSame( array( 200, 200, 200, 200, 200, 429 ), array_column( $answers, 0 ) );
		$this->assertSame( 'error', $answers[5][1]['status'] );
		$this->assertGreaterThan( 0, (int) $answers[5][2]['retry-after'] );
		$this->assertSame( 5, $this->stored( $reader, 'report' ) );
	}
}
