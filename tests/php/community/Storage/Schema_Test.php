<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Storage;

use Inkwell\Community\Storage\Schema;
use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * Schema changes commit implicitly in MariaDB, so this test runs outside a transaction and leaves the
 * table as it found it.
 *
 * @covers \Inkwell\Community\Storage\Schema
 */
final class Schema_Test extends TestCase {

	public function test_activation_created_the_table_with_its_unique_key(): void {
		global $wpdb;
		$this->assertSame( Schema::VERSION, get_option( Schema::VERSION_OPTION ) );
		$keys   = $wpdb->get_results( 'SHOW INDEX FROM ' . Schema::table(), ARRAY_A );
		$unique = array_column( array_filter( $keys, fn( $k ) => 'identity' === $k['Key_name'] ), 'Column_name' );
		$this->assertSame( array( 'user_id', 'relation', 'object_type', 'object_id' ), $unique );
	}

	public function test_an_outdated_version_is_migrated_on_load(): void {
		global $wpdb;
		update_option( Schema::VERSION_OPTION, '0' );
		$wpdb->query( 'ALTER TABLE ' . Schema::table() . ' DROP INDEX object' );
		Schema::maybe_upgrade();
		$this->assertSame( Schema::VERSION, get_option( Schema::VERSION_OPTION ) );
		$this->assertNotEmpty( $wpdb->get_results( 'SHOW INDEX FROM ' . Schema::table() . " WHERE Key_name = 'object'" ) );
	}

	public function test_uninstall_removes_table_and_option_and_install_restores_them(): void {
		global $wpdb;
		Schema::uninstall();
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Schema::table() ) ) );
		$this->assertFalse( get_option( Schema::VERSION_OPTION ) );
		Schema::install();
		$this->assertSame( Schema::table(), $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Schema::table() ) ) );
	}
}
