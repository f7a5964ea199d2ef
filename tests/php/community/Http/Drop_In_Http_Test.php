<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Http;

use Inkwell\Community\Rest\Drop_In;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Init_Probe;
use WP_Session_Tokens;

require_once __DIR__ . '/Early_Routes_Http_Test.php';

/**
 * The early-actions drop-in over real HTTP, installed in mu-plugins as a host installs it: every action route
 * answers as the usual dispatch does (the tests inherited from Early_Routes_Http_Test), before any other plugin
 * loads; everything else, and every call while fast actions are off, goes on the usual way; and forged,
 * foreign, missing or expired credentials and bad ids are refused with nothing stored.
 *
 * The probe plugin (tests/php/fixtures) stands in for another plugin: its hooks added when it loads mark
 * every REST answer with X-Inkwell-Probe, and on init it answers the community's routes with 503.
 *
 * @covers \Inkwell\Community\Rest\Drop_In
 * @covers \Inkwell\Community\Rest\Early_Dispatch
 */
final class Drop_In_Http_Test extends Early_Routes_Http_Test {

	use Init_Probe;

	private static function drop_in_link(): string {
		return WPMU_PLUGIN_DIR . '/' . Drop_In::FILE;
	}

	protected function set_up(): void {
		parent::set_up();
		$this->activate_probe();
		// Installed as a host installs it; the must-use folder is shared by the local sites.
		if ( ! is_link( self::drop_in_link() ) ) {
			symlink( dirname( __DIR__, 4 ) . '/plugins/inkwell-community/mu-plugins/' . Drop_In::FILE, self::drop_in_link() );
		}
	}

	protected function tear_down(): void {
		if ( is_link( self::drop_in_link() ) ) {
			unlink( self::drop_in_link() );
		}
		$this->deactivate_probe();
		parent::tear_down();
	}

	/**
	 * POSTs to a community route with the session and nonce given; returns [status, body, headers].
	 *
	 * @param string $route   Such as '/fup/post/like'.
	 * @param mixed  $id      The id field as sent.
	 * @param string $cookie  Cookie header.
	 * @param string $nonce   The REST nonce, or '' for none.
	 * @return array{0: int, 1: mixed, 2: array<string,string>}
	 */
	private function call( string $route, $id, string $cookie, string $nonce ): array {
		$query = '' === $nonce ? '' : '?_wpnonce=' . rawurlencode( $nonce );
		return $this->post( $this->url( '/wp-json' . $route . $query ), array( 'id' => $id ), $cookie );
	}

	private function liked( int $user, int $post ): bool {
		wp_cache_flush();
		return ( new Relations() )->has( $user, Relations::LIKE, Relations::POST, $post );
	}

	public function test_a_like_is_answered_before_the_other_plugins_load(): void {
		$reader  = $this->create_user();
		$post    = $this->create_post();
		$session = $this->session_of( $reader );

		list( $status, $body, $headers ) = $this->call( '/fup/post/like', $post, $session['cookie'], $session['nonce'] );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( 'post-like', $body['message'] );
		$this->assertArrayNotHasKey( 'x-inkwell-probe', $headers, 'no other plugin was loaded' );
		$this->assertTrue( $this->liked( $reader, $post ) );

		// The same form through ?rest_route=, as on a site without pretty permalinks.
		list( $status, $body, $headers ) = $this->post( $this->url( '/?rest_route=/fup/post/unlike&_wpnonce=' . $session['nonce'] ), array( 'id' => $post ), $session['cookie'] );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertArrayNotHasKey( 'x-inkwell-probe', $headers );
		$this->assertFalse( $this->liked( $reader, $post ) );

		// Without the drop-in, the plugin's own fast path serves it: after the other plugins loaded.
		unlink( self::drop_in_link() );
		list( $status, $body, $headers ) = $this->call( '/fup/post/like', $post, $session['cookie'], $session['nonce'] );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( 'loaded', $headers['x-inkwell-probe'] ?? '' );
	}

