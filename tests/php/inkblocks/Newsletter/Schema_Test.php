<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Newsletter;

use Inkblocks\Newsletter\Schema;
use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * Schema changes commit implicitly in MariaDB, so this test runs outside a transaction and leaves the
 * tables as it found them.
 *
 * @covers \Inkblocks\Newsletter\Schema
 */
final class Schema_Test extends TestCase {

	public function test_activation_created_both_tables_and_one_subscriber_per_list_and_address(): void {
		global $wpdb;
		$this->assertSame( Schema::VERSION, get_option( Schema::VERSION_OPTION ) );
		$keys   = $wpdb->get_results( 'SHOW INDEX FROM ' . Schema::subscribers_table(), ARRAY_A );
		$unique = array_column( array_filter( $keys, fn( $k ) => 'list_email' === $k['Key_name'] ), 'Column_name' );
		$this->assertSame( array( 'list_id', 'email' ), $unique );
		$this->assertSame( Schema::lists_table(), $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Schema::lists_table() ) ) );
	}

	public function test_uninstall_removes_tables_and_option_and_an_outdated_version_reinstalls(): void {
		global $wpdb;
		Schema::uninstall();
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Schema::subscribers_table() ) ) );
		$this->assertFalse( get_option( Schema::VERSION_OPTION ) );
		Schema::maybe_upgrade();
		$this->assertSame( Schema::VERSION, get_option( Schema::VERSION_OPTION ) );
		$this->assertSame( Schema::subscribers_table(), $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Schema::subscribers_table() ) ) );
	}
}
