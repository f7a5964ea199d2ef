<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Rest;

use Inkwell\Community\Controls\Toggle_Button;
use Inkwell\Community\Lists\Cursor;
use Inkwell\Community\Lists\Paged_Lists;
use Inkwell\Community\Notifications\Notification_Store;
use Inkwell\Community\Rest\Load_More_Controller;
use Inkwell\Community\Rules\Rate_Limits;
use Inkwell\Community\Storage\Hit_Counter;
use Inkwell\Community\Storage\Page_Cache;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Rest_Test_Case;

/**
 * Load-more pages come from the page cache until a write changes what they show, for the viewer who asks.
 *
 * @covers \Inkwell\Community\Rest\Load_More_Controller
 * @covers \Inkwell\Community\Lists\Paged_Lists
 */
final class Load_More_Cache_Test extends Rest_Test_Case {

	private Relations $relations;

	private int $renders = 0;

	protected function set_up(): void {
		parent::set_up();
		$this->relations = new Relations();
		$this->renders   = 0;
		add_filter( 'inkwell_list_per_page', array( $this, 'two_per_page' ) );
		add_filter( 'inkwell_community_template', array( $this, 'count_render' ), 10, 2 );
	}

	protected function tear_down(): void {
		remove_filter( 'inkwell_list_per_page', array( $this, 'two_per_page' ) );
		remove_filter( 'inkwell_community_template', array( $this, 'count_render' ) );
		parent::tear_down();
	}

	public function two_per_page(): int {
		return 2;
	}

	public function count_render( string $file, string $name ): string {
		$this->renders += str_starts_with( $name, 'list-' ) ? 1 : 0;
		return $file;
	}

	/** The page of a list the current user gets, as HTML. */
	private function page( string $list, int $owner, int $position = 0 ): string {
		$hash  = ( new Cursor( $list, $owner, $position ) )->encode();
		$route = 'stories' === $list ? '/fup/load-more-stories' : '/fup/load-more';
		$body  = 'stories' === $list ? array(
			'user_id' => $owner,
			'hash'    => $hash,
		) : array(
			'type'    => $list,
			'offset'  => 1,
			'user_id' => $owner,
			'hash'    => $hash,
		);
		$data  = $this->assert_ok( $this->post( $route, $body ) );
		return $data['data'][0] ?? '';
	}

	/** Whether the early path would find the page of this form request cached. */
	private function cached( string $route, array $fields ): bool {
		$_POST = $fields;
		return ( new Load_More_Controller( new Paged_Lists( $this->relations, new Toggle_Button( $this->relations ), new Page_Cache(), new Notification_Store( $this->relations ) ), new Rate_Limits( new Hit_Counter() ) ) )->is_cached( $route );
	}

	public function test_a_stories_page_is_rendered_once_then_new_and_edited_stories_show_at_once(): void {
		$author = $this->users['author'];
		$first  = $this->create_post(
			array(
				'post_title' => 'First story',
				'post_date'  => '2026-01-01 10:00:00',
			)
		);
		wp_set_current_user( $this->users['subscriber'] );

		$page = $this->page( 'stories', $author );
		$this->assertStringContainsString( 'First story', $page );
		$renders = $this->renders;
		$this->assertSame( $page, $this->page( 'stories', $author ) );
		$this->assertSame( $renders, $this->renders, 'the second call renders nothing' );

		$this->create_post(
			array(
				'post_title' => 'Second story',
				'post_date'  => '2026-01-02 10:00:00',
			)
		);
		$this->assertStringContainsString( 'Second story', $this->page( 'stories', $author ) );

		wp_update_post(
			array(
				'ID'         => $first,
				'post_title' => 'First story, renamed',
			)
		);
		$this->assertStringContainsString( 'First story, renamed', $this->page( 'stories', $author ) );

		wp_update_user(
			array(
				'ID'           => $author,
				'display_name' => 'Renamed Author',
			)
		);
		$this->assertStringContainsString( 'Renamed Author', $this->page( 'stories', $author ) );

		wp_trash_post( $first );
		$this->assertStringNotContainsString( 'First story', $this->page( 'stories', $author ) );
	}

