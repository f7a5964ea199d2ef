<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Rest;

use Inkwell\Community\Lists\Cursor;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Rest_Test_Case;

/**
 * @covers \Inkwell\Community\Rest\Load_More_Controller
 * @covers \Inkwell\Community\Lists\Paged_Lists
 * @covers \Inkwell\Community\Lists\Cursor
 */
final class Load_More_Controller_Test extends Rest_Test_Case {

	private Relations $relations;

	protected function set_up(): void {
		parent::set_up();
		$this->relations = new Relations();
		add_filter( 'inkwell_list_per_page', array( $this, 'two_per_page' ) );
	}

	protected function tear_down(): void {
		remove_filter( 'inkwell_list_per_page', array( $this, 'two_per_page' ) );
		parent::tear_down();
	}

	public function two_per_page(): int {
		return 2;
	}

	private function hash( string $list, int $owner, int $position ): string {
		return ( new Cursor( $list, $owner, $position ) )->encode();
	}

	/**
	 * The body of a /fup/load-more request for $offset pages of the list $type of $owner, with the cursor of
	 * the list's start (of the list $cursor_list of $cursor_owner when given, for mismatched cursors).
	 *
	 * @return array<string,mixed>
	 */
	private function list_body( string $type, int $owner, int $offset = 1, string $cursor_list = '', ?int $cursor_owner = null ): array {
		return array(
			'type'    => $type,
			'offset'  => $offset,
			'user_id' => $owner,
			'hash'    => $this->hash( '' === $cursor_list ? $type : $cursor_list, $cursor_owner ?? $owner, 0 ),
		);
	}

	/**
	 * @param array<string,mixed> $body
	 * @return string[]
	 */
	private function more( string $route, array $body ): array {
		$data = $this->assert_ok( $this->post( $route, $body ) );
		$this->assertSame( 'success', $data['code'] );
		return $data['data'];
	}

	/** The cursor the first item of an answer carries. */
	private function next_cursor( string $html ): Cursor {
		$this->assertMatchesRegularExpression( '/data-inkwell-cursor="([^"]+)"/', $html );
		preg_match( '/data-inkwell-cursor="([^"]+)"/', $html, $m );
		$cursor = Cursor::decode( html_entity_decode( $m[1] ) );
		$this->assertNotNull( $cursor );
		return $cursor;
	}

	public function test_stories_page_after_the_cursor_then_an_empty_answer(): void {
		$author = $this->users['author'];
		$titles = array();
		for ( $i = 1; $i <= 5; $i++ ) {
			$titles[ $i ] = "Story number $i";
			$this->create_post(
				array(
					'post_title' => $titles[ $i ],
					'post_date'  => gmdate( 'Y-m-d H:i:s', time() - 1000 * ( 10 - $i ) ),
				)
			);
		}
		$this->create_post(
			array(
				'post_title'  => 'Hidden draft',
				'post_status' => 'draft',
			)
		);
		wp_set_current_user( $this->users['subscriber'] );

		// Newest first: the page showed 5 and 4; the next page is 3 and 2.
		$data = $this->more(
			'/fup/load-more-stories',
			array(
				'user_id' => $author,
				'hash'    => $this->hash( 'stories', $author, 2 ),
			)
		);
		$this->assertCount( 1, $data );
		$this->assertStringContainsString( 'Story number 3', $data[0] );
		$this->assertStringContainsString( 'Story number 2', $data[0] );
		$this->assertStringNotContainsString( 'Story number 4', $data[0] );
		$this->assertStringNotContainsString( 'Hidden draft', $data[0] );
		$this->assertSame( 1, substr_count( $data[0], 'data-inkwell-cursor' ) );
		$cursor = $this->next_cursor( $data[0] );
		$this->assertSame( array( 'stories', $author, 4 ), array( $cursor->list, $cursor->owner, $cursor->position ) );

		$data = $this->more(
			'/fup/load-more-stories',
			array(
				'user_id' => $author,
				'hash'    => $cursor->encode(),
			)
		);
		$this->assertStringContainsString( 'Story number 1', $data[0] );
		$data = $this->more(
			'/fup/load-more-stories',
			array(
				'user_id' => $author,
				'hash'    => $this->next_cursor( $data[0] )->encode(),
			)
		);
		$this->assertSame( array(), $data );
	}

	public function test_offset_asks_for_that_many_pages(): void {
		for ( $i = 1; $i <= 5; $i++ ) {
			$this->relations->add( $this->users['subscriber'], Relations::FOLLOW, Relations::USER, $this->create_user( 'author' ) );
		}
		wp_set_current_user( $this->users['editor'] );
		$one = $this->more( '/fup/load-more', $this->list_body( 'following', $this->users['subscriber'] ) );
		$two = $this->more( '/fup/load-more', $this->list_body( 'following', $this->users['subscriber'], 2 ) );
		$this->assertSame( 2, substr_count( $one[0], '<li class="inkwell-list__item inkwell-list-user"' ) );
		$this->assertSame( 4, substr_count( $two[0], '<li class="inkwell-list__item inkwell-list-user"' ) );
	}

