<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Http;

use Inkwell\Community\Notifications\Unsubscribe_Link;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Http_Test_Case;

/**
 * The unsubscribe link of a comment notification, opened logged out over real HTTP.
 *
 * @covers \Inkwell\Community\Notifications\Unsubscribe_Link
 */
final class Unsubscribe_Http_Test extends Http_Test_Case {

	private function subscribed( int $user, int $post ): bool {
		wp_cache_flush();
		return ( new Relations() )->has( $user, Relations::SUBSCRIBE, Relations::POST, $post );
	}

	/** The link's path and query on the test server. */
	private function local( string $url ): string {
		$parts = wp_parse_url( $url );
		return $this->url( $parts['path'] . '?' . $parts['query'] );
	}

	public function test_opening_the_link_unsubscribes_without_logging_in(): void {
		$user = $this->create_user();
		$post = $this->create_post( array( 'post_title' => 'Story to leave' ) );
		( new Relations() )->add( $user, Relations::SUBSCRIBE, Relations::POST, $post );

		$response = wp_remote_get( $this->local( Unsubscribe_Link::url( $user, $post ) ), array( 'timeout' => 30 ) );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		$this->assertStringContainsString( 'Story to leave', wp_remote_retrieve_body( $response ) );
		$this->assertFalse( $this->subscribed( $user, $post ) );
	}

	public function test_one_click_post_unsubscribes(): void {
		$user = $this->create_user();
		$post = $this->create_post();
		( new Relations() )->add( $user, Relations::SUBSCRIBE, Relations::POST, $post );

		list( $status ) = $this->post( $this->local( Unsubscribe_Link::url( $user, $post ) ), array( 'List-Unsubscribe' => 'One-Click' ) );
		$this->assertSame( 200, $status );
		$this->assertFalse( $this->subscribed( $user, $post ) );
	}

	public function test_a_link_altered_to_another_user_is_refused(): void {
		$user  = $this->create_user();
		$other = $this->create_user();
		$post  = $this->create_post();
		( new Relations() )->add( $other, Relations::SUBSCRIBE, Relations::POST, $post );

		$url      = str_replace( 'user=' . $user, 'user=' . $other, Unsubscribe_Link::url( $user, $post ) );
		$response = wp_remote_get( $this->local( $url ), array( 'timeout' => 30 ) );
		$this->assertSame( 400, wp_remote_retrieve_response_code( $response ) );
		$this->assertTrue( $this->subscribed( $other, $post ) );
	}

	public function test_the_followers_link_stops_the_mails_of_that_author_and_keeps_the_follow(): void {
		$user   = $this->create_user();
		$author = $this->create_user( 'author' );
		wp_update_user(
			array(
				'ID'           => $author,
				'display_name' => 'Noor Haddad',
			)
		);
		( new Relations() )->add( $user, Relations::FOLLOW, Relations::USER, $author );

		list( $status ) = $this->post( $this->local( Unsubscribe_Link::followers_url( $user, $author ) ), array( 'List-Unsubscribe' => 'One-Click' ) );
		$this->assertSame( 200, $status );
		wp_cache_flush();
		$relations = new Relations();
		$this->assertTrue( $relations->has( $user, Relations::MUTE, Relations::USER, $author ) );
		$this->assertTrue( $relations->has( $user, Relations::FOLLOW, Relations::USER, $author ) );

		$response = wp_remote_get( $this->local( Unsubscribe_Link::followers_url( $user, $author ) ), array( 'timeout' => 30 ) );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ), 'Opening it again is harmless.' );
		$this->assertStringContainsString( 'Noor Haddad', wp_remote_retrieve_body( $response ) );
	}

	public function test_a_comment_link_cannot_be_replayed_as_a_followers_link(): void {
		$user     = $this->create_user();
		$post     = $this->create_post();
		$comments = wp_parse_url( Unsubscribe_Link::url( $user, $post ), PHP_URL_QUERY );
		parse_str( (string) $comments, $query );
		$forged   = add_query_arg(
			array(
				'action' => Unsubscribe_Link::FOLLOWERS_ACTION,
				'user'   => $user,
				'author' => $post,
				'sig'    => $query['sig'],
			),
			$this->url( '/wp-admin/admin-post.php' )
		);
		$response = wp_remote_get( $forged, array( 'timeout' => 30 ) );
		$this->assertSame( 400, wp_remote_retrieve_response_code( $response ) );
		wp_cache_flush();
		$this->assertFalse( ( new Relations() )->has( $user, Relations::MUTE, Relations::USER, $post ) );
	}
}
