<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Rules;

use Inkwell\Community\Rules\Rate_Limits;
use Inkwell\Community\Storage\Relations;
use Inkwell\Community\Storage\Schema;
use Inkwell\Tests\Rest_Test_Case;

/**
 * Per-person limits on every community write, counted in answer() (so also on the early path, see
 * Limits_Http_Test), answered 429 with Retry-After and a message for people.
 *
 * @covers \Inkwell\Community\Rules\Rate_Limits
 * @covers \Inkwell\Community\Storage\Hit_Counter
 * @covers \Inkwell\Community\Rest\Route_Controller
 */
final class Rate_Limits_Test extends Rest_Test_Case {

	private int $post_id;

	protected function set_up(): void {
		parent::set_up();
		$this->post_id = $this->create_post();
		wp_set_current_user( $this->users['subscriber'] );
	}

	private function stored( string $relation, string $type, int $id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table() . ' WHERE user_id = %d AND relation = %s AND object_type = %s AND object_id = %d', $this->users['subscriber'], $relation, $type, $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	public function test_the_defaults_are_close_to_forems(): void {
		$this->assertSame( array( 500, DAY_IN_SECONDS ), Rate_Limits::DEFAULTS['follow'] );
		$this->assertSame( array( 5, 5 * MINUTE_IN_SECONDS ), Rate_Limits::DEFAULTS['report'] );
		$this->assertSame( array( 10, 30 ), Rate_Limits::DEFAULTS['like'] );
	}

	public function test_an_eleventh_like_within_thirty_seconds_is_refused_with_retry_after_and_not_stored(): void {
		$posts = array();
		for ( $i = 0; $i < 11; $i++ ) {
			$posts[] = $this->create_post();
		}
		for ( $i = 0; $i < 10; $i++ ) {
			$this->assert_ok( $this->post( '/fup/post/like', array( 'id' => $posts[ $i ] ) ) );
		}

		$response = $this->post( '/fup/post/like', array( 'id' => $posts[10] ) );

		$this->assert_error( $response, 429, 'inkwell_rate_limited' );
		$this->assertStringContainsString( 'You are doing that too often. Please try again in', $response->get_data()['message'] );
		$retry = (int) ( $response->get_headers()['Retry-After'] ?? 0 );
		$this->assertGreaterThan( 0, $retry );
		$this->assertLessThanOrEqual( 30, $retry );
		$this->assertSame( 0, $this->stored( Relations::LIKE, Relations::POST, $posts[10] ) );

		wp_set_current_user( $this->users['editor'] );
		$this->assert_ok( $this->post( '/fup/post/like', array( 'id' => $posts[10] ) ), 'another person has a limit of their own' );
	}

	public function test_five_hundred_follows_a_day_then_no_more(): void {
		$author = $this->users['author'];
		for ( $i = 0; $i < 500; $i++ ) {
			$this->assert_ok( $this->post( 0 === $i % 2 ? '/fup/user/follow' : '/fup/user/unfollow', array( 'id' => $author ) ) );
		}
		$this->assertSame( 0, $this->stored( Relations::FOLLOW, Relations::USER, $author ) );

		$response = $this->post( '/fup/user/follow', array( 'id' => $author ) );

		$this->assert_error( $response, 429, 'inkwell_rate_limited' );
		$this->assertGreaterThan( 23 * HOUR_IN_SECONDS, (int) $response->get_headers()['Retry-After'] );
		$this->assertSame( 0, $this->stored( Relations::FOLLOW, Relations::USER, $author ) );
		$this->assert_error( $this->post( '/fup/category/follow', array( 'id' => (int) get_option( 'default_category' ) ) ), 429, 'inkwell_rate_limited' );
	}

	/**
	 * Every write route with its body; the routes of one bucket share its count.
	 *
	 * @return array<string,array{0: string, 1: string, 2: string}>
	 */
	public static function data_provider_write_routes(): array {
		return array(
			'follow a person'        => array( '/fup/user/follow', 'follow', 'author' ),
			'unfollow a person'      => array( '/fup/user/unfollow', 'follow', 'author' ),
			'follow a topic'         => array( '/fup/category/follow', 'follow', 'category' ),
			'unfollow a topic'       => array( '/fup/category/unfollow', 'follow', 'category' ),
			'like'                   => array( '/fup/post/like', 'like', 'post' ),
			'unlike'                 => array( '/fup/post/unlike', 'like', 'post' ),
			'bookmark'               => array( '/fup/post/bookmark', 'bookmark', 'post' ),
			'unbookmark'             => array( '/fup/post/unbookmark', 'bookmark', 'post' ),
			'block'                  => array( '/fup/user/block', 'block', 'author' ),
			'unblock'                => array( '/fup/user/unblock', 'block', 'author' ),
			'subscribe to comments'  => array( '/fup/notification/subscribe-comments', 'subscribe', 'comments' ),
			'unsubscribe'            => array( '/fup/notification/unsubscribe-comments', 'subscribe', 'comments' ),
			'mark followers as seen' => array( '/fup/notification/update-followers', 'update_followers', 'none' ),
		);
	}

	/**
	 * @dataProvider data_provider_write_routes
	 */
	public function test_every_write_has_a_limit_that_a_filter_sets( string $route, string $bucket, string $target ): void {
		$body = match ( $target ) {
			'author'   => array( 'id' => $this->users['author'] ),
			'category' => array( 'id' => (int) get_option( 'default_category' ) ),
			'post'     => array( 'id' => $this->post_id ),
			'comments' => array( 'post' => $this->post_id ),
			default    => array(),
		};
		$two   = static fn ( array $limits ): array => array( $bucket => array( 2, HOUR_IN_SECONDS ) ) + $limits;
		$calls = 0;
		$spy   = static function ( array $limits, int $user_id ) use ( &$calls ): array {
			++$calls;
			return $limits;
		};
		add_filter( 'inkwell_community_rate_limits', $two );
		add_filter( 'inkwell_community_rate_limits', $spy, 20, 2 );
		$this->assert_ok( $this->post( $route, $body ) );
		$this->assert_ok( $this->post( $route, $body ) );
		$third = $this->post( $route, $body );
		remove_filter( 'inkwell_community_rate_limits', $two );
		remove_filter( 'inkwell_community_rate_limits', $spy, 20 );

		$this->assert_error( $third, 429, 'inkwell_rate_limited' );
		$this->assertGreaterThan( HOUR_IN_SECONDS - 60, (int) $third->get_headers()['Retry-After'] );
		$this->assertGreaterThan( 0, $calls );
	}

	public function test_a_window_that_is_over_starts_a_new_count(): void {
		global $wpdb;
		$one = static fn ( array $limits ): array => array( 'like' => array( 1, 30 ) ) + $limits;
		add_filter( 'inkwell_community_rate_limits', $one );
		$this->assert_ok( $this->post( '/fup/post/like', array( 'id' => $this->post_id ) ) );
		$this->assert_error( $this->post( '/fup/post/unlike', array( 'id' => $this->post_id ) ), 429, 'inkwell_rate_limited' );

		$wpdb->update( Schema::limits_table(), array( 'window_start' => time() - 31 ), array( 'user_id' => $this->users['subscriber'] ) );

		$this->assert_ok( $this->post( '/fup/post/unlike', array( 'id' => $this->post_id ) ) );
		remove_filter( 'inkwell_community_rate_limits', $one );
	}

	public function test_a_removed_bucket_is_unlimited(): void {
		$none = static function ( array $limits ): array {
			unset( $limits['like'] );
			return $limits;
		};
		add_filter( 'inkwell_community_rate_limits', $none );
		for ( $i = 0; $i < 12; $i++ ) {
			$this->assert_ok( $this->post( 0 === $i % 2 ? '/fup/post/like' : '/fup/post/unlike', array( 'id' => $this->post_id ) ) );
		}
		remove_filter( 'inkwell_community_rate_limits', $none );
	}

}
