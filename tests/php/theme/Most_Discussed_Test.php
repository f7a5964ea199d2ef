<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Theme;

use Inkwell\Tests\Test_Case;

/**
 * The most discussed articles (the front page's first slider) are kept with their comment counts, and a new
 * count moves its article in place: every article is read and sorted again only when the kept list cannot
 * tell where it goes.
 *
 * @covers ::inkwell_get_most_discussed_ids
 * @covers ::inkwell_most_discussed_after
 * @covers ::inkwell_update_most_discussed
 * @covers ::inkwell_most_discussed_on_count
 * @covers ::inkwell_most_discussed_on_status
 * @covers ::inkwell_most_discussed_on_delete
 */
final class Most_Discussed_Test extends Test_Case {

	/** Reads of every article sorted by comment count, since the test began. */
	private int $sorts = 0;

	protected function set_up(): void {
		parent::set_up();
		foreach ( get_posts( array( 'numberposts' => -1, 'post_status' => 'any', 'fields' => 'ids' ) ) as $existing ) { // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			wp_delete_post( $existing, true );
		}
		// Pages the test site served may have kept a list; each test starts without one.
		delete_transient( INKWELL_MOST_DISCUSSED );
		$this->sorts = 0;
		add_filter( 'query', array( $this, 'count_sorts' ) );
	}

	protected function tear_down(): void {
		remove_filter( 'query', array( $this, 'count_sorts' ) );
		delete_transient( INKWELL_MOST_DISCUSSED );
		parent::tear_down();
	}

	/**
	 * Counts the reads that sort every article by its comment count.
	 *
	 * @param string $query SQL.
	 */
	public function count_sorts( $query ) {
		global $wpdb;
		if ( str_contains( (string) $query, "ORDER BY {$wpdb->posts}.comment_count DESC" ) ) {
			++$this->sorts;
		}
		return $query;
	}

	/**
	 * Creates published articles with these numbers of approved comments; returns their ids.
	 *
	 * @param int[] $counts Comments each.
	 * @return int[]
	 */
	private function articles( array $counts ): array {
		$ids = array();
		foreach ( $counts as $i => $count ) {
			$ids[] = $this->create_post( array( 'post_title' => "Story $i" ) );
			for ( $c = 0; $c < $count; $c++ ) {
				$this->comment_on( end( $ids ) );
			}
		}
		return $ids;
	}

