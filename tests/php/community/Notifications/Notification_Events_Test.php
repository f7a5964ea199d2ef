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

	public function test_an_event_written_while_the_reader_marks_all_seen_is_counted(): void {
		$this->relations->add( $this->reader( 'Ben' ), Relations::LIKE, Relations::POST, $this->story );
		$cleo = $this->reader( 'Cleo' );
		// Marking all seen has read the newest row when Cleo's like lands; then it keeps zero.
		$interleaved = false;
		$interleave  = function ( string $query ) use ( $cleo, &$interleaved ): string {
			if ( ! $interleaved && str_starts_with( $query, 'SELECT COALESCE(MAX(id), 0)' ) ) {
				$interleaved = true;
				global $wpdb;
				$newest = (int) $wpdb->get_var( $query );
				$this->relations->add( $cleo, Relations::LIKE, Relations::POST, $this->story );
				return 'SELECT ' . $newest;
			}
			return $query;
		};
		add_filter( 'query', $interleave );
		try {
			$this->store->mark_seen( $this->author );
		} finally {
			remove_filter( 'query', $interleave );
		}
		$this->assertTrue( $interleaved );
		$this->assertSame( 1, $this->store->unseen( $this->author ), "Cleo's like is news" );
	}

	/** @return list<string> The queries a callback runs. */
	private function queries_of( callable $run ): array {
		$queries = array();
		$log     = static function ( string $query ) use ( &$queries ): string {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $log );
		try {
			$run();
		} finally {
			remove_filter( 'query', $log );
		}
		return $queries;
	}

	/** One entry of each kind about its own story or response, by its own reader. */
	private function entries_of_every_kind( int $n ): void {
		for ( $i = 0; $i < $n; $i++ ) {
			$reader = $this->reader( "Reader $i" );
			$story  = $this->create_post(
				array(
					'post_author' => $this->author,
					'post_title'  => "Story $i",
				)
			);
			$this->relations->add( $reader, Relations::LIKE, Relations::POST, $story );
			$mine = (int) wp_insert_comment(
				array(
					'comment_post_ID'  => $story,
					'user_id'          => $this->author,
					'comment_content'  => "Mine $i",
					'comment_approved' => 1,
				)
			);
			wp_insert_comment(
				array(
					'comment_post_ID'  => $story,
					'comment_parent'   => $mine,
					'user_id'          => $reader,
					'comment_author'   => "Reader $i",
					'comment_content'  => "Reply $i",
					'comment_approved' => 1,
				)
			);
		}
	}

	public function test_a_page_of_entries_costs_the_same_queries_whatever_its_length(): void {
		// Without comment pages: with them, each response entry looks its page up (get_comment_link()).
		add_filter( 'pre_option_page_comments', '__return_zero' );
		$this->entries_of_every_kind( 1 );
		wp_cache_flush();
		$few = count( $this->queries_of( fn () => $this->entries( $this->author ) ) );
		$this->entries_of_every_kind( 5 );
		wp_cache_flush();
		$many = 0;
		$html = '';
		$many = count(
			$this->queries_of(
				function () use ( &$html ): void {
					$html = implode( "\n", $this->entries( $this->author ) );
				}
			)
		);
		$this->assertStringContainsString( 'Reader 4 replied to your response on "Story 4"', $html );
		$this->assertSame( 12, substr_count( $html, 'Reader' ), 'a like and a reply of each of six readers' );
		remove_filter( 'pre_option_page_comments', '__return_zero' );
		$this->assertSame( $few, $many, 'the queries do not grow with the entries' );
	}

	public function test_a_response_entry_links_to_the_response_on_its_comment_page(): void {
		$this->entries_of_every_kind( 1 );
		$html  = ( new Paged_Lists( $this->relations, new \Inkwell\Community\Controls\Toggle_Button( $this->relations ), new \Inkwell\Community\Storage\Page_Cache(), $this->store ) )
			->render( new Cursor( 'notifications', $this->author, 0 ) )['html'];
		$reply = get_comments(
			array(
				'search' => 'Reply 0',
				'number' => 1,
			)
		)[0];
		$this->assertTrue( (bool) get_option( 'page_comments' ), 'the site pages its responses' );
		$this->assertStringContainsString( 'href="' . esc_url( get_comment_link( $reply ) ) . '"', $html );
	}

	public function test_prune_drops_old_read_rows_and_keeps_each_reader_s_newest_rows(): void {
		global $wpdb;
		$table = Schema::notifications_table();
		$ben   = $this->reader( 'Ben' );
		$this->relations->add( $ben, Relations::LIKE, Relations::POST, $this->story );
		$this->store->mark_all_read( $this->author );
		// The read like is old now; an old unread event stays.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET created_at = %s WHERE user_id = %d", gmdate( 'Y-m-d H:i:s', time() - 91 * DAY_IN_SECONDS ), $this->author ) );
		$this->store->add( array( array( $this->author, Notification_Store::FOLLOWER, $ben, 0 ) ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET created_at = %s WHERE user_id = %d AND kind = %s", gmdate( 'Y-m-d H:i:s', time() - 200 * DAY_IN_SECONDS ), $this->author, Notification_Store::FOLLOWER ) );
		// A crowded reader: KEEP_ROWS + 3 events.
		$crowded = $this->reader( 'Cy' );
		$events  = array();
		for ( $i = 1; $i <= Notification_Store::KEEP_ROWS + 3; $i++ ) {
			$events[] = array( $crowded, Notification_Store::LIKE, $ben, $i );
		}
		$this->store->add( $events );
		$this->assertSame( 1, $this->store->unseen( $this->author ) );

		$this->assertSame( 4, $this->store->prune() );

		$this->assertSame( array( Notification_Store::FOLLOWER ), $wpdb->get_col( $wpdb->prepare( "SELECT kind FROM {$table} WHERE user_id = %d", $this->author ) ) );
		$kept = $wpdb->get_col( $wpdb->prepare( "SELECT object_id FROM {$table} WHERE user_id = %d ORDER BY object_id", $crowded ) );
		$this->assertCount( Notification_Store::KEEP_ROWS, $kept );
		$this->assertSame( '4', $kept[0], 'the three oldest went' );
		$this->assertSame( Notification_Store::KEEP_ROWS, $this->store->unseen( $crowded ), 'the count follows' );
	}

	public function test_a_page_of_entries_reads_the_newest_rows_only(): void {
		$ben    = $this->reader( 'Ben' );
		$events = array();
		for ( $i = 1; $i <= Notification_Store::KEEP_ROWS + 10; $i++ ) {
			$events[] = array( $this->author, Notification_Store::LIKE, $ben, $i );
		}
		$this->store->add( $events );
		$groups = $this->store->groups( $this->author, 1000, Notification_Store::KEEP_ROWS - 2 );
		$this->assertSame( array( 12, 11 ), array_map( static fn ( $g ): int => $g->object_id, $groups ) );
		$this->assertCount( 100, $this->store->groups( $this->author, 1000, 0 ), 'a page is bounded' );
	}

	public function test_the_story_fan_out_tells_the_newest_followers_up_to_its_cap(): void {
		global $wpdb;
		$relations = Schema::table();
		$values    = array();
		$start     = time() - DAY_IN_SECONDS;
		// Followers 1_000_001 … 1_005_002, each following a second after the previous one.
		for ( $i = 1; $i <= Notification_Store::MAX_FOLLOWERS + 2; $i++ ) {
			$values[] = $wpdb->prepare( '(%d, %s, %s, %d, %s)', 1000000 + $i, Relations::FOLLOW, Relations::USER, $this->author, gmdate( 'Y-m-d H:i:s', $start + $i ) );
		}
		$wpdb->query( "INSERT INTO {$relations} (user_id, relation, object_type, object_id, created_at) VALUES " . implode( ',', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL -- prepared above.

		$this->store->add_for_followers( $this->author, $this->story );

		$table = Schema::notifications_table();
		$told  = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS n, MIN(user_id) AS first FROM {$table} WHERE kind = %s AND object_id = %d", Notification_Store::STORY, $this->story ), ARRAY_A );
		$this->assertSame( (string) Notification_Store::MAX_FOLLOWERS, $told['n'] );
		$this->assertSame( '1000003', $told['first'], 'the two earliest followers are the ones left out' );
	}
}
