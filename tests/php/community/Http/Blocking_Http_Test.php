<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Http;

use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Http_Test_Case;

/**
 * The requests that worked after B blocked A, over real HTTP: A subscribing to the comments of B's story,
 * commenting on it and replying to B. Each is now refused, and nothing is stored.
 *
 * @covers \Inkwell\Community\Rules\Blocking
 */
final class Blocking_Http_Test extends Http_Test_Case {

	private int $a;
	private int $b;
	private int $story;
	/** @var array{cookie: string, nonce: string} */
	private array $session;

	protected function set_up(): void {
		parent::set_up();
		$this->a       = $this->create_user();
		$this->b       = $this->create_user( 'author' );
		$this->story   = $this->create_post( array( 'post_author' => $this->b ) );
		$this->session = $this->session_of( $this->a );
		( new Relations() )->add( $this->b, Relations::BLOCK, Relations::USER, $this->a );
	}

	protected function tear_down(): void {
		foreach ( get_comments( array( 'post_id' => $this->story ) ) as $comment ) {
			wp_delete_comment( (int) $comment->comment_ID, true );
		}
		parent::tear_down();
	}

	public function test_a_cannot_subscribe_to_the_comments_of_bs_story(): void {
		list( $status, $body ) = $this->post( $this->url( '/wp-json/fup/notification/subscribe-comments?_wpnonce=' . $this->session['nonce'] ), array( 'post' => $this->story ), $this->session['cookie'] );

		$this->assertSame( 403, $status );
		$this->assertSame( 'inkwell_blocked', $body['code'] );
		$this->assertFalse( ( new Relations() )->has( $this->a, Relations::SUBSCRIBE, Relations::POST, $this->story ) );
	}

	public function test_a_cannot_comment_on_bs_story_or_reply_to_b(): void {
		$by_b = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $this->story,
				'comment_content'  => 'By the author.',
				'user_id'          => $this->b,
				'comment_approved' => 1,
			)
		);
		foreach ( array( 0, $by_b ) as $parent ) {
			list( $status, $body ) = $this->post(
				$this->url( '/wp-admin/admin-ajax.php?action=inkwell_post_comment' ),
				array(
					'comment_post_ID' => $this->story,
					'comment_parent'  => $parent,
					'comment'         => 'Still here ' . wp_generate_password( 6, false ),
				),
				$this->session['cookie']
			);
			$this->assertSame( 403, $status );
			$this->assertSame( 'error', $body['status'] );
		}
		wp_cache_flush();
		$this->assertCount( 1, get_comments( array( 'post_id' => $this->story ) ), 'only the author\'s own' );
	}

	public function test_a_cannot_follow_b(): void {
		list( $status, $body ) = $this->post( $this->url( '/wp-json/fup/user/follow?_wpnonce=' . $this->session['nonce'] ), array( 'id' => $this->b ), $this->session['cookie'] );

		$this->assertSame( 403, $status );
		$this->assertSame( 'inkwell_blocked', $body['code'] );
	}
}
