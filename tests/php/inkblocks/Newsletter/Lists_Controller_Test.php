<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Newsletter;

use Inkblocks\Newsletter\Subscribers;
use Inkwell\Tests\Rest_Test_Case;
use WP_REST_Request;

/**
 * GET /inkblocks/v1/newsletter-lists, the block editor's list picker.
 *
 * @covers \Inkblocks\Newsletter\Lists_Controller
 */
final class Lists_Controller_Test extends Rest_Test_Case {

	public function test_authors_get_every_list_with_its_counts(): void {
		$subscribers = new Subscribers();
		$list        = $subscribers->create_list( 'Picker list' );
		$subscriber  = $subscribers->add( $list, 'ada@example.com', array(), 'page:1' );
		$subscribers->set_status( $subscriber['id'], Subscribers::CONFIRMED );
		wp_set_current_user( $this->users['author'] );

		$data  = $this->assert_ok( rest_get_server()->dispatch( new WP_REST_Request( 'GET', '/inkblocks/v1/newsletter-lists' ) ) );
		$found = array_column( $data, null, 'id' )[ $list ];
		$this->assertSame(
			array(
				'id'           => $list,
				'name'         => 'Picker list',
				'confirmed'    => 1,
				'pending'      => 0,
				'unsubscribed' => 0,
			),
			$found
		);
	}

	public function test_readers_and_guests_are_refused(): void {
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_error( rest_get_server()->dispatch( new WP_REST_Request( 'GET', '/inkblocks/v1/newsletter-lists' ) ), 403, 'inkblocks_forbidden' );
		wp_set_current_user( 0 );
		$this->assert_error( rest_get_server()->dispatch( new WP_REST_Request( 'GET', '/inkblocks/v1/newsletter-lists' ) ), 401, 'inkblocks_forbidden' );
	}
}