	public function test_it_leaves_everything_else_to_the_usual_request(): void {
		$session = $this->session_of( $this->create_user() );
		$post    = $this->create_post();

		// A GET of an action route, and a POST to a route that is not a one-click action, reach init.
		list( $status ) = $this->get( '/wp-json/fup/post/like?id=' . $post . '&_wpnonce=' . $session['nonce'], $session['cookie'] );
		$this->assertSame( 503, $status );
		list( $status, $body ) = $this->post( $this->url( '/wp-json/fup/load-more-categories' ), array( 'hash' => 'x' ) );
		$this->assertSame( 'inkwell_probe_maintenance', $body['code'] );

		// With fast actions off, the drop-in does nothing: the probe sees the like on init.
		delete_option( \Inkwell\Community\Rest\Fast_Actions::OPTION );
		list( $status, $body ) = $this->call( '/fup/post/like', $post, $session['cookie'], $session['nonce'] );
		$this->assertSame( 503, $status );
		$this->assertSame( 'inkwell_probe_maintenance', $body['code'] );
	}

	public function test_bad_credentials_are_refused_and_store_nothing(): void {
		$reader  = $this->create_user();
		$other   = $this->create_user();
		$post    = $this->create_post();
		$session = $this->session_of( $reader );
		$foreign = $this->session_of( $other );

		$refusals = array(
			'forged nonce'          => array( $session['cookie'], 'abcdef1234', 403, 'rest_cookie_invalid_nonce' ),
			'another user\'s nonce' => array( $session['cookie'], $foreign['nonce'], 403, 'rest_cookie_invalid_nonce' ),
			'no nonce'              => array( $session['cookie'], '', 401, 'inkwell_not_logged_in' ),
			'no cookie'             => array( '', $session['nonce'], 403, 'rest_cookie_invalid_nonce' ),
			'forged cookie'         => array( LOGGED_IN_COOKIE . '=' . rawurlencode( 'reader|' . ( time() + 3600 ) . '|token|hmac' ), $session['nonce'], 403, 'rest_cookie_invalid_nonce' ),
		);
		foreach ( $refusals as $case => list( $cookie, $nonce, $expected_status, $code ) ) {
			list( $status, $body, $headers ) = $this->call( '/fup/post/like', $post, $cookie, $nonce );
			$this->assertSame( $expected_status, $status, $case . ' ' . wp_json_encode( $body ) );
			$this->assertSame( $code, $body['code'], $case );
			$this->assertArrayNotHasKey( 'x-inkwell-probe', $headers, $case . ': answered by the drop-in' );
		}

		// A session the reader logged out of: the cookie no longer names a user.
		WP_Session_Tokens::get_instance( $reader )->destroy_all();
		list( $status, $body ) = $this->call( '/fup/post/like', $post, $session['cookie'], $session['nonce'] );
		$this->assertSame( 403, $status, 'logged-out session ' . wp_json_encode( $body ) );
		$this->assertSame( 'rest_cookie_invalid_nonce', $body['code'] );

		$this->assertFalse( $this->liked( $reader, $post ), 'nothing was stored' );
	}

	public function test_bad_ids_are_refused_with_a_clear_error(): void {
		$reader  = $this->create_user();
		$session = $this->session_of( $reader );
		foreach ( array( 'abc', '0', '-5', '' ) as $id ) {
			list( $status, $body, $headers ) = $this->call( '/fup/post/like', $id, $session['cookie'], $session['nonce'] );
			$this->assertSame( 400, $status, wp_json_encode( $id ) . ' ' . wp_json_encode( $body ) );
			$this->assertSame( 'rest_invalid_param', $body['code'] );
			$this->assertArrayNotHasKey( 'x-inkwell-probe', $headers );
		}
		// A post that does not exist.
		list( $status, $body ) = $this->call( '/fup/post/like', PHP_INT_MAX, $session['cookie'], $session['nonce'] );
		$this->assertSame( 404, $status, wp_json_encode( $body ) );
	}
}
