<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Rest;

use Inkwell\Community\Notifications\Notification_Store;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Rest_Test_Case;

/**
 * @covers \Inkwell\Community\Rest\Notification_Controller
 * @covers \Inkwell\Community\Notifications\Notification_Store
 * @covers \Inkwell\Community\Controls\Comment_Subscription
 */
final class Notification_Controller_Test extends Rest_Test_Case {

	private int $post_id;

	protected function set_up(): void {
		parent::set_up();
		$this->post_id = $this->create_post();
		wp_set_current_user( $this->users['subscriber'] );
	}

	private function subscribed(): bool {
		return ( new Relations() )->has( $this->users['subscriber'], Relations::SUBSCRIBE, Relations::POST, $this->post_id );
	}

	public function test_subscribe_answers_success_with_the_html_of_the_unsubscribe_control(): void {
		$data = $this->assert_ok( $this->post( '/fup/notification/subscribe-comments', array( 'post' => $this->post_id ) ) );
		$this->assertSame( 'success', $data['code'] );
		$this->assertCount( 1, $data['data'] );
		$this->assertStringContainsString( 'data-inkwell-island="comment-subscription"', $data['data'][0] );
		$this->assertStringContainsString( 'aria-pressed="true"', $data['data'][0] );
		$this->assertStringContainsString( 'Stop response notifications', $data['data'][0] );
		$this->assertTrue( $this->subscribed() );
	}

	public function test_subscribing_twice_is_one_subscription(): void {
		$this->assert_ok( $this->post( '/fup/notification/subscribe-comments', array( 'post' => $this->post_id ) ) );
		$this->assert_ok( $this->post( '/fup/notification/subscribe-comments', array( 'post' => $this->post_id ) ) );
		$this->assertSame( 1, ( new Relations() )->count( Relations::SUBSCRIBE, Relations::POST, $this->post_id ) );
	}

	public function test_unsubscribe_answers_the_html_of_the_subscribe_control(): void {
		$this->assert_ok( $this->post( '/fup/notification/subscribe-comments', array( 'post' => $this->post_id ) ) );
		foreach ( array( 1, 2 ) as $attempt ) {
			$data = $this->assert_ok( $this->post( '/fup/notification/unsubscribe-comments', array( 'post' => $this->post_id ) ) );
			$this->assertSame( 'success', $data['code'] );
			$this->assertStringContainsString( 'aria-pressed="false"', $data['data'][0] );
			$this->assertStringContainsString( 'Notify me of new responses', $data['data'][0] );
		}
		$this->assertFalse( $this->subscribed() );
	}

	public function test_subscribing_to_an_unknown_or_unpublished_post_is_not_found(): void {
		$draft = $this->create_post( array( 'post_status' => 'draft' ) );
		$this->assert_error( $this->post( '/fup/notification/subscribe-comments', array( 'post' => 987654 ) ), 404, 'inkwell_not_found' );
		$this->assert_error( $this->post( '/fup/notification/subscribe-comments', array( 'post' => $draft ) ), 404, 'inkwell_not_found' );
	}

	public function test_a_missing_or_bad_post_is_a_bad_request(): void {
		$this->assertSame( 400, $this->post( '/fup/notification/subscribe-comments', array() )->get_status() );
		$this->assertSame( 400, $this->post( '/fup/notification/unsubscribe-comments', array( 'post' => 'abc' ) )->get_status() );
		$this->assertFalse( $this->subscribed() );
	}

	public function test_update_followers_marks_new_stories_of_followed_authors_as_seen(): void {
		$store = new Notification_Store( new Relations() );
		$me    = $this->users['subscriber'];
		( new Relations() )->add( $me, Relations::FOLLOW, Relations::USER, $this->users['author'] );
		$this->create_post();
		$this->create_post( array( 'post_author' => $this->users['editor'] ) );
		// The new story is by the followed author; the editor's does not count.
		$this->assertSame( 1, $store->unseen( $me ) );

		$data = $this->assert_ok( $this->post( '/fup/notification/update-followers', array() ) );
		$this->assertSame( 'success', $data['code'] );
		$this->assertSame( 0, $data['unseen'] );
		$this->assertSame( 0, $store->unseen( $me ) );
	}

	public function test_count_and_mark_read_answer_the_reader_s_own_count(): void {
		$me = $this->users['subscriber'];
		( new Relations() )->add( $me, Relations::FOLLOW, Relations::USER, $this->users['author'] );
		$this->create_post();
		$this->assertSame( 1, $this->assert_ok( $this->post( '/fup/notification/count', array() ) )['unseen'] );
		$data = $this->assert_ok( $this->post( '/fup/notification/mark-read', array() ) );
		$this->assertSame( 'notifications-read', $data['message'] );
		$this->assertSame( 0, $data['unseen'] );
	}

	public function test_the_centre_routes_need_a_nonce(): void {
		$this->assert_error( $this->post( '/fup/notification/count', array(), 'forged' ), 403, 'inkwell_invalid_nonce' );
		$this->assert_error( $this->post( '/fup/notification/mark-read', array(), 'forged' ), 403, 'inkwell_invalid_nonce' );
	}
}
