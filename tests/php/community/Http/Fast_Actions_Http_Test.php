<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Http;

use Inkwell\Community\Controls\Toggle_Button;
use Inkwell\Community\Lists\Cursor;
use Inkwell\Community\Lists\Paged_Lists;
use Inkwell\Community\Notifications\Notification_Store;
use Inkwell\Community\Rest\Fast_Actions;
use Inkwell\Community\Storage\Page_Cache;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Http_Test_Case;
use Inkwell\Tests\Init_Probe;

/**
 * The trade-off of fast actions over real HTTP, with a plugin that acts on init (as a maintenance-mode or
 * firewall plugin does): with fast actions off (the default) that plugin sees a like and stops it; switched
 * on, the like is answered before init and the plugin never sees it; so is a list page that an earlier
 * request kept in the database.
 *
 * @covers \Inkwell\Community\Rest\Fast_Actions
 * @covers \Inkwell\Community\Rest\Early_Dispatch
 * @covers \Inkwell\Community\Storage\Page_Cache
 */
final class Fast_Actions_Http_Test extends Http_Test_Case {

	use Init_Probe;

	protected function set_up(): void {
		parent::set_up();
		$this->activate_probe();
	}

	protected function tear_down(): void {
		$this->deactivate_probe();
		delete_option( Fast_Actions::OPTION );
		parent::tear_down();
	}

	/**
	 * Likes the post as the session's user; returns [status, body].
	 *
	 * @param array{cookie: string, nonce: string} $session Session.
	 * @return array{0: int, 1: mixed}
	 */
	private function like( array $session, int $post ): array {
		return $this->post( $this->url( '/wp-json/fup/post/like?_wpnonce=' . $session['nonce'] ), array( 'id' => $post ), $session['cookie'] );
	}

	public function test_by_default_a_plugin_acting_on_init_sees_the_action(): void {
		delete_option( Fast_Actions::OPTION );
		list( $status, $body ) = $this->like( $this->session_of( $this->create_user() ), $this->create_post() );
		$this->assertSame( 503, $status );
		$this->assertSame( 'inkwell_probe_maintenance', $body['code'] );
	}

	public function test_with_fast_actions_on_the_action_is_answered_before_init(): void {
		update_option( Fast_Actions::OPTION, true );
		$post                  = $this->create_post();
		list( $status, $body ) = $this->like( $this->session_of( $this->create_user() ), $post );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( 'post-like', $body['message'] );

		// Routes that are not one-click actions still run the usual way, through init.
		list( $status ) = $this->post( $this->url( '/wp-json/fup/load-more-categories' ), array( 'hash' => 'x' ) );
		$this->assertSame( 503, $status );
	}

	public function test_without_an_object_cache_a_list_page_kept_in_the_database_is_answered_before_init(): void {
		update_option( Fast_Actions::OPTION, true );
		$author  = $this->create_user( 'author' );
		$session = $this->session_of( $this->create_user() );
		for ( $i = 0; $i < 3; $i++ ) {
			$this->create_post( array( 'post_author' => $author ) );
		}
		// Rendered here, read by the web server: what one request keeps, the next one finds.
		$cursor    = new Cursor( 'stories', $author, 1 );
		$relations = new Relations();
		$html      = ( new Paged_Lists( $relations, new Toggle_Button( $relations ), new Page_Cache(), new Notification_Store( $relations ) ) )->cached_html( $cursor );
		$this->assertStringContainsString( '<', $html );

		$route                 = $this->url( '/wp-json/fup/load-more-stories?_wpnonce=' . $session['nonce'] );
		$fields                = array(
			'user_id' => $author,
			'hash'    => $cursor->encode(),
		);
		list( $status, $body ) = $this->post( $route, $fields, $session['cookie'] );
		$this->assertSame( 200, $status, wp_json_encode( $body ) );
		$this->assertSame( array( $html ), $body['data'] );

		// A new article gives the page a new version: rendered again, through init, which the probe stops.
		$this->create_post( array( 'post_author' => $author ) );
		list( $status ) = $this->post( $route, $fields, $session['cookie'] );
		$this->assertSame( 503, $status );
	}
}
