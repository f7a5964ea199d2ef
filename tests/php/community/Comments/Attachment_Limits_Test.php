<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Comments;

use Inkwell\Community\Comments\Attachment_Limits;
use Inkwell\Tests\Test_Case;

/**
 * The attachment limits: the site's options within what PHP accepts, read at the least cost.
 *
 * @covers \Inkwell\Community\Comments\Attachment_Limits
 */
final class Attachment_Limits_Test extends Test_Case {

	protected function set_up(): void {
		parent::set_up();
		foreach ( array( Attachment_Limits::MAX_FILE_OPTION, Attachment_Limits::MAX_TOTAL_OPTION, Attachment_Limits::MAX_FILES_OPTION ) as $option ) {
			delete_option( $option );
		}
		wp_cache_flush();
	}

	public function test_a_site_that_never_set_them_gets_the_defaults(): void {
		$limits = new Attachment_Limits();
		$this->assertSame( min( 2 * MB_IN_BYTES, (int) wp_max_upload_size() ), $limits->max_file() );
		$this->assertSame( Attachment_Limits::MAX_SLOTS, $limits->max_files() );
	}

	public function test_options_known_to_be_missing_are_not_asked_for_again(): void {
		global $wpdb, $wp_object_cache;
		( new Attachment_Limits() )->max_files();

		$queries = $wpdb->num_queries;
		$misses  = $wp_object_cache->cache_misses;
		$limits  = new Attachment_Limits();
		$limits->max_file();
		$limits->max_total();
		$limits->max_files();
		$this->assertSame( $queries, $wpdb->num_queries, 'no query' );
		$this->assertSame( $misses, $wp_object_cache->cache_misses, 'no look-up that a persistent object cache would answer with a miss' );
	}

	public function test_a_value_set_later_is_read(): void {
		( new Attachment_Limits() )->max_files();
		update_option( Attachment_Limits::MAX_FILES_OPTION, 3 );
		$this->assertSame( 3, ( new Attachment_Limits() )->max_files() );
		update_option( Attachment_Limits::MAX_FILES_OPTION, 50 );
		$this->assertSame( Attachment_Limits::MAX_SLOTS, ( new Attachment_Limits() )->max_files(), 'never more than the slots' );
	}
}