	public function test_the_following_list_follows_the_owners_and_the_viewers_relations(): void {
		$owner  = $this->users['subscriber'];
		$viewer = $this->users['editor'];
		$one    = $this->create_user( 'author' );
		$this->relations->add( $owner, Relations::FOLLOW, Relations::USER, $one );
		wp_set_current_user( $viewer );
		$page = $this->page( 'following', $owner );
		$this->assertStringContainsString( get_userdata( $one )->display_name, $page );
		$this->assertStringNotContainsString( 'is-active', $page );

		// The viewer follows the listed person: their button says so at once.
		$this->relations->add( $viewer, Relations::FOLLOW, Relations::USER, $one );
		$this->assertNotSame( $page, $this->page( 'following', $owner ) );
		$this->assertSame( 1, substr_count( $this->page( 'following', $owner ), 'aria-pressed="true"' ) );

		// Another viewer gets their own page, not the first viewer's.
		wp_set_current_user( $this->users['administrator'] );
		$this->assertSame( 0, substr_count( $this->page( 'following', $owner ), 'aria-pressed="true"' ) );

		// The owner follows someone else: the list shows them.
		$two = $this->create_user( 'author' );
		$this->relations->add( $owner, Relations::FOLLOW, Relations::USER, $two );
		$this->assertStringContainsString( get_userdata( $two )->display_name, $this->page( 'following', $owner ) );
	}

	public function test_the_followers_list_shows_a_new_follower_at_once(): void {
		$owner = $this->users['author'];
		$fan   = $this->create_user();
		wp_set_current_user( $this->users['editor'] );
		$this->assertSame( '', $this->page( 'followers', $owner ) );
		$this->relations->add( $fan, Relations::FOLLOW, Relations::USER, $owner );
		$this->assertStringContainsString( get_userdata( $fan )->display_name, $this->page( 'followers', $owner ) );
		$this->relations->remove( $fan, Relations::FOLLOW, Relations::USER, $owner );
		$this->assertSame( '', $this->page( 'followers', $owner ) );
	}

	public function test_bookmarks_follow_new_bookmarks_and_blocks(): void {
		$owner   = $this->users['subscriber'];
		$article = $this->create_post( array( 'post_title' => 'Bookmarked story' ) );
		wp_set_current_user( $owner );
		$this->assertSame( '', $this->page( 'bookmarks', $owner ) );
		$this->relations->add( $owner, Relations::BOOKMARK, Relations::POST, $article );
		$this->assertStringContainsString( 'Bookmarked story', $this->page( 'bookmarks', $owner ) );
		$this->relations->add( $owner, Relations::BLOCK, Relations::USER, $this->users['author'] );
		$this->assertSame( '', $this->page( 'bookmarks', $owner ) );
	}

	public function test_the_early_path_finds_a_page_only_when_cached_current_and_readable(): void {
		$author = $this->users['author'];
		$this->create_post( array( 'post_title' => 'A story' ) );
		$stories = array(
			'user_id' => (string) $author,
			'hash'    => ( new Cursor( 'stories', $author, 0 ) )->encode(),
		);
		wp_set_current_user( $this->users['subscriber'] );

		$this->assertFalse( $this->cached( '/fup/load-more-stories', $stories ), 'not rendered yet' );
		$this->page( 'stories', $author );
		$this->assertTrue( $this->cached( '/fup/load-more-stories', $stories ) );
		$this->assertFalse( $this->cached( '/fup/load-more-stories', array( 'user_id' => (string) ( $author + 1 ) ) + $stories ), 'another owner than the cursor names' );
		$this->assertFalse( $this->cached( '/fup/load-more-stories', array( 'hash' => $stories['hash'] . 'x' ) + $stories ), 'a forged cursor' );

		$this->create_post( array( 'post_title' => 'Another story' ) );
		$this->assertFalse( $this->cached( '/fup/load-more-stories', $stories ), 'a write made it stale' );

		// A private list: its owner's page is cached, and found for the owner only.
		$owner     = $this->users['subscriber'];
		$bookmarks = array(
			'type'    => 'bookmarks',
			'offset'  => '1',
			'user_id' => (string) $owner,
			'hash'    => ( new Cursor( 'bookmarks', $owner, 0 ) )->encode(),
		);
		$this->page( 'bookmarks', $owner );
		$this->assertTrue( $this->cached( '/fup/load-more', $bookmarks ) );
		$this->assertFalse( $this->cached( '/fup/load-more', array( 'offset' => '11' ) + $bookmarks ), 'an offset the route refuses' );
		$this->assertFalse( $this->cached( '/fup/load-more', array( 'type' => 'drafts' ) + $bookmarks ), 'a type the cursor does not name' );
		wp_set_current_user( $this->users['editor'] );
		$this->assertFalse( $this->cached( '/fup/load-more', $bookmarks ), 'someone else\'s private list' );
	}
}
