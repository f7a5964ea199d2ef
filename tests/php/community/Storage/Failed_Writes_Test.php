<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Storage;

use Inkwell\Community\Comments\Comment_Reports;
use Inkwell\Community\Comments\Comment_Renderer;
use Inkwell\Community\Comments\Comment_Submission;
use Inkwell\Community\Notifications\Unsubscribe_Link;
use Inkwell\Community\Rules\Rate_Limits;
use Inkwell\Community\Storage\Hit_Counter;
use Inkwell\Community\Storage\Relations;
use Inkwell\Community\Storage\Schema;
use Inkwell\Community\Storage\Storage_Unavailable;
use Inkwell\Tests\Rest_Test_Case;

/**
 * A write the database does not carry out is never answered as a success: the route answers a clean JSON
 * 503, nothing is counted (not the like, not the person's limit), and no failed read is cached. The
 * database going away for real is Database_Outage_Http_Test.
 *
 * @covers \Inkwell\Community\Storage\Relations
 * @covers \Inkwell\Community\Storage\Storage_Unavailable
 * @covers \Inkwell\Community\Rest\Route_Controller
 * @covers \Inkwell\Community\Comments\Comment_Reports
 * @covers \Inkwell\Community\Comments\Comment_Submission
 */
final class Failed_Writes_Test extends Rest_Test_Case {

	private int $post_id;

	/** @var callable|null The query filter that breaks statements. */
	private $breaker = null;

	protected function set_up(): void {
		parent::set_up();
		$this->post_id = $this->create_post();
		wp_set_current_user( $this->users['subscriber'] );
	}

	protected function tear_down(): void {
		$this->mend();
		parent::tear_down();
	}

	/**
	 * Makes every statement that starts with $start fail, as a statement the server refuses does.
	 */
	private function break_queries( string $start ): void {
		$this->breaker = static fn ( $query ) => str_starts_with( ltrim( (string) $query ), $start ) ? 'SELECT * FROM inkwell_no_such_table' : $query;
		add_filter( 'query', $this->breaker );
	}

	private function mend(): void {
		if ( $this->breaker ) {
			remove_filter( 'query', $this->breaker );
			$this->breaker = null;
		}
	}

	private function likes(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table() . " WHERE relation = 'like' AND object_id = %d", $this->post_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	private function hits( string $bucket ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT hits FROM ' . Schema::limits_table() . ' WHERE user_id = %d AND bucket = %s', $this->users['subscriber'], $bucket ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	public function test_a_like_the_database_refuses_answers_503_and_counts_nothing(): void {
		$this->assert_ok( $this->post( '/fup/post/like', array( 'id' => $this->create_post() ) ) );
		$this->assertSame( 1, $this->hits( 'like' ) );
		$this->break_queries( 'INSERT IGNORE INTO ' . Schema::table() );

		$response = $this->post( '/fup/post/like', array( 'id' => $this->post_id ) );
		$this->mend();

		$this->assert_error( $response, 503, 'inkwell_unavailable' );
		$this->assertSame( 'Your change could not be saved just now. Please try again in a moment.', $response->get_data()['message'] );
		$this->assertArrayNotHasKey( 'count', $response->get_data() );
		$this->assertSame( '5', $response->get_headers()['Retry-After'] );
		$this->assertSame( 0, $this->likes() );
		$this->assertSame( 1, $this->hits( 'like' ), 'the failed like did not count against the limit' );
	}

	public function test_an_unlike_the_database_refuses_answers_503_and_the_like_stays(): void {
		$this->assert_ok( $this->post( '/fup/post/like', array( 'id' => $this->post_id ) ) );
		$this->break_queries( 'DELETE FROM `' . Schema::table() );

		$response = $this->post( '/fup/post/unlike', array( 'id' => $this->post_id ) );
		$this->mend();

		$this->assert_error( $response, 503, 'inkwell_unavailable' );
		$this->assertSame( 1, $this->likes() );
	}

	public function test_a_failed_read_answers_503_and_is_not_cached(): void {
		$this->break_queries( 'SELECT COUNT(*) FROM ' . Schema::table() );

		$this->assert_error( $this->post( '/fup/post/like', array( 'id' => $this->post_id ) ), 503, 'inkwell_unavailable' );
		$this->mend();

		$this->assertSame( 1, ( new Relations() )->count( Relations::LIKE, Relations::POST, $this->post_id ), 'the stored like, not a cached 0' );
	}

	public function test_relations_throw_instead_of_answering_a_lost_write(): void {
		$relations = new Relations();
		$this->break_queries( 'INSERT IGNORE INTO ' . Schema::table() );
		$this->expectException( Storage_Unavailable::class );
		$relations->add( $this->users['subscriber'], Relations::BOOKMARK, Relations::POST, $this->post_id );
	}

	public function test_a_lost_connection_inside_the_guard_becomes_the_exception_not_a_die_page(): void {
		global $wpdb;
		$connection = $wpdb->dbh;
		try {
			Storage_Unavailable::guard(
				static function () use ( $wpdb ): void {
					// What wpdb leaves behind when it cannot reconnect, just before dead_db() calls wp_die().
					$wpdb->dbh = null;
					wp_die( 'Error establishing a database connection' );
				}
			);
			$this->fail( 'wp_die() ended the request' );
		} catch ( Storage_Unavailable $e ) {
			$this->assertSame( 'The database connection was lost.', $e->getMessage() );
		} finally {
			$wpdb->dbh = $connection;
		}
		$this->assertSame( '_json_wp_die_handler', apply_filters( 'wp_die_json_handler', '_json_wp_die_handler' ), 'the handlers are back as they were' );
	}

	public function test_a_report_the_database_refuses_answers_503_and_is_not_counted(): void {
		$comment              = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $this->post_id,
				'comment_content'  => 'A response.',
				'user_id'          => $this->users['editor'],
				'comment_approved' => 1,
			)
		);
		$_REQUEST['_wpnonce'] = wp_create_nonce( 'wp_rest' );
		$this->break_queries( 'INSERT IGNORE INTO ' . Schema::table() );

