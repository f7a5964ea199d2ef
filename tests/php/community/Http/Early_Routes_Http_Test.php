<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Http;

use Inkwell\Community\Rest\Category_Controller;
use Inkwell\Community\Rest\Fast_Actions;
use Inkwell\Community\Rest\Post_Controller;
use Inkwell\Community\Rest\User_Controller;
use Inkwell\Tests\Http_Test_Case;
use WP_REST_Request;

/**
 * Every action route served early over real HTTP (fast actions switched on) answers what the usual REST
 * dispatch answers.
 *
 * @covers \Inkwell\Community\Rest\Early_Dispatch
 */
class Early_Routes_Http_Test extends Http_Test_Case {

	protected function set_up(): void {
		parent::set_up();
		update_option( Fast_Actions::OPTION, true );
	}

	protected function tear_down(): void {
		delete_option( Fast_Actions::OPTION );
		parent::tear_down();
	}

	/**
	 * A post, an author and a category to act on.
	 *
	 * @return array<string, int>
	 */
	private function targets(): array {
		$author = $this->create_user( 'author' );
		$term   = wp_insert_term( 'Early ' . wp_generate_password( 8, false ), 'category' );
		$this->assertIsArray( $term );
		return array(
			'post'     => $this->create_post( array( 'post_author' => $author ) ),
			'user'     => $author,
			'category' => (int) $term['term_id'],
		);
	}

	public function test_each_early_route_answers_like_the_usual_dispatch(): void {
		// Each side acts on its own objects, so counts in the answers match; only the ids differ.
		$web      = $this->targets();
		$usual    = $this->targets();
		$session  = $this->session_of( $this->create_user() );
		$in_place = $this->create_user();
		foreach ( array_merge( User_Controller::ROUTES, Category_Controller::ROUTES, Post_Controller::ROUTES ) as $route => $answered_by ) {
			$type                  = explode( '/', $route )[1];
			list( $status, $body ) = $this->post( $this->url( '/wp-json/fup' . $route . '?_wpnonce=' . $session['nonce'] ), array( 'id' => $web[ $type ] ), $session['cookie'] );

			wp_set_current_user( $in_place );
			$request = new WP_REST_Request( 'POST', '/fup' . $route );
			$request->set_body_params(
				array(
					'id'       => $usual[ $type ],
					'_wpnonce' => wp_create_nonce( 'wp_rest' ),
				)
			);
			$expected = rest_do_request( $request );
			wp_set_current_user( 0 );

			$this->assertSame( 200, $status, $route . ' ' . wp_json_encode( $body ) );
			$this->assertSame( $expected->get_status(), $status, $route );
			$this->assertSame( $web[ $type ], $body['id'], $route );
			$this->assertSame( array_merge( $expected->get_data(), array( 'id' => $web[ $type ] ) ), $body, $route );
		}
		wp_delete_term( $web['category'], 'category' );
		wp_delete_term( $usual['category'], 'category' );
	}
}
