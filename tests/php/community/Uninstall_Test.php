<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community;

use Inkwell\Community\Storage\Schema;
use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * Runs the plugin's uninstall.php as WordPress does when the plugin is deleted, then restores the table.
 *
 * @coversNothing
 */
final class Uninstall_Test extends TestCase {

	public function test_deleting_the_plugin_removes_its_table_and_options(): void {
		global $wpdb;
		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'inkwell-community/inkwell-community.php' );
		}
		require INKWELL_COMMUNITY_DIR . '/uninstall.php';

		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Schema::table() ) ) );
		$this->assertFalse( get_option( Schema::VERSION_OPTION ) );
	}

	protected function tear_down(): void {
		Schema::install();
		parent::tear_down();
	}
}
