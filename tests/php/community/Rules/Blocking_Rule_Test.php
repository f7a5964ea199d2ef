<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Rules;

use Inkwell\Community\Comments\Comment_Renderer;
use Inkwell\Community\Comments\Comment_Submission;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Rest_Test_Case;
use WP_REST_Request;

/**
 * The blocking rule, asked by every path: after B blocks A, the requests that worked before (A following
 * B, subscribing to the comments of B's story, commenting on it, replying to B) are refused, and B hears
 * nothing of A. The rule holds whoever blocked whom.
 *
 * @covers \Inkwell\Community\Rules\Blocking
 * @covers \Inkwell\Community\Rest\Notification_Controller
 * @covers \Inkwell\Community\Rest\User_Controller
 */
final class Blocking_Rule_Test extends Rest_Test_Case {

	private int $a;
	private int $b;
	private int $story;

	protected function set_up(): void {
		parent::set_up();
		$this->a                = $this->users['subscriber'];
		$this->b                = $this->users['author'];
		$this->story            = $this->create_post( array( 'post_author' => $this->b ) );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.20';
	}

	protected function tear_down(): void {
		unset( $_SERVER['REMOTE_ADDR'] );
		parent::tear_down();
	}

	private function block( int $blocker, int $blocked ): void {
		( new Relations() )->add( $blocker, Relations::BLOCK, Relations::USER, $blocked );
	}

	/**
	 * A's response through the ajax form (SPEC 7.2): [status, answer].
	 *
	 * @return array{0: int, 1: array<string,string>}
	 */
	private function respond( int $post, int $parent = 0 ): array {
		wp_set_current_user( $this->a );
		return ( new Comment_Submission( new Comment_Renderer() ) )->submit(
			array(
				'comment_post_ID' => $post,
				'comment_parent'  => $parent,
				'comment'         => 'A response ' . wp_generate_password( 6, false ),
			)
		);
	}

	private function comment_of( int $user_id, int $post ): int {
		return (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $post,
				'comment_content'  => 'Said before.',
				'user_id'          => $user_id,
				'comment_approved' => 1,
			)
		);
	}

	/**
	 * @return array<string,array{0: bool}>
	 */
	public static function data_provider_directions(): array {
		return array(
			'B blocked A' => array( true ),
			'A blocked B' => array( false ),
		);
	}

	/**
	 * @dataProvider data_provider_directions
	 */
	public function test_no_follow_while_a_block_stands( bool $b_blocked_a ): void {
		$b_blocked_a ? $this->block( $this->b, $this->a ) : $this->block( $this->a, $this->b );
		wp_set_current_user( $this->a );
		$this->assert_error( $this->post( '/fup/user/follow', array( 'id' => $this->b ) ), 403, 'inkwell_blocked' );
	}

	/**
	 * @dataProvider data_provider_directions
	 */
	public function test_no_comment_subscription_on_the_other_persons_story( bool $b_blocked_a ): void {
		$b_blocked_a ? $this->block( $this->b, $this->a ) : $this->block( $this->a, $this->b );
		wp_set_current_user( $this->a );

		$this->assert_error( $this->post( '/fup/notification/subscribe-comments', array( 'post' => $this->story ) ), 403, 'inkwell_blocked' );

		$this->assertFalse( ( new Relations() )->has( $this->a, Relations::SUBSCRIBE, Relations::POST, $this->story ) );
		$this->assert_ok( $this->post( '/fup/notification/unsubscribe-comments', array( 'post' => $this->story ) ) );
	}

	/**
	 * @dataProvider data_provider_directions
	 */
	public function test_no_comment_on_the_other_persons_story( bool $b_blocked_a ): void {
		$b_blocked_a ? $this->block( $this->b, $this->a ) : $this->block( $this->a, $this->b );

		list( $status, $answer ) = $this->respond( $this->story );

		$this->assertSame( 403, $status );
		$this->assertSame( 'error', $answer['status'] );
		$this->assertStringContainsString( 'You cannot respond to this story.', $answer['data'] );
		$this->assertSame( array(), get_comments( array( 'post_id' => $this->story ) ) );
	}

	public function test_no_reply_to_the_blockers_response_on_a_third_persons_story(): void {
		$elsewhere = $this->create_post( array( 'post_author' => $this->users['editor'] ) );
		$by_b      = $this->comment_of( $this->b, $elsewhere );
		$this->block( $this->b, $this->a );

		list( $status, $answer ) = $this->respond( $elsewhere, $by_b );

		$this->assertSame( 403, $status );
		$this->assertStringContainsString( 'You cannot reply to this response.', $answer['data'] );
		$this->assertSame( 200, $this->respond( $elsewhere )[0], 'a response to the story itself is fine' );
	}

	public function test_the_comments_api_asks_the_same_rule(): void {
		$this->block( $this->b, $this->a );
		wp_set_current_user( $this->a );
		$request = new WP_REST_Request( 'POST', '/wp/v2/comments' );
		$request->set_body_params(
			array(
				'post'    => $this->story,
				'content' => 'Through the API.',
			)
		);

		$response = rest_get_server()->dispatch( $request );

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'inkwell_blocked', $response->get_data()['code'] );
	}

	public function test_the_author_is_not_told_of_a_response_by_someone_they_blocked(): void {
		$earlier = $this->comment_of( $this->a, $this->story );
		$this->assertTrue( apply_filters( 'notify_post_author', true, $earlier ) );

		$this->block( $this->b, $this->a );

		$this->assertFalse( apply_filters( 'notify_post_author', true, $earlier ) );
	}
}
