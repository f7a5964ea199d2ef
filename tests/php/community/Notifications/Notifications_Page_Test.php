<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Notifications;

use Inkwell\Community\Notifications\Notifications_Page;
use Inkwell\Tests\Test_Case;

/**
 * The /notifications/ request's main query is short-circuited: no posts query runs for it.
 *
 * @covers \Inkwell\Community\Notifications\Notifications_Page
 */
final class Notifications_Page_Test extends Test_Case {

	public function test_the_page_runs_no_posts_query(): void {
		global $wpdb, $wp_query;
		$this->create_post( array( 'post_title' => 'A story of the home page' ) );
		wp_set_current_user( $this->users['subscriber'] );
		$queries = array();
		$log     = static function ( string $query ) use ( &$queries ): string {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $log );
		$this->main_query( array( Notifications_Page::QUERY_VAR => '1' ) );
		remove_filter( 'query', $log );

		$this->assertSame( array(), $wp_query->posts );
		$this->assertSame( array(), array_values( array_filter( $queries, static fn ( string $q ): bool => str_contains( $q, "FROM {$wpdb->posts}" ) ) ) );

		$this->main_query( array() );
		$this->assertNotSame( array(), $wp_query->posts, 'other requests keep their query' );
	}

	/**
	 * Runs a main query, as WordPress does for a request with these query variables.
	 *
	 * @param array<string,string> $vars Query variables.
	 */
	private function main_query( array $vars ): void {
		global $wp_query, $wp_the_query;
		$wp_query     = new \WP_Query(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a fresh main query.
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- same.
		$wp_query->query( $vars );
	}
}
