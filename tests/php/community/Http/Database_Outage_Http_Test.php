<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Http;

use Inkwell\Community\Storage\Relations;
use Inkwell\Community\Storage\Schema;
use Inkwell\Tests\Http_Test_Case;

/**
 * The database stops in the middle of a burst of likes and comes back: every 200 has its row, no like is
 * stored twice, and every other answer is a clean JSON error (503 from the community routes, 500 from
 * WordPress when it cannot even start). The worktree's private MariaDB (bin/lib/db.sh) is stopped and
 * started, each within a bounded time, and started again whatever happens to the test.
 *
 * @covers \Inkwell\Community\Rest\Route_Controller
 * @covers \Inkwell\Community\Storage\Relations
 * @covers \Inkwell\Community\Storage\Storage_Unavailable
 */
final class Database_Outage_Http_Test extends Http_Test_Case {

	/** Longest a stop or a start of the database may take, in seconds. */
	private const BOUND = 90;

	/** @var array<int, array{cookie: string, nonce: string}> Readers by user id. */
	private array $readers = array();

	public static function tear_down_after_class(): void {
		self::database( 'start' );
		parent::tear_down_after_class();
	}

	protected function tear_down(): void {
		self::database( 'start' );
		parent::tear_down();
	}

	/**
	 * The shell command that stops or starts the private database, bounded in time and detached from
	 * this process (the server it starts must outlive the command).
	 */
	private static function command( string $action ): string {
		return sprintf(
			'cd %s && timeout %d setsid bash -c %s',
			escapeshellarg( dirname( __DIR__, 4 ) ),
			self::BOUND,
			escapeshellarg( '. bin/lib/db.sh && db_' . $action . ' 3>/dev/null' )
		);
	}

	/**
	 * Stops or starts the private database and waits for it; starting a running one does nothing.
	 */
	private static function database( string $action ): void {
		exec( self::command( $action ) . ' >/dev/null 2>&1', $output, $code );
		if ( 0 !== $code ) {
			self::fail( "db_$action failed with exit code $code" );
		}
	}

	/**
	 * One like request per reader and post.
	 *
	 * @param int[] $users Readers.
	 * @param int[] $posts Posts.
	 * @return array<int,array<string,mixed>>
	 */
	private function likes( array $users, array $posts ): array {
		$requests = array();
		foreach ( $users as $user ) {
			foreach ( $posts as $post ) {
				$requests[] = array(
					'url'     => $this->url( '/wp-json/fup/post/like?_wpnonce=' . $this->readers[ $user ]['nonce'] ),
					'body'    => array( 'id' => $post ),
					'cookie'  => $this->readers[ $user ]['cookie'],
					// As the page's client asks: a JSON answer, also for WordPress's own errors.
					'headers' => array( 'Accept: application/json' ),
					'user'    => $user,
					'post'    => $post,
				);
			}
		}
		return $requests;
	}

	/**
	 * Sends requests all at once and stops the database while they are being answered; returns the answers.
	 *
	 * @param array<int,array<string,mixed>> $requests Requests.
	 * @return array<int,array{0: int, 1: mixed, 2: array<string,string>}>
	 */
	private function send_while_stopping( array $requests ): array {
		$multi   = curl_multi_init();
		$handles = array();
		$headers = array();
		foreach ( $requests as $i => $request ) {
			$headers[ $i ] = array();
			$handles[ $i ] = $this->curl_handle( $request, $headers[ $i ] );
			curl_multi_add_handle( $multi, $handles[ $i ] );
		}
		// Once a quarter of them are answered, the others are on their way: stop the database beside them.
		$stop     = null;
		$answered = 0;
		do {
			curl_multi_exec( $multi, $running );
			curl_multi_select( $multi, 0.05 );
			while ( curl_multi_info_read( $multi ) ) {
				++$answered;
			}
			if ( null === $stop && $answered >= count( $requests ) / 4 ) {
				$stop = proc_open( self::command( 'stop' ), array( array( 'file', '/dev/null', 'r' ), array( 'file', '/dev/null', 'w' ), array( 'file', '/dev/null', 'w' ) ), $pipes );
			}
			$stopping = null === $stop || proc_get_status( $stop )['running'];
		} while ( $running || $stopping );
		proc_close( $stop );
		$answers = array();
		foreach ( $handles as $i => $handle ) {
			$answers[ $i ] = array( (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE ), json_decode( (string) curl_multi_getcontent( $handle ), true ), $headers[ $i ] );
			curl_multi_remove_handle( $multi, $handle );
			curl_close( $handle );
		}
		curl_multi_close( $multi );
		return $answers;
	}