	public function test_followers_and_following_list_the_right_people_with_follow_buttons(): void {
		$owner = $this->users['author'];
		$fan   = $this->create_user();
		wp_update_user(
			array(
				'ID'           => $fan,
				'display_name' => 'Fan Of Owner',
			)
		);
		$this->relations->add( $fan, Relations::FOLLOW, Relations::USER, $owner );
		$this->relations->add( $owner, Relations::FOLLOW, Relations::USER, $this->users['editor'] );
		wp_set_current_user( $this->users['subscriber'] );

		$followers = $this->more( '/fup/load-more', $this->list_body( 'followers', $owner ) );
		$this->assertStringContainsString( 'Fan Of Owner', $followers[0] );
		$this->assertStringContainsString( '"kind":"follow-user"', html_entity_decode( $followers[0] ) );
		$following = $this->more( '/fup/load-more', $this->list_body( 'following', $owner ) );
		$this->assertStringContainsString( get_userdata( $this->users['editor'] )->display_name, $following[0] );
		$this->assertStringNotContainsString( 'Fan Of Owner', $following[0] );
	}

	/**
	 * @dataProvider data_provider_private_lists
	 */
	public function test_a_private_list_is_refused_to_anyone_but_its_owner( string $list ): void {
		$owner = $this->users['author'];
		$this->create_post(
			array(
				'post_status' => 'draft',
				'post_title'  => 'Secret draft',
			)
		);
		wp_set_current_user( $this->users['subscriber'] );
		$response = $this->post( '/fup/load-more', $this->list_body( $list, $owner ) );
		$this->assert_error( $response, 403, 'inkwell_private_list' );
		$this->assertStringNotContainsString( 'Secret draft', (string) wp_json_encode( $response->get_data() ) );
	}

	/** @return array<string,array{0: string}> */
	public static function data_provider_private_lists(): array {
		return array(
			'drafts'    => array( 'drafts' ),
			'bookmarks' => array( 'bookmarks' ),
			'blocked'   => array( 'blocked' ),
		);
	}

	public function test_the_owner_sees_only_their_own_drafts(): void {
		$owner = $this->users['author'];
		$this->create_post(
			array(
				'post_status' => 'draft',
				'post_title'  => 'My own draft',
			)
		);
		$this->create_post(
			array(
				'post_status' => 'draft',
				'post_title'  => 'Editors draft',
				'post_author' => $this->users['editor'],
			)
		);
		wp_set_current_user( $owner );
		$data = $this->more( '/fup/load-more', $this->list_body( 'drafts', $owner ) );
		$this->assertStringContainsString( 'My own draft', $data[0] );
		$this->assertStringNotContainsString( 'Editors draft', $data[0] );
	}

	public function test_bookmarks_leave_out_unpublished_posts_and_blocked_authors(): void {
		$me      = $this->users['subscriber'];
		$visible = $this->create_post( array( 'post_title' => 'Kept bookmark' ) );
		$drafted = $this->create_post( array( 'post_title' => 'Later unpublished' ) );
		$blocked = $this->create_post(
			array(
				'post_title'  => 'By a blocked author',
				'post_author' => $this->users['editor'],
			)
		);
		foreach ( array( $visible, $drafted, $blocked ) as $id ) {
			$this->relations->add( $me, Relations::BOOKMARK, Relations::POST, $id );
		}
		wp_update_post(
			array(
				'ID'          => $drafted,
				'post_status' => 'draft',
			)
		);
		$this->relations->add( $me, Relations::BLOCK, Relations::USER, $this->users['editor'] );
		wp_set_current_user( $me );

		$data = $this->more( '/fup/load-more', $this->list_body( 'bookmarks', $me ) );
		$this->assertStringContainsString( 'Kept bookmark', $data[0] );
		$this->assertStringNotContainsString( 'Later unpublished', $data[0] );
		$this->assertStringNotContainsString( 'By a blocked author', $data[0] );
	}

	public function test_the_blocked_list_offers_unblock_buttons(): void {
		$me = $this->users['subscriber'];
		$this->relations->add( $me, Relations::BLOCK, Relations::USER, $this->users['editor'] );
		wp_set_current_user( $me );
		$data = $this->more( '/fup/load-more', $this->list_body( 'blocked', $me ) );
		$this->assertStringContainsString( get_userdata( $this->users['editor'] )->display_name, $data[0] );
		$this->assertStringContainsString( '>Unblock<', $data[0] );
	}

