<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Page_Cache;

use Inkwell\Community\Page_Cache\Invalidation;
use Inkwell\Community\Page_Cache\Varnish_Bans;
use Inkwell\Tests\Rest_Test_Case;

/**
 * @covers \Inkwell\Community\Page_Cache\Invalidation
 * @covers \Inkwell\Community\Page_Cache\Varnish_Bans
 */
final class Invalidation_Test extends Rest_Test_Case {

	private Varnish_Bans $bans;

	private Invalidation $invalidation;

	/** @var array<int, array{url: string, method: string, ban: string}> */
	private array $sent = array();

	protected function set_up(): void {
		parent::set_up();
		$this->bans         = new Varnish_Bans( array( '127.0.0.1:1', '127.0.0.1:2' ) );
		$this->invalidation = new Invalidation( $this->bans );
		$this->invalidation->add_hooks();
		// The test sends by hand; nothing is left for the end of the process.
		remove_action( 'shutdown', array( $this->bans, 'send' ), 100 );
		add_filter( 'pre_http_request', array( $this, 'capture' ), 10, 3 );
	}

	protected function tear_down(): void {
		remove_filter( 'pre_http_request', array( $this, 'capture' ) );
		remove_action( 'transition_post_status', array( $this->invalidation, 'post_changed' ) );
		remove_action( 'wp_update_comment_count', array( $this->invalidation, 'comments_changed' ) );
		remove_action( 'edit_comment', array( $this->invalidation, 'comment_edited' ) );
		remove_filter( 'rest_request_after_callbacks', array( $this->invalidation, 'community_action' ) );
		parent::tear_down();
	}

	/**
	 * Records a BAN instead of sending it.
	 *
	 * @param mixed               $pre  Short-circuit value.
	 * @param array<string,mixed> $args Request arguments.
	 * @param string              $url  URL.
	 * @return array<string,mixed>
	 */
	public function capture( $pre, $args, $url ): array {
		$this->sent[] = array(
			'url'    => $url,
			'method' => $args['method'],
			'ban'    => $args['headers']['X-Inkwell-Ban'],
		);
		return array(
			'headers'  => array(),
			'body'     => '',
			'response' => array(
				'code'    => 200,
				'message' => 'Banned',
			),
			'cookies'  => array(),
		);
	}

	/** The one ban pattern sent to each server, and that it went to both. */
	private function ban(): string {
		$this->sent = array();
		$this->bans->send();
		if ( ! $this->sent ) {
			return '';
		}
		$this->assertSame( array( 'http://127.0.0.1:1/', 'http://127.0.0.1:2/' ), array_column( $this->sent, 'url' ) );
		$this->assertSame( array( 'BAN', 'BAN' ), array_column( $this->sent, 'method' ) );
		return $this->sent[0]['ban'];
	}

	private static function path( string $url ): string {
		return (string) wp_parse_url( $url, PHP_URL_PATH );
	}

	public function test_publishing_a_story_bans_its_page_the_front_page_its_topic_and_author(): void {
		$category = wp_insert_term( 'Cluster topic ' . wp_generate_password( 6, false ), 'category' )['term_id'];
		$post     = $this->create_post(
			array(
				'post_status'   => 'draft',
				'post_category' => array( $category ),
			)
		);
		$this->ban();
		wp_publish_post( $post );
		$ban = $this->ban();
		foreach ( array( get_permalink( $post ), get_category_link( $category ), get_author_posts_url( (int) get_post( $post )->post_author ) ) as $url ) {
			$this->assertStringContainsString( preg_quote( self::path( $url ), '' ), $ban );
		}
		$this->assertMatchesRegularExpression( '/' . str_replace( '/', '\/', $ban ) . '/', '/' );
		$this->assertDoesNotMatchRegularExpression( '/' . str_replace( '/', '\/', $ban ) . '/', '/category/other-topic/' );
	}

	public function test_a_draft_saved_again_bans_nothing(): void {
		$post = $this->create_post( array( 'post_status' => 'draft' ) );
		$this->ban();
		wp_update_post(
			array(
				'ID'         => $post,
				'post_title' => 'Still a draft',
			)
		);
		$this->assertSame( '', $this->ban() );
	}

	public function test_an_approved_comment_bans_its_story(): void {
		$post = $this->create_post();
		$this->ban();
		$comment = wp_insert_comment(
			array(
				'comment_post_ID'  => $post,
				'comment_content'  => 'Held for moderation',
				'comment_approved' => '0',
			)
		);
		$this->assertSame( '', $this->ban(), 'a held comment changes nothing a guest sees' );
		wp_set_comment_status( $comment, 'approve' );
		$this->assertStringContainsString( preg_quote( self::path( (string) get_permalink( $post ) ), '' ), $this->ban() );
	}

	public function test_a_like_bans_the_story_and_a_refused_one_nothing(): void {
		$post = $this->create_post();
		$this->ban();
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_ok( $this->post( '/fup/post/like', array( 'id' => $post ) ) );
		$this->assertSame( '(^' . preg_quote( self::path( (string) get_permalink( $post ) ), '' ) . ')', $this->ban() );
		$this->post( '/fup/post/like', array( 'id' => $post ), 'bad-nonce' );
		$this->assertSame( '', $this->ban() );
	}

	public function test_a_follow_bans_both_profiles(): void {
		$author = $this->create_user( 'author' );
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_ok( $this->post( '/fup/user/follow', array( 'id' => $author ) ) );
		$ban = $this->ban();
		$this->assertStringContainsString( preg_quote( self::path( get_author_posts_url( $author ) ), '' ), $ban );
		$this->assertStringContainsString( preg_quote( self::path( get_author_posts_url( $this->users['subscriber'] ) ), '' ), $ban );
	}
}
