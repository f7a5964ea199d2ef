<?php
declare( strict_types=1 );

namespace Inkwell\Tests;

use WP_Session_Tokens;
use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * Tests through real HTTP requests to the test site served by PHP's built-in server with several workers.
 * Data is committed (the server cannot see an open transaction), so each test deletes what it created.
 */
abstract class Http_Test_Case extends TestCase {


	/**
	 * The test site's port: INKWELL_TEST_PORT, as bin/test installed it.
	 */
	private static function port(): int {
		return (int) ( getenv( 'INKWELL_TEST_PORT' ) ? getenv( 'INKWELL_TEST_PORT' ) : 8887 );
	}

	/** @var resource|null The server process, shared by every HTTP test of the run. */
	private static $server = null;

	/** @var int[] Users created by the current test. */
	private array $created_users = array();

	/** @var int[] Posts created by the current test. */
	private array $created_posts = array();

	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		if ( null !== self::$server ) {
			return;
		}
		if ( self::listening() ) {
			self::fail( 'Port ' . self::port() . ' is taken by another server: set INKWELL_TEST_PORT to a free port.' );
		}
		$root    = dirname( __DIR__, 3 );
		$command = sprintf(
			// Its own process group, so that stopping it also stops the worker processes it forks.
			'exec setsid %s -d memory_limit=512M -S 127.0.0.1:%d -t %s %s',
			escapeshellarg( PHP_BINARY ),
			self::port(),
			escapeshellarg( $root . '/var/wordpress' ),
			escapeshellarg( $root . '/bin/site/router.php' )
		);
		$env          = array(
			'INKWELL_SITE'           => 'test',
			'PHP_CLI_SERVER_WORKERS' => '8',
			'PATH'                   => (string) getenv( 'PATH' ),
		);
		$log          = $root . '/var/log/server-test.log';
		self::$server = proc_open( $command, array( array( 'pipe', 'r' ), array( 'file', $log, 'a' ), array( 'file', $log, 'a' ) ), $pipes, $root, $env );
		for ( $i = 0; $i < 100 && proc_get_status( self::$server )['running']; $i++ ) {
			if ( self::listening() ) {
				register_shutdown_function( array( self::class, 'stop_server' ) );
				return;
			}
			usleep( 100000 );
		}
		self::fail( 'The test server did not start: see var/log/server-test.log' );
	}

	/**
	 * Whether something accepts connections on the test port.
	 */
	private static function listening(): bool {
		$socket = @fsockopen( '127.0.0.1', self::port() ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a refused connection is the expected answer.
		if ( ! $socket ) {
			return false;
		}
		fclose( $socket );
		return true;
	}

	/**
	 * Stops the shared server at the end of the run.
	 */
	public static function stop_server(): void {
		if ( is_resource( self::$server ) ) {
			posix_kill( -proc_get_status( self::$server )['pid'], SIGTERM );
			proc_close( self::$server );
		}
		self::$server = null;
	}

	protected function tear_down(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->created_posts as $id ) {
			wp_delete_post( $id, true );
		}
		foreach ( $this->created_users as $id ) {
			wp_delete_user( $id );
		}
		wp_cache_flush();
		wp_set_current_user( 0 );
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		parent::tear_down();
	}

	protected function url( string $path ): string {
		return 'http://127.0.0.1:' . self::port() . $path;
	}

	protected function create_user( string $role = 'subscriber' ): int {
		$login = 'http_' . $role . '_' . wp_generate_password( 8, false, false );
		$id    = wp_insert_user(
			array(
				'user_login' => strtolower( $login ),
				'user_email' => strtolower( $login ) . '@inkwell.test',
				'user_pass'  => wp_generate_password( 12 ),
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		$this->created_users[] = $id;
		return $id;
	}

	/**
	 * @param array<string,mixed> $args Overrides for wp_insert_post().
	 */
	protected function create_post( array $args = array() ): int {
		$id = wp_insert_post(
			$args + array(
				'post_title'  => 'An HTTP test article',
				'post_status' => 'publish',
				'post_author' => 1,
			),
			true
		);
		$this->assertIsInt( $id );
		$this->created_posts[] = $id;
		return $id;
	}

	/**
	 * A logged-in browser session of the user: its cookie header and REST nonce, as WordPress issues them.
	 *
	 * @return array{cookie: string, nonce: string}
	 */
	protected function session_of( int $user_id ): array {
		$expiration = time() + DAY_IN_SECONDS;
		$token      = WP_Session_Tokens::get_instance( $user_id )->create( $expiration );
		$cookie     = wp_generate_auth_cookie( $user_id, $expiration, 'logged_in', $token );
		wp_set_current_user( $user_id );
		$_COOKIE[ LOGGED_IN_COOKIE ] = $cookie;
		$nonce                       = wp_create_nonce( 'wp_rest' );
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		wp_set_current_user( 0 );
		return array(
			'cookie' => LOGGED_IN_COOKIE . '=' . rawurlencode( $cookie ),
			'nonce'  => $nonce,
		);
	}

	/** The User-Agent the test requests send, as a browser would send one. */
	protected const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) InkwellHttpTests/1.0';

	/**
	 * A cURL handle of a POST (or, with `method` GET, a GET) request: form fields (or multipart when a field is a CURLFile), the cookie,
	 * extra headers, and a browser's User-Agent unless the request sets `user_agent` ('' sends none).
	 * Response headers are collected into $headers, lower-cased.
	 *
	 * @param array{url: string, method?: string, body?: array<string,mixed>, cookie?: string, headers?: string[], user_agent?: string} $request Request.
	 * @param array<string,string>                                                                                $headers Filled with the answer's headers.
	 * @return \CurlHandle
	 */
	protected function curl_handle( array $request, array &$headers ) {
		$body      = $request['body'] ?? array();
		$multipart = (bool) array_filter( $body, static fn ( $value ): bool => $value instanceof \CURLFile );
		$handle    = curl_init( $request['url'] );
		$sent      = $request['headers'] ?? array();
		if ( isset( $request['cookie'] ) ) {
			$sent[] = 'Cookie: ' . $request['cookie'];
		}
		if ( 'GET' === ( $request['method'] ?? 'POST' ) ) {
			curl_setopt( $handle, CURLOPT_HTTPGET, true );
		} else {
			curl_setopt( $handle, CURLOPT_POST, true );
			curl_setopt( $handle, CURLOPT_POSTFIELDS, $multipart ? $body : http_build_query( $body ) );
		}
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_TIMEOUT        => 60,
				CURLOPT_HTTPHEADER     => $sent,
				CURLOPT_HEADERFUNCTION => static function ( $curl, string $line ) use ( &$headers ): int {
					$parts = explode( ':', $line, 2 );
					if ( 2 === count( $parts ) ) {
						$headers[ strtolower( trim( $parts[0] ) ) ] = trim( $parts[1] );
					}
					return strlen( $line );
				},
			)
		);
		$agent = $request['user_agent'] ?? self::USER_AGENT;
		if ( '' !== $agent ) {
			curl_setopt( $handle, CURLOPT_USERAGENT, $agent );
		}
		return $handle;
	}

	/**
	 * Sends the requests all at once and returns [status, decoded body, headers] for each, in order.
	 *
	 * @param array<int,array{url: string, body?: array<string,mixed>, cookie?: string, headers?: string[], user_agent?: string}> $requests Requests.
	 * @return array<int,array{0: int, 1: mixed, 2: array<string,string>}>
	 */
	protected function post_concurrently( array $requests ): array {
		$multi   = curl_multi_init();
		$handles = array();
		$headers = array();
		foreach ( $requests as $i => $request ) {
			$headers[ $i ] = array();
			$handle        = $this->curl_handle( $request, $headers[ $i ] );
			curl_multi_add_handle( $multi, $handle );
			$handles[ $i ] = $handle;
		}
		do {
			$status = curl_multi_exec( $multi, $running );
			if ( $running ) {
				curl_multi_select( $multi, 1.0 );
			}
		} while ( $running && CURLM_OK === $status );
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
	 * One GET request of a path, redirects not followed; returns [status, body, headers].
	 *
	 * @return array{0: int, 1: string, 2: array<string,string>}
	 */
	protected function get( string $path, string $cookie = '' ): array {
		$headers = array();
		$request = array(
			'url'    => $this->url( $path ),
			'method' => 'GET',
		);
		if ( '' !== $cookie ) {
			$request['cookie'] = $cookie;
		}
		$handle = $this->curl_handle( $request, $headers );
		$body   = (string) curl_exec( $handle );
		$status = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
		curl_close( $handle );
		return array( $status, $body, $headers );
	}

	/**
	 * One POST request; returns [status, decoded body, headers].
	 *
	 * @param array<string,mixed> $body    Form fields (CURLFile values make it multipart).
	 * @param array<string,mixed> $options More of the request: headers, user_agent.
	 * @return array{0: int, 1: mixed, 2: array<string,string>}
	 */
	protected function post( string $url, array $body, string $cookie = '', array $options = array() ): array {
		$request = array(
			'url'  => $url,
			'body' => $body,
		) + $options;
		if ( '' !== $cookie ) {
			$request['cookie'] = $cookie;
		}
		return $this->post_concurrently( array( $request ) )[0];
	}
}
