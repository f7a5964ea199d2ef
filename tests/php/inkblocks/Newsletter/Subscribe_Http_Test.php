<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Newsletter;

use Inkblocks\Newsletter\Schema;
use Inkblocks\Newsletter\Subscribers;
use Inkwell\Tests\Http_Test_Case;

/**
 * The admin-ajax actions over real HTTP: exact request fields of SPEC 7.6 in, {type, message} out.
 *
 * @covers \Inkblocks\Newsletter\Subscribe_Ajax
 */
final class Subscribe_Http_Test extends Http_Test_Case {

	private int $list_id = 0;

	protected function set_up(): void {
		parent::set_up();
		$this->list_id = ( new Subscribers() )->create_list( 'HTTP list' );
		// The rate limit counts per IP, and every request here comes from 127.0.0.1.
		delete_transient( 'inkblocks_signups_' . md5( '127.0.0.1' ) );
	}

	protected function tear_down(): void {
		global $wpdb;
		$wpdb->delete( Schema::subscribers_table(), array( 'list_id' => $this->list_id ) );
		$wpdb->delete( Schema::lists_table(), array( 'id' => $this->list_id ) );
		delete_transient( 'inkblocks_signups_' . md5( '127.0.0.1' ) );
		parent::tear_down();
	}

	public function test_both_actions_answer_type_and_message(): void {
		$email                 = 'http-' . wp_generate_password( 6, false, false ) . '@example.org';
		list( $status, $body ) = $this->post(
			$this->url( '/wp-admin/admin-ajax.php' ),
			array(
				'action'                   => 'inkblocks_subscribe_form_ajax',
				'data[email]'              => $email,
				'data[use_target_list_id]' => 'true',
				'data[target_list_id]'     => (string) $this->list_id,
				'data[data]'               => 'page:1',
			)
		);
		$this->assertSame( 200, $status );
		$this->assertSame( array( 'type', 'message' ), array_keys( $body ) );
		$this->assertSame( 'success', $body['type'] );
		$this->assertSame( Subscribers::PENDING, ( new Subscribers() )->find( $this->list_id, $email )['status'] );

		list( $status, $body ) = $this->post(
			$this->url( '/wp-admin/admin-ajax.php' ),
			array(
				'action'               => 'inkblocks_popup_lists_ajax',
				'data[email]'          => 'not-an-address',
				'data[target_list_id]' => (string) $this->list_id,
			)
		);
		$this->assertSame( 400, $status );
		$this->assertSame(
			array(
				'type'    => 'error',
				'message' => 'Please specify a valid email',
			),
			$body
		);
	}
}