	public function test_feed_authors_leave_out_people_the_viewer_blocked(): void {
		add_filter( 'inkwell_list_per_page', static fn (): int => 500, 20 );
		$this->create_post( array( 'post_author' => $this->users['editor'] ) );
		$this->create_post( array( 'post_author' => $this->users['author'] ) );
		$me = $this->users['subscriber'];
		$this->relations->add( $me, Relations::BLOCK, Relations::USER, $this->users['editor'] );
		wp_set_current_user( $me );
		$data = $this->more( '/fup/load-more', $this->list_body( 'feed-authors', 0 ) );
		$this->assertStringContainsString( get_author_posts_url( $this->users['author'] ), $data[0] );
		$this->assertStringNotContainsString( get_author_posts_url( $this->users['editor'] ), $data[0] );
	}

	public function test_feed_categories_and_followed_categories(): void {
		add_filter( 'inkwell_list_per_page', static fn (): int => 500, 20 );
		$term = (int) wp_insert_term( 'Feed topic zeta', 'category' )['term_id'];
		$this->create_post( array( 'post_category' => array( $term ) ) );
		$me = $this->users['subscriber'];
		wp_set_current_user( $me );
		$feed = $this->more( '/fup/load-more', $this->list_body( 'feed-categories', 0 ) );
		$this->assertStringContainsString( 'Feed topic zeta', $feed[0] );
		$this->assertStringContainsString( '"kind":"follow-category"', html_entity_decode( $feed[0] ) );

		$this->assertSame( array(), $this->more( '/fup/load-more-categories', array( 'hash' => $this->hash( 'categories', $me, 0 ) ) ) );
		$this->relations->add( $me, Relations::FOLLOW, Relations::CATEGORY, $term );
		$mine = $this->more( '/fup/load-more-categories', array( 'hash' => $this->hash( 'categories', $me, 0 ) ) );
		$this->assertStringContainsString( 'Feed topic zeta', $mine[0] );
	}

	/**
	 * @dataProvider data_provider_bad_cursors
	 *
	 * @param array<string,mixed> $body
	 */
	public function test_a_forged_or_mismatched_cursor_is_a_bad_request( string $route, array $body ): void {
		wp_set_current_user( $this->users['subscriber'] );
		$this->assert_error( $this->post( $route, $body ), 400, 'inkwell_invalid_request' );
	}

	/** @return array<string,array{0: string, 1: array<string,mixed>}> */
	public static function data_provider_bad_cursors(): array {
		$forged = rtrim( strtr( base64_encode( 'followers:1:0' ), '+/', '-_' ), '=' ) . '.' . str_repeat( 'a', 32 );
		return array(
			'garbage'          => array( '/fup/load-more-categories', array( 'hash' => 'not-a-cursor' ) ),
			'forged signature' => array(
				'/fup/load-more',
				array(
					'type'    => 'followers',
					'offset'  => 1,
					'user_id' => 1,
					'hash'    => $forged,
				),
			),
		);
	}

	public function test_a_cursor_of_another_list_or_owner_is_a_bad_request(): void {
		$me = $this->users['subscriber'];
		wp_set_current_user( $me );
		$this->assert_error(
			$this->post( '/fup/load-more', $this->list_body( 'following', $me, 1, 'followers' ) ),
			400,
			'inkwell_invalid_request'
		);
		$this->assert_error(
			$this->post( '/fup/load-more', $this->list_body( 'following', $me, 1, 'following', $this->users['author'] ) ),
			400,
			'inkwell_invalid_request'
		);
		$this->assert_error(
			$this->post(
				'/fup/load-more-stories',
				array(
					'user_id' => $me,
					'hash'    => $this->hash( 'categories', $me, 0 ),
				)
			),
			400,
			'inkwell_invalid_request'
		);
		// A drafts cursor altered to point at another owner fails its signature.
		$signature = explode( '.', $this->hash( 'drafts', $me, 0 ) )[1];
		$altered   = rtrim( strtr( base64_encode( 'drafts:' . $this->users['author'] . ':0' ), '+/', '-_' ), '=' ) . '.' . $signature;
		$this->assert_error(
			$this->post(
				'/fup/load-more',
				array(
					'type'    => 'drafts',
					'offset'  => 1,
					'user_id' => $this->users['author'],
					'hash'    => $altered,
				)
			),
			400,
			'inkwell_invalid_request'
		);
	}

	public function test_an_unknown_type_or_bad_offset_is_a_bad_request(): void {
		$me = $this->users['subscriber'];
		wp_set_current_user( $me );
		$this->assertSame(
			400,
			$this->post( '/fup/load-more', $this->list_body( 'everything', $me ) )->get_status()
		);
		$this->assertSame(
			400,
			$this->post( '/fup/load-more', $this->list_body( 'following', $me, 0 ) )->get_status()
		);
		$this->assertSame( 400, $this->post( '/fup/load-more-stories', array( 'hash' => $this->hash( 'stories', $me, 0 ) ) )->get_status() );
	}
}
