<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Site;

use Inkwell\Tests\Http_Test_Case;

/**
 * Guest pages carry headers a page cache can use; personalised ones forbid shared caching.
 *
 * @covers \Inkwell\Community\Site\Guest_Cache_Headers
 */
final class Guest_Cache_Headers_Http_Test extends Http_Test_Case {

	/**
	 * Fetches a page and returns its status and headers.
	 *
	 * @param string $path   Path of the page.
	 * @param string $cookie Cookie header.
	 * @return array{0: int, 1: \WpOrg\Requests\Utility\CaseInsensitiveDictionary|array<string,string>}
	 */
	private function fetch( string $path, string $cookie = '' ): array {
		$response = wp_remote_get(
			$this->url( $path ),
			array(
				'headers'     => $cookie ? array( 'Cookie' => $cookie ) : array(),
				'redirection' => 0,
				'timeout'     => 30,
			)
		);
		$this->assertIsArray( $response, is_wp_error( $response ) ? $response->get_error_message() : '' );
		return array( (int) wp_remote_retrieve_response_code( $response ), wp_remote_retrieve_headers( $response ) );
	}

	public function test_a_guest_article_is_publicly_cacheable_and_varies_by_cookie(): void {
		$post                     = $this->create_post();
		list( $status, $headers ) = $this->fetch( wp_make_link_relative( (string) get_permalink( $post ) ) );
		$this->assertSame( 200, $status );
		$this->assertSame( 'public, max-age=60, s-maxage=300, stale-while-revalidate=60', $headers['cache-control'] );
		$this->assertStringContainsString( 'Cookie', (string) $headers['vary'] );
		$this->assertArrayNotHasKey( 'set-cookie', $headers->getAll() );
	}

	public function test_a_logged_in_page_is_private(): void {
		$session                  = $this->session_of( $this->create_user() );
		list( $status, $headers ) = $this->fetch( '/', $session['cookie'] );
		$this->assertSame( 200, $status );
		$this->assertSame( 'private, no-cache', $headers['cache-control'] );
	}

	public function test_a_commenter_with_a_pending_comment_cookie_is_not_served_the_shared_page(): void {
		list( , $headers ) = $this->fetch( '/', 'comment_author_' . COOKIEHASH . '=Ann' );
		$this->assertSame( 'private, no-cache', $headers['cache-control'] );
	}
}
