<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Profile;

use Inkwell\Community\Profile\Profile_Lists;
use Inkwell\Tests\Test_Case;

/**
 * @covers \Inkwell\Community\Profile\Profile_Lists
 */
final class Profile_Lists_Test extends Test_Case {

	private function profile( int $owner, string $tab = '' ): string {
		$_GET = '' === $tab ? array() : array( 'tab' => $tab );
		ob_start();
		do_action( 'inkwell_author_profile', $owner );
		return (string) ob_get_clean();
	}

	public function test_the_owner_sees_seven_tabs_and_others_the_public_four(): void {
		$owner = $this->users['author'];
		wp_set_current_user( $owner );
		$this->assertSame( array( 'stories', 'drafts', 'bookmarks', 'categories', 'blocked', 'following', 'followers' ), array_keys( Profile_Lists::tabs( $owner ) ) );
		wp_set_current_user( $this->users['subscriber'] );
		$this->assertSame( array( 'stories', 'categories', 'following', 'followers' ), array_keys( Profile_Lists::tabs( $owner ) ) );
		wp_set_current_user( 0 );
		$this->assertSame( array( 'stories', 'categories', 'following', 'followers' ), array_keys( Profile_Lists::tabs( $owner ) ) );
	}

	public function test_a_visitor_asking_for_the_drafts_tab_gets_the_stories(): void {
		$owner = $this->users['author'];
		$this->create_post( array( 'post_title' => 'Public story' ) );
		$this->create_post(
			array(
				'post_title'  => 'Unfinished draft',
				'post_status' => 'draft',
			)
		);
		wp_set_current_user( $this->users['subscriber'] );
		$html = $this->profile( $owner, 'drafts' );
		$this->assertStringContainsString( 'Public story', $html );
		$this->assertStringNotContainsString( 'Unfinished draft', $html );

		wp_set_current_user( $owner );
		$this->assertStringContainsString( 'Unfinished draft', $this->profile( $owner, 'drafts' ) );
	}

	public function test_a_draft_saved_with_a_local_date_only_shows_that_date(): void {
		$owner = $this->users['author'];
		$draft = $this->create_post(
			array(
				'post_title'  => 'Dated draft',
				'post_status' => 'draft',
				'post_date'   => '2026-03-14 09:30:00',
			)
		);
		$this->assertSame( '0000-00-00 00:00:00', get_post( $draft )->post_modified_gmt );
		wp_set_current_user( $owner );
		$html = $this->profile( $owner, 'drafts' );
		$this->assertStringContainsString( 'Dated draft', $html );
		$this->assertStringContainsString( mysql2date( (string) get_option( 'date_format' ), '2026-03-14 09:30:00' ), $html );
		$this->assertStringNotContainsString( '-0001', $html );
	}

	public function test_more_is_offered_only_when_a_full_page_was_shown(): void {
		$owner = $this->users['author'];
		add_filter( 'inkwell_list_per_page', $two = static fn (): int => 2 );
		$this->create_post();
		wp_set_current_user( $this->users['subscriber'] );
		$this->assertStringNotContainsString( 'data-inkwell-island="load-more"', $this->profile( $owner ) );
		$this->create_post();
		$html = $this->profile( $owner );
		$this->assertStringContainsString( 'data-inkwell-island="load-more"', $html );
		$this->assertStringContainsString( '&quot;route&quot;:&quot;\/load-more-stories&quot;', $html );
		remove_filter( 'inkwell_list_per_page', $two );
	}

	public function test_the_feed_lists_authors_and_categories(): void {
		$term = (int) wp_insert_term( 'Feed test topic', 'category' )['term_id'];
		$this->create_post( array( 'post_category' => array( $term ) ) );
		add_filter( 'inkwell_list_per_page', $many = static fn (): int => 500 );
		ob_start();
		do_action( 'inkwell_feed' );
		$html = (string) ob_get_clean();
		remove_filter( 'inkwell_list_per_page', $many );
		$this->assertStringContainsString( 'id="inkwell-list-feed-authors"', $html );
		$this->assertStringContainsString( get_author_posts_url( $this->users['author'] ), $html );
		$this->assertStringContainsString( 'Feed test topic', $html );
	}
}
