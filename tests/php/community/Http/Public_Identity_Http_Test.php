<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Http;

use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Http_Test_Case;

/**
 * The requests that gave logins away, over real HTTP: the author archive by id, the archive under the
 * login, and the followers list of a profile.
 *
 * @covers \Inkwell\Community\Profile\Public_Identity
 */
final class Public_Identity_Http_Test extends Http_Test_Case {

	public function test_the_author_archive_by_id_leads_to_the_public_slug_not_the_login(): void {
		$author = $this->create_user( 'author' );
		$this->create_post( array( 'post_author' => $author ) );
		$login = get_userdata( $author )->user_login;

		list( $status, , $headers ) = $this->get( '/?author=' . $author );
		$location                   = $headers['location'] ?? '';

		$this->assertSame( 301, $status );
		$this->assertSame( get_author_posts_url( $author ), $location );
		$this->assertStringNotContainsStringIgnoringCase( $login, $location );
		$this->assertStringNotContainsStringIgnoringCase( sanitize_title( $login ), $location );
	}

	public function test_the_archive_under_the_login_does_not_exist(): void {
		$author = $this->create_user( 'author' );
		$this->create_post( array( 'post_author' => $author ) );

		list( $status ) = $this->get( '/author/' . get_userdata( $author )->user_login . '/' );

		$this->assertSame( 404, $status );
		$this->assertSame( 200, $this->get( wp_parse_url( get_author_posts_url( $author ), PHP_URL_PATH ) )[0] );
	}

	public function test_the_followers_list_of_a_profile_shows_no_login(): void {
		$author    = $this->create_user( 'author' );
		$followers = array( $this->create_user(), $this->create_user() );
		$relations = new Relations();
		foreach ( $followers as $follower ) {
			$relations->add( $follower, Relations::FOLLOW, Relations::USER, $author );
		}

		list( $status, $html ) = $this->get( wp_parse_url( get_author_posts_url( $author ), PHP_URL_PATH ) . '?tab=followers' );

		$this->assertSame( 200, $status );
		foreach ( $followers as $follower ) {
			$user = get_userdata( $follower );
			$this->assertStringContainsString( esc_url( get_author_posts_url( $follower ) ), $html );
			$this->assertStringContainsString( esc_html( $user->display_name ), $html );
			$this->assertStringNotContainsStringIgnoringCase( $user->user_login, $html );
			$this->assertStringNotContainsStringIgnoringCase( sanitize_title( $user->user_login ), $html );
			$relations->remove( $follower, Relations::FOLLOW, Relations::USER, $author );
		}
	}
}
