<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community;

use Inkwell\Community\Notifications\Mail_Choices;
use Inkwell\Community\Notifications\Notification_Pruning;
use Inkwell\Community\Notifications\Notification_Store;
use Inkwell\Community\Storage\Page_Cache;
use Inkwell\Community\Storage\Relations;
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
		$store = new Notification_Store( new Relations() );
		$store->add( array( array( 1, Notification_Store::FOLLOWER, 2, 0 ) ) );
		$store->mark_seen( 1 );
		( new Notification_Pruning( $store ) )->schedule();
		Mail_Choices::save( 1, Notification_Store::LIKE, Mail_Choices::DIGEST );
		update_option( 'inkwell_event_mail_last', 3 );
		( new Page_Cache() )->remember( array( 'a page' ), array( Page_Cache::POSTS ), fn (): string => '<li>A card</li>' );
		wp_cache_flush();
		$this->assertSame( '<li>A card</li>', ( new Page_Cache() )->get( array( 'a page' ), array( Page_Cache::POSTS ) ), 'a list page was kept in the database' );
		$this->assertNotSame( '', get_user_meta( 1, Notification_Store::SEEN_META, true ), 'the reader has a seen mark' );
		$this->assertNotFalse( get_option( 'inkwell_notifications_rules' ), 'the page rule recorded its version' );
		$this->assertNotFalse( wp_next_scheduled( Notification_Store::PRUNE_HOOK ) );

		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'inkwell-community/inkwell-community.php' );
		}
		require INKWELL_COMMUNITY_DIR . '/uninstall.php';

		foreach ( array( Schema::table(), Schema::limits_table(), Schema::notifications_table() ) as $table ) {
			$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ), $table );
		}
		$this->assertFalse( get_option( Schema::VERSION_OPTION ) );
		$this->assertFalse( get_option( 'inkwell_notifications_rules' ) );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key = %s", Notification_Store::SEEN_META ) ) );
		$this->assertFalse( wp_next_scheduled( Notification_Store::PRUNE_HOOK ) );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", 'inkwell\\_mail\\_%' ) ) );
		$this->assertFalse( get_option( 'inkwell_event_mail_last' ) );
		$this->assertFalse( get_option( Page_Cache::VERSION_OPTION ) );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", '%' . $wpdb->esc_like( Page_Cache::SLOT_PREFIX ) . '%' ) ) );
	}

	protected function tear_down(): void {
		Schema::install();
		parent::tear_down();
	}
}
