<?php
declare( strict_types=1 );

namespace Inkwell\Tests;

use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * Base test case: each test runs in a database transaction that is rolled back afterwards, with one
 * user per role ready to use.
 */
abstract class Test_Case extends TestCase {

	/** @var array<string,int> User ids by role, created for each test. */
	protected array $users = array();

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
		parent::tear_down();
	}

	/**
	 * Starts the script and style queues of a fresh page: nothing enqueued or printed yet. Registrations
	 * stay: blocks register their scripts and styles once, with the block type.
	 */
	protected function reset_asset_queues(): void {
		foreach ( array( wp_scripts(), wp_styles() ) as $assets ) {
			// dequeue() also forgets the cached dependencies of the queue, which wp_script_is() reads.
			$assets->dequeue( $assets->queue );
			$assets->to_do = array();
			$assets->done  = array();
		}
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