	private function comment_on( int $post, int $approved = 1 ): int {
		return (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $post,
				'comment_content'  => 'A comment',
				'comment_approved' => $approved,
			)
		);
	}

	/**
	 * What the kept list must be, up to the order of equal counts: the top counts of a fresh read.
	 *
	 * @return int[]
	 */
	private function top_counts(): array {
		global $wpdb;
		return array_map( 'intval', $wpdb->get_col( "SELECT comment_count FROM $wpdb->posts WHERE post_type = 'post' AND post_status = 'publish' ORDER BY comment_count DESC LIMIT " . INKWELL_MOST_DISCUSSED_SIZE ) );
	}

	/**
	 * The counts of the listed articles, read from the database, in the list's order.
	 *
	 * @param int[] $ids Listed articles.
	 * @return int[]
	 */
	private function counts_of( array $ids ): array {
		return array_map( static fn ( int $id ): int => 'publish' === get_post_status( $id ) ? (int) get_post( $id )->comment_count : -1, $ids );
	}

	public function test_the_top_of_a_full_list_moves_in_place(): void {
		$ids = $this->articles( array( 5, 4, 3, 3, 2, 2, 1, 1, 0, 0 ) );
		$this->assertEqualsCanonicalizing( array_slice( $ids, 0, 8 ), inkwell_get_most_discussed_ids() );
		$this->assertSame( array_slice( $ids, 0, 2 ), array_slice( inkwell_get_most_discussed_ids(), 0, 2 ) );
		$this->assertSame( array( 5, 4, 3, 3, 2, 2, 1, 1 ), $this->counts_of( inkwell_get_most_discussed_ids() ) );
		$this->assertSame( 1, $this->sorts );

		// An article outside rises to the lowest count kept: nothing to change. Above it, it enters.
		$this->comment_on( $ids[8] );
		$this->assertNotContains( $ids[8], inkwell_get_most_discussed_ids() );
		$this->comment_on( $ids[8] );
		$this->assertContains( $ids[8], inkwell_get_most_discussed_ids() );
		$this->assertSame( array( 5, 4, 3, 3, 2, 2, 2, 1 ), $this->counts_of( inkwell_get_most_discussed_ids() ) );
		// The last article climbs to the top.
		foreach ( range( 1, 6 ) as $n ) {
			$this->comment_on( $ids[9] );
		}
		$this->assertSame( $ids[9], inkwell_get_most_discussed_ids()[0] );
		$this->assertSame( array( 6, 5, 4, 3, 3, 2, 2, 2 ), $this->counts_of( inkwell_get_most_discussed_ids() ) );
		$this->assertSame( 1, $this->sorts, 'every change so far was made in place' );

		// A listed article whose count falls below the lowest kept: only a new read can tell who replaces it.
		$comments = get_comments(
			array(
				'post_id' => $ids[0],
				'fields'  => 'ids',
			)
		);
		foreach ( $comments as $comment ) {
			wp_delete_comment( $comment, true );
		}
		$this->assertNotContains( $ids[0], inkwell_get_most_discussed_ids() );
		$this->assertSame( $this->top_counts(), $this->counts_of( inkwell_get_most_discussed_ids() ) );
		$this->assertSame( 2, $this->sorts );
	}

	public function test_any_sequence_of_changes_leaves_the_true_top(): void {
		mt_srand( 17 );
		$ids   = $this->articles( array( 3, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0 ) );
		$draft = $this->create_post(
			array(
				'post_title'  => 'A draft with comments',
				'post_status' => 'draft',
			)
		);
		$this->comment_on( $draft );
		$this->comment_on( $draft );
		$ids[] = $draft;

		$changes = array(
			'comment'   => fn ( int $id ) => $this->comment_on( $id ),
			'held'      => fn ( int $id ) => $this->comment_on( $id, 0 ),
			'approve'   => function ( int $id ): void {
				$held = get_comments( array( 'post_id' => $id, 'status' => 'hold', 'number' => 1, 'fields' => 'ids' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
				if ( $held ) {
					wp_set_comment_status( $held[0], 'approve' );
				}
			},
			'unapprove' => function ( int $id ): void {
				$shown = get_comments( array( 'post_id' => $id, 'status' => 'approve', 'number' => 1, 'fields' => 'ids' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
				if ( $shown ) {
					wp_set_comment_status( $shown[0], 'hold' );
				}
			},
			'delete'    => function ( int $id ): void {
				$shown = get_comments( array( 'post_id' => $id, 'number' => 1, 'fields' => 'ids' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
				if ( $shown ) {
					wp_delete_comment( $shown[0], true );
				}
			},
			'trash'     => fn ( int $id ) => wp_trash_post( $id ),
			'publish'   => fn ( int $id ) => wp_publish_post( $id ),
		);
		$names   = array_keys( $changes );
		for ( $step = 0; $step < 120; $step++ ) {
			// Comments are most of what happens.
			$name = mt_rand( 0, 2 ) ? 'comment' : $names[ mt_rand( 0, count( $names ) - 1 ) ];
			$id   = $ids[ mt_rand( 0, count( $ids ) - 1 ) ];
			$changes[ $name ]( $id );
			$listed = inkwell_get_most_discussed_ids();
			$this->assertSame( $this->top_counts(), $this->counts_of( $listed ), "after step $step ($name on $id)" );
		}
		$this->assertLessThan( 20, $this->sorts, 'most changes are made in place' );
	}

	public function test_a_list_read_while_a_count_changes_is_not_kept(): void {
		$ids = $this->articles( array( 2, 2, 1, 1, 1, 1, 1, 1, 0 ) );
		// Another request's comment lands after this one read the articles, before it keeps them.
		$late = function ( $value ) use ( $ids, &$late ) {
			remove_filter( 'pre_set_transient_' . INKWELL_MOST_DISCUSSED, $late );
			$this->comment_on( $ids[8] );
			$this->comment_on( $ids[8] );
			return $value;
		};
		add_filter( 'pre_set_transient_' . INKWELL_MOST_DISCUSSED, $late );
		$this->assertNotContains( $ids[8], inkwell_get_most_discussed_ids() );
		$this->assertContains( $ids[8], inkwell_get_most_discussed_ids(), 'the next view reads them anew' );
		$this->assertSame( 2, $this->sorts );
	}

	public function test_a_list_updated_in_place_is_still_read_anew_an_hour_after_it_was_read(): void {
		$ids = $this->articles( array( 2, 1 ) );
		inkwell_get_most_discussed_ids();
		$built = get_transient( INKWELL_MOST_DISCUSSED )['built'];
		$this->comment_on( $ids[1] );
		$this->comment_on( $ids[1] );
		$this->assertSame( array( $ids[1], $ids[0] ), inkwell_get_most_discussed_ids() );
		$this->assertSame( $built, get_transient( INKWELL_MOST_DISCUSSED )['built'], 'an update in place keeps the age' );
		$this->assertSame( 1, $this->sorts );

		// An hour on, however many updates came in between, the articles are read again.
		$kept          = get_transient( INKWELL_MOST_DISCUSSED );
		$kept['built'] = time() - HOUR_IN_SECONDS;
		set_transient( INKWELL_MOST_DISCUSSED, $kept, HOUR_IN_SECONDS );
		$this->assertSame( array( $ids[1], $ids[0] ), inkwell_get_most_discussed_ids() );
		$this->assertSame( 2, $this->sorts );
	}

	public function test_an_article_published_or_withdrawn_enters_or_leaves(): void {
		$ids = $this->articles( array( 3, 1 ) );
		$this->assertSame( $ids, inkwell_get_most_discussed_ids() );
		$draft = $this->create_post( array( 'post_status' => 'draft' ) );
		$this->comment_on( $draft );
		$this->comment_on( $draft );
		$this->assertSame( $ids, inkwell_get_most_discussed_ids(), 'a draft is not listed' );
		wp_publish_post( $draft );
		$this->assertSame( array( $ids[0], $draft, $ids[1] ), inkwell_get_most_discussed_ids() );
		wp_trash_post( $ids[0] );
		$this->assertSame( array( $draft, $ids[1] ), inkwell_get_most_discussed_ids() );
		wp_delete_post( $draft, true );
		$this->assertSame( array( $ids[1] ), inkwell_get_most_discussed_ids() );
		$this->assertSame( 1, $this->sorts, 'a list that holds every article changes in place' );
	}

	public function test_a_kept_list_updates_where_a_new_read_would_answer(): void {
		$top = array(
			1 => 9,
			2 => 5,
			3 => 5,
			4 => 4,
			5 => 3,
			6 => 3,
			7 => 2,
			8 => 2,
		);
		$this->assertSame( $top, inkwell_most_discussed_after( $top, 9, 2 ), 'outside, up to the lowest count' );
		$this->assertSame( array( 1, 2, 3, 4, 9, 5, 6, 7 ), array_keys( (array) inkwell_most_discussed_after( $top, 9, 4 ) ), 'above it: after equal counts, and the last leaves' );
		$this->assertSame( array( 3, 1, 2, 4, 5, 6, 7, 8 ), array_keys( (array) inkwell_most_discussed_after( $top, 3, 10 ) ) );
		$this->assertSame( array( 1, 3, 4, 5, 6, 2, 7, 8 ), array_keys( (array) inkwell_most_discussed_after( $top, 2, 3 ) ), 'falling, down to the lowest count' );
		$this->assertNull( inkwell_most_discussed_after( $top, 2, 1 ), 'below it, an article outside may be next' );
		$this->assertNull( inkwell_most_discussed_after( $top, 8, null ), 'a listed article withdrawn' );
		$this->assertSame( $top, inkwell_most_discussed_after( $top, 9, null ), 'an article outside withdrawn' );

		// A list that is not full holds every article.
		$short = array_slice( $top, 0, 3, true );
		$this->assertSame( array( 2, 1 ), array_keys( (array) inkwell_most_discussed_after( array_slice( $short, 0, 2, true ), 1, 0 ) ) );
		$this->assertSame( array( 1, 3 ), array_keys( (array) inkwell_most_discussed_after( $short, 2, null ) ) );
		$this->assertSame( array( 1, 2, 3, 9 ), array_keys( (array) inkwell_most_discussed_after( $short, 9, 0 ) ) );
	}
}
