<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Rest;

use Inkwell\Tests\Rest_Test_Case;

/**
 * @covers \Inkwell\Community\Rest\Route_Controller
 */
final class Routes_Test extends Rest_Test_Case {

	/** @return array<string,array{0: string}> */
	public static function data_provider_routes(): array {
		$paths = array( '/user/follow', '/user/unfollow', '/user/block', '/user/unblock', '/category/follow', '/category/unfollow', '/post/bookmark', '/post/unbookmark', '/post/like', '/post/unlike', '/notification/update-followers', '/notification/subscribe-comments', '/notification/unsubscribe-comments', '/load-more', '/load-more-stories', '/load-more-categories' );
		return array_combine( $paths, array_map( static fn ( string $p ): array => array( $p ), $paths ) );
	}

	/**
	 * @dataProvider data_provider_routes
	 */
	public function test_every_route_of_spec_7_1_is_a_post_route_under_fup( string $path ): void {
		$routes = rest_get_server()->get_routes( 'fup' );
		$this->assertArrayHasKey( '/fup' . $path, $routes );
		$this->assertSame( array( 'POST' => true ), $routes[ '/fup' . $path ][0]['methods'] );
	}

	public function test_there_are_the_sixteen_routes_of_spec_and_the_two_of_the_notifications_centre(): void {
		$routes = array_filter( array_keys( rest_get_server()->get_routes( 'fup' ) ), static fn ( string $r ): bool => '/fup' !== $r );
		$this->assertCount( 18, $routes );
		$this->assertContains( '/fup/notification/count', $routes );
		$this->assertContains( '/fup/notification/mark-read', $routes );
	}

	/** Arguments valid for every route, so that only the permission check can refuse. */
	private const VALID_BODY = array(
		'id'      => 1,
		'post'    => 1,
		'type'    => 'followers',
		'offset'  => 1,
		'user_id' => 1,
		'hash'    => 'x',
	);

	/**
	 * @dataProvider data_provider_routes
	 */
	public function test_every_route_refuses_a_guest( string $path ): void {
		$this->assert_error( $this->post( '/fup' . $path, self::VALID_BODY, '' ), 401, 'inkwell_not_logged_in' );
	}

	/**
	 * @dataProvider data_provider_routes
	 */
	public function test_every_route_refuses_a_bad_nonce( string $path ): void {
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_error( $this->post( '/fup' . $path, self::VALID_BODY, 'abc123' ), 403, 'inkwell_invalid_nonce' );
	}
}
