<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Rest;

use Inkwell\Community\Rest\Category_Controller;
use Inkwell\Community\Rest\Early_Dispatch;
use Inkwell\Community\Rest\Load_More_Controller;
use Inkwell\Community\Rest\Post_Controller;
use Inkwell\Community\Rest\User_Controller;
use PHPUnit\Framework\TestCase;

/**
 * Which requests the early dispatcher takes; what it answers is covered over real HTTP by the route tests
 * (Like_Http_Test and the others run through it).
 *
 * @covers \Inkwell\Community\Rest\Early_Dispatch
 */
final class Early_Dispatch_Test extends TestCase {

	/**
	 * The routes the plugin may serve early: those its action controllers declare, and the load-more
	 * routes (served early when their page is cached).
	 *
	 * @return list<string>
	 */
	private function early_routes(): array {
		return array_merge( User_Controller::routes(), Category_Controller::routes(), Post_Controller::routes(), Load_More_Controller::routes() );
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: ?string, 3: ?string}>
	 */
	public function requests(): array {
		return array(
			'pretty permalink'         => array( 'POST', '/wp-json/fup/post/like?_wpnonce=abc', null, '/fup/post/like' ),
			'trailing slash'           => array( 'POST', '/wp-json/fup/user/follow/', null, '/fup/user/follow' ),
			'rest_route argument'      => array( 'POST', '/index.php?rest_route=/fup/category/unfollow', '/fup/category/unfollow', '/fup/category/unfollow' ),
			'every action'             => array( 'post', '/wp-json/fup/user/unblock', null, '/fup/user/unblock' ),
			'GET is not an action'     => array( 'GET', '/wp-json/fup/post/like', null, null ),
			'load-more, when cached'   => array( 'POST', '/wp-json/fup/load-more', null, '/fup/load-more' ),
			'stories, when cached'     => array( 'POST', '/wp-json/fup/load-more-stories/', null, '/fup/load-more-stories' ),
			'subscription left out'    => array( 'POST', '/wp-json/fup/subscribe-comments', null, null ),
			'other namespace'          => array( 'POST', '/wp-json/wp/v2/post/like', null, null ),
			'not below the REST root'  => array( 'POST', '/blog/fup/post/like', null, null ),
			'prefix look-alike'        => array( 'POST', '/wp-json/fup/post/likes', null, null ),
			'path outside, route wins' => array( 'POST', '/?rest_route=/fup/post/bookmark', '/fup/post/bookmark', '/fup/post/bookmark' ),
		);
	}

	/**
	 * @dataProvider requests
	 */
	public function test_route_of( string $method, string $uri, ?string $rest_route, ?string $expected ): void {
		$this->assertSame( $expected, Early_Dispatch::route_of( $method, $uri, $rest_route, '/wp-json/', $this->early_routes() ) );
	}

	public function test_a_site_in_a_subfolder_uses_its_rest_prefix(): void {
		$this->assertSame( '/fup/post/unlike', Early_Dispatch::route_of( 'POST', '/blog/wp-json/fup/post/unlike', null, '/blog/wp-json/', $this->early_routes() ) );
		$this->assertNull( Early_Dispatch::route_of( 'POST', '/wp-json/fup/post/unlike', null, '/blog/wp-json/', $this->early_routes() ) );
	}
}