	/**
	 * Whether a reader's like of a post is stored.
	 */
	private function stored( int $user, int $post ): bool {
		global $wpdb;
		return (bool) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table() . " WHERE user_id = %d AND relation = 'like' AND object_type = 'post' AND object_id = %d", $user, $post ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Asserts that a failed answer is a clean JSON error: the community's 503, or WordPress's own 500 when
	 * it could not start at all. Never a 200 without its row, never a PHP error page.
	 *
	 * @param array{0: int, 1: mixed, 2: array<string,string>} $answer The answer.
	 */
	private function assert_clean_error( array $answer ): void {
		list( $status, $body, $headers ) = $answer;
		$this->assertContains( $status, array( 500, 503 ), (string) wp_json_encode( $answer ) );
		$this->assertStringStartsWith( 'application/json', $headers['content-type'] ?? '' );
		$this->assertIsArray( $body );
		$this->assertNotEmpty( $body['code'] ?? '' );
		$this->assertNotEmpty( $body['message'] ?? '' );
		if ( 503 === $status ) {
			$this->assertSame( 'inkwell_unavailable', $body['code'] );
		}
	}

	public function test_the_database_stopping_in_a_burst_of_likes_loses_no_like_and_answers_cleanly(): void {
		global $wpdb;
		$posts = array( $this->create_post(), $this->create_post() );
		$users = array();
		for ( $i = 0; $i < 24; $i++ ) {
			$user                   = $this->create_user();
			$users[]                = $user;
			$this->readers[ $user ] = $this->session_of( $user );
		}
		$before = $this->likes( array_slice( $users, 0, 6 ), $posts );
		$during = $this->likes( array_slice( $users, 6, 8 ), $posts );
		$down   = $this->likes( array_slice( $users, 14, 4 ), $posts );
		$after  = $this->likes( array_slice( $users, 18, 6 ), $posts );

		try {
			$answers = array(
				'before' => $this->post_concurrently( $before ),
				'during' => $this->send_while_stopping( $during ),
				'down'   => $this->post_concurrently( $down ),
			);
		} finally {
			self::database( 'start' );
		}
		$answers['after'] = $this->post_concurrently( $after );
		$requests         = compact( 'before', 'during', 'down', 'after' );

		foreach ( $answers as $wave => $wave_answers ) {
			foreach ( $wave_answers as $i => $answer ) {
				$request = $requests[ $wave ][ $i ];
				if ( 200 === $answer[0] ) {
					$this->assertSame( 'post-like', $answer[1]['message'] );
					$this->assertTrue( $this->stored( $request['user'], $request['post'] ), "$wave: a 200 without its row" );
				} else {
					$this->assert_clean_error( $answer );
				}
			}
		}
		$this->assertSame( array( 200 ), array_unique( array_column( $answers['before'], 0 ) ), 'before the stop' );
		$this->assertNotContains( 200, array_column( $answers['down'], 0 ), 'nothing is answered as done while the database is away' );
		$this->assertSame( array( 200 ), array_unique( array_column( $answers['after'], 0 ) ), 'after the start' );

		foreach ( $posts as $post ) {
			$rows     = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table() . " WHERE relation = 'like' AND object_id = %d", $post ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$distinct = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(DISTINCT user_id) FROM ' . Schema::table() . " WHERE relation = 'like' AND object_id = %d", $post ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$this->assertSame( $distinct, $rows, 'no like stored twice' );
			wp_cache_flush();
			$this->assertSame( $rows, ( new Relations() )->count( Relations::LIKE, Relations::POST, $post ), 'the count is the rows' );
		}
	}
}
