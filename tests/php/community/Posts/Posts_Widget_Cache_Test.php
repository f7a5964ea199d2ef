<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Posts;

use Inkwell\Community\Posts\Params;
use Inkwell\Community\Posts\Posts_Widget;
use Inkwell\Community\Storage\Page_Cache;
use Inkwell\Tests\Test_Case;
use RuntimeException;

/**
 * A posts-block page a call answers comes from the page cache until a write changes what it shows.
 *
 * @covers \Inkwell\Community\Posts\Posts_Widget
 */
final class Posts_Widget_Cache_Test extends Test_Case {

	private int $category;

	private int $renders = 0;

	protected function set_up(): void {
		parent::set_up();
		$this->category = (int) wp_insert_term( 'Cached topic', 'category' )['term_id'];
		$this->renders  = 0;
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', array( $this, 'die_handler' ) );
		add_filter( 'inkwell_community_template', array( $this, 'count_render' ), 10, 2 );
	}

	protected function tear_down(): void {
		remove_filter( 'wp_doing_ajax', '__return_true' );
		remove_filter( 'wp_die_ajax_handler', array( $this, 'die_handler' ) );
		remove_filter( 'inkwell_community_template', array( $this, 'count_render' ) );
		unset( $_SERVER['HTTP_REFERER'] );
		// The cards set the global post and no main query holds one to reset it to.
		unset( $GLOBALS['post'] );
		parent::tear_down();
	}

	public function die_handler(): callable {
		return static function (): void {
			throw new RuntimeException( 'wp_die' );
		};
	}

	public function count_render( string $file, string $name ): string {
		$this->renders += 'posts-widget' === $name ? 1 : 0;
		return $file;
	}

	/** The answer to a guest's call for a page of the widget showing the category, two per page. */
	private function answer( int $page = 1 ): string {
		$_POST = array(
			'action' => Posts_Widget::ACTION,
			'params' => Params::sign(
				Params::normalise(
					array(
						'category' => $this->category,
						'perPage'  => 2,
					)
				)
			),
			'page'   => (string) $page,
		);
		ob_start();
		// The test runner has printed already, so PHP refuses the answer's headers: that is no failure here.
		$ignore_headers = static fn ( int $level, string $message ): bool => str_starts_with( $message, 'Cannot modify header information' );
		set_error_handler( $ignore_headers, E_WARNING ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- stands in for the warning PHPUnit would raise.
		try {
			( new Posts_Widget( new Page_Cache() ) )->answer_page();
		} catch ( RuntimeException $e ) {
			unset( $e ); // wp_die() ends every answer.
		} finally {
			restore_error_handler();
		}
		return (string) ob_get_clean();
	}

	private function article( string $title, string $date ): int {
		return $this->create_post(
			array(
				'post_title'    => $title,
				'post_category' => array( $this->category ),
				'post_date'     => $date,
			)
		);
	}

	public function test_a_page_is_rendered_once_then_follows_every_write_to_its_articles(): void {
		$old = $this->article( 'Older article', '2026-01-01 10:00:00' );
		$this->article( 'Newer article', '2026-01-02 10:00:00' );

		$html = $this->answer();
		$this->assertStringContainsString( 'Newer article', $html );
		$this->assertSame( $html, $this->answer() );
		$this->assertSame( 1, $this->renders, 'the second call renders nothing' );

		$this->article( 'Newest article', '2026-01-03 10:00:00' );
		$this->assertStringContainsString( 'Newest article', $this->answer() );

		wp_update_post(
			array(
				'ID'         => $old,
				'post_title' => 'Older article, renamed',
				'post_date'  => '2026-01-04 10:00:00',
			)
		);
		$this->assertStringContainsString( 'Older article, renamed', $this->answer() );

		wp_update_user(
			array(
				'ID'           => $this->users['author'],
				'display_name' => 'Card Author',
			)
		);
		$this->assertStringContainsString( 'Card Author', $this->answer() );

		wp_set_post_categories( $old, array( (int) get_option( 'default_category' ) ) );
		$this->assertStringNotContainsString( 'Older article', $this->answer() );
	}

	public function test_each_page_and_referring_page_is_its_own_entry(): void {
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->article( "Article $i", "2026-01-0$i 10:00:00" );
		}
		$_SERVER['HTTP_REFERER'] = home_url( '/one/' );
		$one                     = $this->answer( 2 );
		$this->assertStringContainsString( 'Article 1', $one );
		$this->assertStringContainsString( home_url( '/one/' ), $one );
		$this->assertStringNotContainsString( 'Article 3', $one );
		$_SERVER['HTTP_REFERER'] = home_url( '/two/' );
		$this->assertStringContainsString( home_url( '/two/' ), $this->answer( 2 ) );
		$this->assertStringContainsString( 'Article 3', $this->answer( 1 ) );
		$this->assertSame( 3, $this->renders );
	}
}
