<?php
declare( strict_types=1 );

namespace Inkwell\Tests;

use WP_Dependencies;
use WP_Scripts;
use WP_Styles;
use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * Base test case: each test runs in a database transaction that is rolled back afterwards, with one
 * user per role ready to use.
 */
abstract class Test_Case extends TestCase {

	/** @var array<string,int> User ids by role, created for each test. */
	protected array $users = array();

	/** @var array{0: WP_Scripts, 1: WP_Styles} The scripts and styles registered while WordPress loaded. */
	private static array $loaded_assets;

	protected function set_up(): void {
		global $wpdb;
		parent::set_up();
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
		wp_cache_flush();
		foreach ( array( 'administrator', 'editor', 'author', 'subscriber' ) as $role ) {
			$this->users[ $role ] = $this->create_user( $role );
		}
		wp_set_current_user( 0 );
	}

	protected function tear_down(): void {
		global $wpdb, $wp_rest_server;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		wp_cache_flush();
		wp_set_current_user( 0 );
		$wp_rest_server = null;
		$_GET           = array();
		$_POST          = array();
		$_REQUEST       = array();
		// A test that renders a post leaves it global; the next test's blocks would render in its context.
		unset( $GLOBALS['post'] );
		parent::tear_down();
	}

	/**
	 * Runs a step and records the SQL it runs.
	 *
	 * @param callable      $run     The step.
	 * @param string[]|null $queries Set to the statements run.
	 * @return mixed What the step returns.
	 */
	protected function recording_sql( callable $run, ?array &$queries ): mixed {
		$queries = array();
		$record  = static function ( $query ) use ( &$queries ) {
			$queries[] = (string) $query;
			return $query;
		};
		add_filter( 'query', $record );
		try {
			return $run();
		} finally {
			remove_filter( 'query', $record );
		}
	}

	/**
	 * Makes a URL of the site the page being rendered: a fresh main query for its query string.
	 *
	 * @param string $url The URL.
	 */
	protected function go_to( string $url ): void {
		global $wp_query, $wp_the_query, $wp;
		$_SERVER['REQUEST_URI'] = (string) wp_parse_url( $url, PHP_URL_PATH ) . ( wp_parse_url( $url, PHP_URL_QUERY ) ? '?' . wp_parse_url( $url, PHP_URL_QUERY ) : '' );
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$wp_query     = new \WP_Query(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a fresh main query for the URL.
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- same.
		$wp_query->query( $query );
		$wp->query_vars = $query;
	}

	/**
	 * Starts the scripts and styles of a fresh page: those WordPress registered while it loaded (the blocks'
	 * among them, registered once, at init), with nothing enqueued, printed or added inline yet.
	 */
	protected function reset_asset_queues(): void {
		$GLOBALS['wp_scripts'] = self::copy_assets( self::$loaded_assets[0] );
		$GLOBALS['wp_styles']  = self::copy_assets( self::$loaded_assets[1] );
	}

	/**
	 * Keeps the scripts and styles registered while WordPress loaded, for reset_asset_queues(). Called once,
	 * by the bootstrap.
	 */
	public static function keep_loaded_assets(): void {
		self::$loaded_assets = array( self::copy_assets( wp_scripts() ), self::copy_assets( wp_styles() ) );
	}

	/**
	 * A copy of scripts or styles that later changes to the original (inline code, queues) do not reach.
	 *
	 * @template T of WP_Dependencies
	 * @param T $assets Scripts or styles.
	 * @return T
	 */
	private static function copy_assets( WP_Dependencies $assets ): WP_Dependencies {
		$copy             = clone $assets;
		$copy->registered = array_map( static fn ( object $item ): object => clone $item, $assets->registered );
		return $copy;
	}

	/**
	 * Creates a user with a role and returns its id.
	 */
	protected function create_user( string $role = 'subscriber' ): int {
		static $n = 0;
		++$n;
		$login = 'test_' . $role . '_' . $n . '_' . wp_generate_password( 6, false );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@inkwell.test',
				'user_pass'  => 'password',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Creates a post and returns its id.
	 *
	 * @param array<string,mixed> $args Overrides for wp_insert_post().
	 */
	protected function create_post( array $args = array() ): int {
		$id = wp_insert_post(
			$args + array(
				'post_title'   => 'A test article',
				'post_content' => 'Words to read.',
				'post_status'  => 'publish',
				'post_author'  => $this->users['author'] ?? 1,
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}
}
