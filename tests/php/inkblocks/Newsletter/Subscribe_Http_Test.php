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

	public function test_who_is_subscribed_cannot_be_found_out_and_a_subscriber_cannot_be_overwritten(): void {
		global $wpdb;
		$subscribers = new Subscribers();
		$known       = $subscribers->add( $this->list_id, 'known-' . wp_generate_password( 6, false, false ) . '@example.org', array( 'name' => 'Ada' ), 'page:1' );
		$subscribers->set_status( $known['id'], Subscribers::CONFIRMED );
		$sign_up = fn ( string $email ): array => $this->post(
			$this->url( '/wp-admin/admin-ajax.php' ),
			array(
				'action'                   => 'inkblocks_subscribe_form_ajax',
				'data[email]'              => $email,
				'data[use_target_list_id]' => 'true',
				'data[target_list_id]'     => (string) $this->list_id,
				'data[additional][name]'   => 'Mallory',
			)
		);

		list( $status_known, $body_known ) = $sign_up( $known['email'] );
		list( $status_new, $body_new )     = $sign_up( 'new-' . wp_generate_password( 6, false, false ) . '@example.org' );

		$this->assertSame( array( 200, $body_new ), array( $status_known, $body_known ) );
		$this->assertSame( 'Thank you! Please check your inbox to confirm your subscription.', $body_known['message'] );
		$this->assertSame( '{"name":"Ada"}', $wpdb->get_var( $wpdb->prepare( 'SELECT fields FROM ' . Schema::subscribers_table() . ' WHERE id = %d', $known['id'] ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}
