<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Theme;

use Inkwell\Tests\Test_Case;

/**
 * The related articles are the newest published ones that share a category with the article, found among
 * the newest articles first and in the category's own articles when they are not there, and kept until a
 * post or a term changes.
 *
 * @covers ::inkwell_get_related_posts
 * @covers ::inkwell_get_related_post_ids
 */
final class Related_Posts_Test extends Test_Case {

	private int $hour = 0;

	/**
	 * An article published an hour after the previous one, in the given categories.
	 *
	 * @param int[] $categories Category ids.
	 */
	private function article( array $categories, string $status = 'publish' ): int {
		++$this->hour;
		return $this->create_post(
			array(
				'post_status'   => $status,
				'post_date'     => gmdate( 'Y-m-d H:i:s', strtotime( '2020-01-01' ) + $this->hour * HOUR_IN_SECONDS ),
				'post_category' => $categories,
			)
		);
	}

	public function test_the_newest_articles_that_share_a_category_come_first_and_once(): void {
		$work   = (int) wp_insert_term( 'Work', 'category' )['term_id'];
		$travel = (int) wp_insert_term( 'Travel', 'category' )['term_id'];
		$other  = (int) wp_insert_term( 'Other', 'category' )['term_id'];
		$oldest = $this->article( array( $work ) );
		$both   = $this->article( array( $work, $travel ) );
		$trip   = $this->article( array( $travel ) );
		$this->article( array( $other ) );
		$this->article( array( $work ), 'draft' );
		$story = $this->article( array( $work, $travel ) );
		$this->article( array( $other ) );

		$this->assertSame( array( $trip, $both, $oldest ), inkwell_get_related_post_ids( $story ) );
		$this->assertSame( array( $trip, $both ), inkwell_get_related_post_ids( $story, 2 ) );
		$query = inkwell_get_related_posts( $story );
		$this->assertSame( array( $trip, $both, $oldest ), wp_list_pluck( $query->posts, 'ID' ) );
		// Looked for among the two newest articles only: not enough there, so the categories' own are read.
		$this->assertSame( array( $trip, $both, $oldest ), inkwell_get_related_post_ids( $story, 3, 2 ) );
	}

	public function test_a_page_without_categories_has_none(): void {
		$this->article( array( (int) get_option( 'default_category' ) ) );
		$page = $this->create_post( array( 'post_type' => 'page' ) );
		$this->assertSame( array(), inkwell_get_related_post_ids( $page ) );
		$this->assertSame( array(), inkwell_get_related_posts( $page )->posts );
	}

	public function test_the_answer_is_kept_until_a_post_changes(): void {
		global $wpdb;
		$work  = (int) wp_insert_term( 'Work', 'category' )['term_id'];
		$first = $this->article( array( $work ) );
		$story = $this->article( array( $work ) );
		$this->assertSame( array( $first ), inkwell_get_related_post_ids( $story ) );

		$queries = $wpdb->num_queries;
		$this->assertSame( array( $first ), inkwell_get_related_post_ids( $story ) );
		$this->assertSame( $queries, $wpdb->num_queries, 'read from the object cache' );

		$newer = $this->article( array( $work ) );
		$this->assertSame( array( $newer, $first ), inkwell_get_related_post_ids( $story ) );
		wp_trash_post( $newer );
		$this->assertSame( array( $first ), inkwell_get_related_post_ids( $story ) );
	}
}