		list( $status, $answer, $retry ) = ( new Comment_Reports( new Relations(), new Rate_Limits( new Hit_Counter() ) ) )->report( $comment );
		$this->mend();

		$this->assertSame( array( 503, 'error' ), array( $status, $answer['status'] ) );
		$this->assertSame( 5, $retry );
		$this->assertSame( 0, $this->hits( 'report' ) );
		$this->assertSame( 0, ( new Relations() )->count( Relations::REPORT, Relations::COMMENT, $comment ) );
	}

	public function test_a_comment_the_database_refuses_answers_503(): void {
		global $wpdb;
		$_SERVER['REMOTE_ADDR'] = '192.0.2.10';
		$this->break_queries( "INSERT INTO `{$wpdb->comments}`" );

		list( $status, $answer ) = ( new Comment_Submission( new Comment_Renderer() ) )->submit(
			array(
				'comment_post_ID' => $this->post_id,
				'comment'         => 'Saved or not?',
			)
		);
		$this->mend();

		unset( $_SERVER['REMOTE_ADDR'] );
		$this->assertSame( 503, $status );
		$this->assertSame( 'error', $answer['status'] );
		$this->assertSame( array(), get_comments( array( 'post_id' => $this->post_id ) ) );
	}

	public function test_marking_followers_seen_that_is_not_stored_answers_503(): void {
		global $wpdb;
		$this->break_queries( "INSERT INTO `{$wpdb->usermeta}`" );

		$response = $this->post( '/fup/notification/update-followers', array() );
		$this->mend();

		$this->assert_error( $response, 503, 'inkwell_unavailable' );
	}

	public function test_an_unsubscribe_link_the_database_refuses_answers_503_not_unsubscribed(): void {
		( new Relations() )->add( $this->users['subscriber'], Relations::SUBSCRIBE, Relations::POST, $this->post_id );
		wp_parse_str( (string) wp_parse_url( Unsubscribe_Link::url( $this->users['subscriber'], $this->post_id ), PHP_URL_QUERY ), $query );
		$_GET     = $query;
		$_REQUEST = $query;
		$died     = array();
		$handler  = static function () use ( &$died ): callable {
			return static function ( $message, $title, $args ) use ( &$died ): void {
				$died = array( (string) $message, (int) ( $args['response'] ?? 0 ) );
				throw new \RuntimeException( 'wp_die' );
			};
		};
		$filters  = array( 'wp_die_handler', 'wp_die_json_handler', 'wp_die_ajax_handler' );
		foreach ( $filters as $filter ) {
			add_filter( $filter, $handler );
		}
		$this->break_queries( 'DELETE FROM `' . Schema::table() );
		try {
			( new Unsubscribe_Link( new Relations() ) )->handle();
		} catch ( \RuntimeException ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- the page ended, as wp_die() ends it.
		}
		$this->mend();
		foreach ( $filters as $filter ) {
			remove_filter( $filter, $handler );
		}

		$this->assertSame( 503, $died[1] ?? 0 );
		$this->assertStringContainsString( 'could not be saved', $died[0] ?? '' );
		$this->assertTrue( ( new Relations() )->has( $this->users['subscriber'], Relations::SUBSCRIBE, Relations::POST, $this->post_id ) );
	}
}
