<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Theme;

use Inkwell\Tests\Test_Case;
use WP_Comment_Query;

/**
 * The top-level responses of a post are read through the post's own index, with the same rows: the site's
 * other top-level comments are never scanned.
 *
 * @covers ::inkwell_comment_query_post_index
 */
final class Comment_Query_Test extends Test_Case {

	private int $post;

	/** @var int[] */
	private array $top_level = array();

	private int $reply;

	protected function set_up(): void {
		global $wpdb;
		parent::set_up();
		$this->post = $this->create_post();
		for ( $i = 0; $i < 3; $i++ ) {
			$this->top_level[] = $this->comment( $this->post, 0, "2026-01-0{$i} 10:00:00" );
		}
		$this->reply = $this->comment( $this->post, $this->top_level[0], '2026-01-05 10:00:00' );
		// Many top-level comments elsewhere: what comment_parent = 0 matches besides this post's.
		$other  = $this->create_post();
		$values = array();
		for ( $i = 0; $i < 2000; $i++ ) {
			$values[] = $wpdb->prepare( '(%d, %s, %s, %s, %s, 0)', $other, 'Reader', 'Elsewhere', '2026-01-01 00:00:00', '1' );
		}
		$wpdb->query( "INSERT INTO $wpdb->comments (comment_post_ID, comment_author, comment_content, comment_date_gmt, comment_approved, comment_parent) VALUES " . implode( ',', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row is prepared above.
	}

	private function comment( int $post, int $parent, string $date ): int {
		return (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $post,
				'comment_parent'   => $parent,
				'comment_content'  => 'A response',
				'comment_approved' => 1,
				'comment_date_gmt' => $date,
			)
		);
	}

	/**
	 * The arguments comments_template() queries a threaded article's first page with.
	 *
	 * @param array<string, mixed> $more Arguments to change.
	 * @return array<string, mixed>
	 */
	private function template_args( array $more = array() ): array {
		return array_merge(
			array(
				'post_id'      => $this->post,
				'status'       => 'approve',
				'hierarchical' => 'threaded',
				'orderby'      => 'comment_date_gmt',
				'order'        => 'ASC',
				'number'       => 10,
				'fields'       => 'ids',
				'cache_domain' => 'inkwell-test-' . wp_rand(),
			),
			$more
		);
	}

	public function test_the_top_level_responses_of_a_post_skip_the_parent_index_and_keep_their_rows(): void {
		global $wpdb;
		$query = new WP_Comment_Query( $this->template_args() );
		$this->assertStringContainsString( 'IGNORE INDEX (comment_parent)', $query->request );
		$this->assertSame( $this->top_level, array_map( 'intval', $query->comments ) );

		$count = new WP_Comment_Query( $this->template_args( array( 'count' => true ) ) );
		$this->assertStringContainsString( 'IGNORE INDEX (comment_parent)', $count->request );
		$this->assertSame( 3, (int) $count->get_comments() );

		// The plan reads the post's index, and only the post's rows.
		$plan = $wpdb->get_row( 'EXPLAIN ' . $query->request, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- core's own prepared query.
		$this->assertSame( 'comment_post_ID', $plan['key'], (string) wp_json_encode( $plan ) );
		$this->assertLessThanOrEqual( 10, (int) $plan['rows'] );
	}

	public function test_other_comment_queries_keep_their_plan(): void {
		$replies = new WP_Comment_Query( $this->template_args( array( 'parent' => $this->top_level[0] ) ) );
		$this->assertStringNotContainsString( 'IGNORE INDEX', $replies->request );
		$this->assertSame( array( $this->reply ), array_map( 'intval', $replies->comments ) );

		$site_wide = new WP_Comment_Query( $this->template_args( array( 'post_id' => 0 ) ) );
		$this->assertStringNotContainsString( 'IGNORE INDEX', $site_wide->request );
		$this->assertCount( 10, $site_wide->comments );
	}
}
