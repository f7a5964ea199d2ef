<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Http;

use Inkwell\Community\Notifications\Notification_Store;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Http_Test_Case;

/**
 * The /notifications/ page over real HTTP: its header's bell already shows no count, its main query reads
 * no posts, and "mark all as read" works as a plain form.
 *
 * @covers \Inkwell\Community\Notifications\Notifications_Page
 */
final class Notifications_Page_Http_Test extends Http_Test_Case {

	public function test_the_page_lists_the_news_and_its_bell_shows_no_count(): void {
		$reader = $this->create_user();
		$fan    = $this->create_user();
		wp_update_user(
			array(
				'ID'           => $fan,
				'display_name' => 'Nadia Fan',
			)
		);
		$story = $this->create_post(
			array(
				'post_author' => $reader,
				'post_title'  => 'Salt and light',
			)
		);
		( new Relations() )->add( $fan, Relations::LIKE, Relations::POST, $story );
		$session = $this->session_of( $reader );

		list( $status, $home ) = $this->get( '/', $session['cookie'] );
		$this->assertSame( 200, $status );
		$this->assertMatchesRegularExpression( '/<span class="inkwell-bell__count" aria-hidden="true">1<\/span>/', $home, 'another page shows the count' );

		list( $status, $page ) = $this->get( '/notifications/', $session['cookie'] );
		$this->assertSame( 200, $status );
		$this->assertStringContainsString( 'Nadia Fan liked &quot;Salt and light&quot;', $page );
		$this->assertMatchesRegularExpression( '/<span class="inkwell-bell__count" aria-hidden="true" hidden>0<\/span>/', $page, 'the header printed after the page marked all seen' );
		$this->assertStringContainsString( 'is-new', $page, 'the entry is still unread' );
		$this->assertStringNotContainsString( 'An HTTP test article', $page, 'no posts of the home query' );

		// "Mark all as read" without JavaScript: a form posted to admin-post.php, back to the page.
		preg_match( '/name="_wpnonce" value="([^"]+)"/', $page, $nonce );
		list( $status, , $headers ) = $this->post(
			$this->url( '/wp-admin/admin-post.php' ),
			array(
				'action'   => 'inkwell_notifications_read',
				'_wpnonce' => $nonce[1],
			),
			$session['cookie'],
			array( 'headers' => array( 'Referer: ' . $this->url( '/notifications/' ) ) )
		);
		$this->assertSame( 302, $status );
		$this->assertStringEndsWith( '/notifications/', $headers['location'] );
		list( , $page ) = $this->get( '/notifications/', $session['cookie'] );
		$this->assertStringNotContainsString( 'is-new', $page );
		wp_cache_flush();
		$this->assertSame( 0, ( new Notification_Store( new Relations() ) )->unseen( $reader ) );
	}
}
