<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Posts;

use Inkwell\Community\Posts\Params;
use Inkwell\Tests\Http_Test_Case;

/**
 * The posts widget's pagination call (SPEC 7.3) over real HTTP.
 *
 * @covers \Inkwell\Community\Posts\Posts_Widget
 */
final class Posts_Widget_Http_Test extends Http_Test_Case {

	private int $category;

	/** @var string[] Titles, newest first. */
	private array $titles = array();

	protected function set_up(): void {
		parent::set_up();
		$this->category = (int) wp_insert_term( 'Widget topic ' . wp_generate_password( 6, false ), 'category' )['term_id'];
		for ( $i = 1; $i <= 5; $i++ ) {
			$title = "Widget article $i";
			$this->create_post(
				array(
					'post_title'    => $title,
					'post_category' => array( $this->category ),
					'post_date'     => "2026-01-0$i 10:00:00",
				)
			);
			array_unshift( $this->titles, $title );
		}
		$this->create_post(
			array(
				'post_title'    => 'Widget draft',
				'post_status'   => 'draft',
				'post_category' => array( $this->category ),
			)
		);
	}

	protected function tear_down(): void {
		wp_delete_term( $this->category, 'category' );
		parent::tear_down();
	}

	/**
	 * @param array<string,scalar> $fields Body fields.
	 * @return array{0: int, 1: string}
	 */
	private function ask( array $fields, string $cookie = '' ): array {
		$handle = curl_init( $this->url( '/wp-admin/admin-ajax.php' ) );
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_POST           => true,
				CURLOPT_POSTFIELDS     => http_build_query( $fields ),
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_HTTPHEADER     => array_filter( array( 'Referer: ' . $this->url( '/category/x/' ), $cookie ? 'Cookie: ' . $cookie : '' ) ),
			)
		);
		$body   = (string) curl_exec( $handle );
		$status = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
		curl_close( $handle );
		return array( $status, $body );
	}

	private function params( int $per_page = 2 ): string {
		return Params::sign(
			array(
				'category' => $this->category,
				'perPage'  => $per_page,
			)
		);
	}

	public function test_a_guest_gets_the_asked_page_of_public_articles(): void {
		list( $status, $html ) = $this->ask(
			array(
				'action' => 'inkwell_widget_get_posts',
				'check'  => '',
				'params' => $this->params(),
				'page'   => 2,
			)
		);
		$this->assertSame( 200, $status, $html );
		$this->assertStringContainsString( $this->titles[2], $html );
		$this->assertStringContainsString( $this->titles[3], $html );
		$this->assertStringNotContainsString( $this->titles[0], $html );
		$this->assertStringNotContainsString( 'Widget draft', $html );
		$this->assertMatchesRegularExpression( '/href="[^"]*inkwell_page=3"/', $html );
		$this->assertStringContainsString( 'aria-current="page">2<', $html );
	}

	public function test_altered_params_are_refused(): void {
		list( $status, $body ) = $this->ask(
			array(
				'action' => 'inkwell_widget_get_posts',
				'check'  => '',
				'params' => $this->params() . 'x',
				'page'   => 1,
			)
		);
		$this->assertSame( 400, $status );
		$this->assertFalse( json_decode( $body, true )['success'] );
	}

	public function test_a_bad_page_number_is_refused(): void {
		foreach ( array( '0', '-1', 'two', '' ) as $page ) {
			list( $status ) = $this->ask(
				array(
					'action' => 'inkwell_widget_get_posts',
					'params' => $this->params(),
					'page'   => $page,
				)
			);
			$this->assertSame( 400, $status, "page '$page'" );
		}
	}

	public function test_a_logged_in_reader_needs_the_check_nonce(): void {
		$session                 = $this->session_of( $this->create_user() );
		list( $status )          = $this->ask(
			array(
				'action' => 'inkwell_widget_get_posts',
				'check'  => 'forged',
				'params' => $this->params(),
				'page'   => 1,
			),
			$session['cookie']
		);
		$this->assertSame( 403, $status );
	}

	public function test_a_page_past_the_end_is_an_empty_list_not_an_error(): void {
		list( $status, $html ) = $this->ask(
			array(
				'action' => 'inkwell_widget_get_posts',
				'params' => $this->params(),
				'page'   => 99,
			)
		);
		$this->assertSame( 200, $status );
		$this->assertStringNotContainsString( 'Widget article', $html );
	}
}
