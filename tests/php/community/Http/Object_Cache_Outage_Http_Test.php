<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Http;

use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Http_Test_Case;

/**
 * The object cache unreachable: with a drop-in whose every read misses and every write fails, pages and
 * counts stay right and the per-person limits still hold, since none of them depends on the cache being
 * there. (The Redis drop-in of the cluster is tested against a stopped Redis in the cluster stage.)
 *
 * @covers \Inkwell\Community\Storage\Relations
 * @covers \Inkwell\Community\Rules\Rate_Limits
 */
final class Object_Cache_Outage_Http_Test extends Http_Test_Case {

	private string $dropin = '';
	private string $kept   = '';

	protected function set_up(): void {
		parent::set_up();
		$this->dropin = WP_CONTENT_DIR . '/object-cache.php';
		if ( file_exists( $this->dropin ) || is_link( $this->dropin ) ) {
			$this->kept = $this->dropin . '.kept-' . wp_generate_password( 6, false );
			rename( $this->dropin, $this->kept ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
		}
		copy( dirname( __DIR__, 3 ) . '/fixtures/object-cache/unreachable.php', $this->dropin );
	}

	protected function tear_down(): void {
		unlink( $this->dropin );
		if ( '' !== $this->kept ) {
			rename( $this->kept, $this->dropin ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
		}
		parent::tear_down();
	}

	public function test_likes_follows_and_the_article_page_stay_right_without_the_cache(): void {
		$post    = $this->create_post();
		$author  = $this->create_user( 'author' );
		$readers = array( $this->create_user(), $this->create_user(), $this->create_user() );
		$counts  = array();
		foreach ( $readers as $reader ) {
			$session               = $this->session_of( $reader );
			list( $status, $body ) = $this->post( $this->url( '/wp-json/fup/post/like?_wpnonce=' . $session['nonce'] ), array( 'id' => $post ), $session['cookie'] );
			$this->assertSame( 200, $status, (string) wp_json_encode( $body ) );
			$counts[]           = $body['count'];
			list( , $followed ) = $this->post( $this->url( '/wp-json/fup/user/follow?_wpnonce=' . $session['nonce'] ), array( 'id' => $author ), $session['cookie'] );
			$this->assertSame( count( $counts ), $followed['followers'] );
		}
		$session           = $this->session_of( $readers[0] );
		list( , $unliked ) = $this->post( $this->url( '/wp-json/fup/post/unlike?_wpnonce=' . $session['nonce'] ), array( 'id' => $post ), $session['cookie'] );

		$this->assertSame( array( 1, 2, 3 ), $counts );
		$this->assertSame( 2, $unliked['count'] );
		wp_cache_flush();
		$this->assertSame( 2, ( new Relations() )->count( Relations::LIKE, Relations::POST, $post ) );

		$session               = $this->session_of( $readers[1] );
		list( $status, $page ) = $this->get( wp_parse_url( (string) get_permalink( $post ), PHP_URL_PATH ), $session['cookie'] );
		$this->assertSame( 200, $status );
		$this->assertMatchesRegularExpression( '/<button type="button" class="inkwell-like-button is-liked" aria-pressed="true">.*?<span class="inkwell-like-button__count">2<\/span>/s', $page );
	}

	public function test_the_limits_hold_without_the_cache(): void {
		$session  = $this->session_of( $this->create_user() );
		$statuses = array();
		for ( $i = 0; $i < 11; $i++ ) {
			$statuses[] = $this->post( $this->url( '/wp-json/fup/post/like?_wpnonce=' . $session['nonce'] ), array( 'id' => $this->create_post() ), $session['cookie'] )[0];
		}
		$this->assertSame( array_merge( array_fill( 0, 10, 200 ), array( 429 ) ), $statuses );
	}
}
