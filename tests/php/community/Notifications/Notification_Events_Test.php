<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Notifications;

use Inkwell\Community\Lists\Cursor;
use Inkwell\Community\Lists\Paged_Lists;
use Inkwell\Community\Notifications\Notification_Store;
use Inkwell\Community\Storage\Relations;
use Inkwell\Community\Storage\Schema;
use Inkwell\Tests\Test_Case;

/**
 * The notifications centre against the real hooks: which actions make events, grouping, blocking, one's own
 * actions, deleted targets, the cached count and its cost.
 *
 * @covers \Inkwell\Community\Notifications\Notification_Events
 * @covers \Inkwell\Community\Notifications\Notification_Store
 * @covers \Inkwell\Community\Notifications\Notification_Item
 */
final class Notification_Events_Test extends Test_Case {

	private Relations $relations;
	private Notification_Store $store;
	private int $author;
	private int $story;

	protected function set_up(): void {
		parent::set_up();
		$this->relations = new Relations();
		$this->store     = new Notification_Store( $this->relations );
		$this->author    = $this->users['author'];
		$this->story     = $this->create_post(
			array(
				'post_author' => $this->author,
				'post_title'  => 'The quiet harbour',
			)
		);
		add_filter( 'pre_wp_mail', '__return_false' );
	}

	protected function tear_down(): void {
		remove_filter( 'pre_wp_mail', '__return_false' );
		parent::tear_down();
	}

	/** @return list<string> The author's entries as text, newest first. */
	private function entries( int $user_id ): array {
		$html = ( new Paged_Lists( $this->relations, new \Inkwell\Community\Controls\Toggle_Button( $this->relations ), new \Inkwell\Community\Storage\Page_Cache(), $this->store ) )
			->render( new Cursor( 'notifications', $user_id, 0 ), 3 )['html'];
		preg_match_all( '/<a class="inkwell-notification__link"[^>]*>(.*?)<\/a>/s', $html, $links );
		return array_map( static fn ( string $link ): string => trim( preg_replace( '/\s+/', ' ', wp_strip_all_tags( html_entity_decode( $link, ENT_QUOTES ) ) ) ), $links[1] );
	}

	private function reader( string $name ): int {
		$id = $this->create_user( 'subscriber' );
		wp_update_user(
			array(
				'ID'           => $id,
				'display_name' => $name,
			)
		);
		return $id;
	}

	public function test_likes_are_grouped_newest_first_and_counted_once(): void {
		$ana = $this->reader( 'Ana' );
		foreach ( array( $this->reader( 'Ben' ), $this->reader( 'Cy' ), $ana ) as $reader ) {
			$this->relations->add( $reader, Relations::LIKE, Relations::POST, $this->story );
		}
		// Liking twice is one like, and one event.
		$this->relations->add( $ana, Relations::LIKE, Relations::POST, $this->story );
		$this->assertSame( array( 'New: Ana and 2 other people liked "The quiet harbour"' ), $this->entries( $this->author ) );
		$this->assertSame( 1, $this->store->unseen( $this->author ) );
	}

	public function test_followers_replies_responses_and_new_stories_make_events(): void {
		$ana = $this->reader( 'Ana' );
		$this->relations->add( $ana, Relations::FOLLOW, Relations::USER, $this->author );
		$mine = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $this->story,
				'user_id'          => $ana,
				'comment_author'   => 'Ana',
				'comment_content'  => 'A first response',
				'comment_approved' => 1,
			)
		);
		wp_insert_comment(
			array(
				'comment_post_ID'  => $this->story,
				'comment_parent'   => $mine,
				'user_id'          => $this->author,
				'comment_author'   => 'Author',
				'comment_content'  => 'A reply',
				'comment_approved' => 1,
			)
		);
		$new = $this->create_post(
			array(
				'post_author' => $this->author,
				'post_title'  => 'A second story',
			)
		);
		$author_name = get_userdata( $this->author )->display_name;
		$this->assertSame(
			array(
				"New: $author_name published \"A second story\"",
				"New: $author_name replied to your response on \"The quiet harbour\"",
			),
			$this->entries( $ana )
		);
		$this->assertSame( array( 'New: Ana responded to "The quiet harbour"', 'New: Ana followed you' ), $this->entries( $this->author ) );

		// Deleted targets disappear.
		wp_delete_post( $new, true );
		wp_delete_comment( $mine, true );
		$this->assertSame( array(), $this->entries( $ana ) );
		$this->assertSame( array( 'New: Ana followed you' ), $this->entries( $this->author ) );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $ana );
		$this->assertSame( array(), $this->entries( $this->author ) );
	}

	public function test_no_event_for_one_s_own_action_or_across_a_block(): void {
		$this->relations->add( $this->author, Relations::LIKE, Relations::POST, $this->story );
		$ben = $this->reader( 'Ben' );
		$this->relations->add( $ben, Relations::LIKE, Relations::POST, $this->story );
		$this->assertCount( 1, $this->entries( $this->author ) );
		// A block removes what was between them, and nothing new comes through.
		$this->relations->add( $this->author, Relations::BLOCK, Relations::USER, $ben );
		$this->assertSame( array(), $this->entries( $this->author ) );
		$this->relations->remove( $ben, Relations::LIKE, Relations::POST, $this->story );
		$this->relations->add( $ben, Relations::LIKE, Relations::POST, $this->story );
		$this->assertSame( array(), $this->entries( $this->author ) );
	}

	public function test_an_unlike_takes_its_event_back(): void {
		$ben = $this->reader( 'Ben' );
		$this->relations->add( $ben, Relations::LIKE, Relations::POST, $this->story );
		$this->relations->remove( $ben, Relations::LIKE, Relations::POST, $this->story );
		$this->assertSame( array(), $this->entries( $this->author ) );
		$this->assertSame( 0, $this->store->unseen( $this->author ) );
	}

	public function test_an_event_costs_one_insert_and_a_cached_count_no_query(): void {
		global $wpdb;
		$ben     = $this->reader( 'Ben' );
		$before  = $wpdb->num_queries;
		$queries = array();
		$log     = static function ( string $query ) use ( &$queries ): string {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $log );
		$this->relations->add( $ben, Relations::LIKE, Relations::POST, $this->story );
		remove_filter( 'query', $log );
		$table = Schema::notifications_table();
		$this->assertCount( 1, array_filter( $queries, static fn ( string $q ): bool => str_contains( $q, $table ) && preg_match( '/^\s*INSERT/i', $q ) ) );
		$this->assertGreaterThan( $before, $wpdb->num_queries );

		$this->assertSame( 1, $this->store->unseen( $this->author ) );
		$before = $wpdb->num_queries;
		$this->assertSame( 1, $this->store->unseen( $this->author ) );
		$this->assertSame( $before, $wpdb->num_queries );
	}

	public function test_mark_all_read_clears_the_highlight_and_seen_clears_the_count(): void {
		$this->relations->add( $this->reader( 'Ben' ), Relations::LIKE, Relations::POST, $this->story );
		$this->store->mark_seen( $this->author );
		$this->assertSame( 0, $this->store->unseen( $this->author ) );
		$this->assertStringStartsWith( 'New:', $this->entries( $this->author )[0] );
		$this->store->mark_all_read( $this->author );
		$this->assertStringStartsNotWith( 'New:', $this->entries( $this->author )[0] );
	}
}
