<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Theme;

use Inkwell\Tests\Test_Case;
use WP_Query;

/**
 * The first page of a topic whose articles the posts block lists does not read the main query's articles,
 * which it never shows; every other query of a topic still does.
 *
 * @covers ::inkwell_skip_topic_main_query
 * @covers ::inkwell_topic_uses_posts_block
 */
final class Topic_Page_Test extends Test_Case {

	private int $topic;

	protected function set_up(): void {
		parent::set_up();
		$this->topic = (int) wp_insert_term( 'Kept topic', 'category' )['term_id'];
		for ( $i = 0; $i < 12; $i++ ) {
			$this->create_post( array( 'post_category' => array( $this->topic ) ) );
		}
	}

	protected function tear_down(): void {
		$GLOBALS['wp_the_query'] = new WP_Query(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restores a neutral main query.
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- same.
		parent::tear_down();
	}

	/**
	 * Runs a main query for the given query vars, as WordPress does for an address.
	 *
	 * @param array<string, mixed> $vars Query vars.
	 */
	private function main_query( array $vars ): WP_Query {
		$GLOBALS['wp_the_query'] = new WP_Query(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a fresh main query.
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- same.
		$GLOBALS['wp_query']->query( $vars );
		return $GLOBALS['wp_query'];
	}

	public function test_the_first_page_of_a_topic_reads_no_articles_of_its_own(): void {
		global $wpdb;
		$this->assertTrue( inkwell_topic_uses_posts_block(), 'the community plugin is active in the tests' );
		$read   = array();
		$record = static function ( string $sql ) use ( &$read, $wpdb ): string {
			// The template lookup reads user-made templates (wp_template); only the articles count here.
			if ( str_contains( $sql, "FROM $wpdb->posts" ) && str_contains( $sql, "post_type = 'post'" ) ) {
				$read[] = $sql;
			}
			return $sql;
		};
		add_filter( 'query', $record );
		try {
			$query = $this->main_query( array( 'cat' => $this->topic ) );
		} finally {
			remove_filter( 'query', $record );
		}
		$this->assertTrue( $query->is_category() );
		$this->assertSame( array(), $query->posts );
		$this->assertSame( $this->topic, $query->get_queried_object_id(), 'the topic is still the page' );
		$this->assertSame( array(), $read, 'no SQL on the articles' );
	}

	public function test_other_topic_queries_read_their_articles(): void {
		$this->assertCount(
			2,
			$this->main_query(
				array(
					'cat'   => $this->topic,
					'paged' => 2,
				)
			)->posts,
			'a paged address'
		);
		$this->assertCount(
			10,
			$this->main_query(
				array(
					'cat'  => $this->topic,
					'feed' => 'rss2',
				)
			)->posts,
			'a feed'
		);
		$this->main_query( array( 'cat' => $this->topic ) );
		$this->assertCount( 10, ( new WP_Query( array( 'cat' => $this->topic ) ) )->posts, 'a query that is not the main one, with the same SQL' );

		$own = static fn (): string => get_stylesheet_directory() . '/category-own.php';
		add_filter( 'category_template', $own );
		try {
			$this->assertCount( 10, $this->main_query( array( 'cat' => $this->topic ) )->posts, 'another topic template' );
		} finally {
			remove_filter( 'category_template', $own );
		}
	}
}
