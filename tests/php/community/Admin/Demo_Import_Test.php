<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Admin;

use Inkwell\Community\Admin\Demo_Import;
use Inkwell\Community\Demo\Seeder;
use Inkwell\Tests\Test_Case;
use RuntimeException;

/**
 * The admin's demo import runs the seed generator at a small size, records its progress step by step,
 * refuses to run twice, and removes exactly what it created.
 *
 * @covers \Inkwell\Community\Admin\Demo_Import
 * @covers \Inkwell\Community\Demo\Seeder
 * @covers \Inkwell\Community\Demo\Cleaner
 */
final class Demo_Import_Test extends Test_Case {

	/**
	 * Ids of the posts and users marked as demo content.
	 *
	 * @return array{posts: int[], users: int[]}
	 */
	private function demo_content(): array {
		global $wpdb;
		return array(
			'posts' => array_map( 'intval', $wpdb->get_col( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_inkwell_demo'" ) ),
			'users' => array_map( 'intval', $wpdb->get_col( "SELECT user_id FROM {$wpdb->usermeta} WHERE meta_key = '_inkwell_demo'" ) ),
		);
	}

	/**
	 * In a process of its own: the import defines WP_IMPORTING, as importers do, for the rest of the process.
	 *
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_import_then_remove_leaves_the_site_as_it_was(): void {
		wp_set_current_user( $this->users['administrator'] );
		$own    = $this->create_post( array( 'post_title' => 'Written by the owner' ) );
		$import = new Demo_Import();

		$steps = $import->import();

		$names = array_column( $steps, 'step' );
		$this->assertContains( 'accounts', $names );
		$this->assertContains( 'articles', $names );
		$this->assertSame( 'finish', end( $names ) );
		$this->assertLessThanOrEqual( Demo_Import::STEPS, count( $steps ) );
		$this->assertSame( $steps, get_option( Demo_Import::PROGRESS_OPTION ), 'each step is stored for the page to poll' );
		$this->assertSame( Demo_Import::options()->to_array(), get_option( Seeder::OPTION ) );
		$content = $this->demo_content();
		$this->assertSame( 14, count( $content['users'] ) );
		$this->assertGreaterThanOrEqual(
			12,
			count(
				get_posts(
					array(
						'post__in'       => $content['posts'],
						'post_type'      => 'post',
						'posts_per_page' => -1,
						'fields'         => 'ids',
					)
				)
			)
		);
		$this->assertNotNull( get_page_by_path( 'explore' ) );

		try {
			$import->import();
			$this->fail( 'a second import must be refused' );
		} catch ( RuntimeException $e ) {
			$this->assertStringContainsString( 'already holds demo content', $e->getMessage() );
		}

		$removed = $import->remove();

		$this->assertSame( count( $content['posts'] ), $removed['posts'] );
		$this->assertSame(
			array(
				'posts' => array(),
				'users' => array(),
			),
			$this->demo_content()
		);
		$this->assertFalse( get_option( Seeder::OPTION ) );
		$this->assertNull( get_page_by_path( 'explore' ) );
		$this->assertNotNull( get_post( $own ), 'the owner\'s own content stays' );
	}

	public function test_the_settings_page_offers_the_import_with_a_nonce_and_a_progress_region(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		wp_set_current_user( $this->users['administrator'] );
		delete_option( Seeder::OPTION );
		ob_start();
		( new Demo_Import() )->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'name="action" value="inkwell_demo_import"', $html );
		$this->assertMatchesRegularExpression( '/name="_wpnonce" value="[0-9a-f]{10}"/', $html );
		$this->assertStringContainsString( 'Import demo content', $html );
		$this->assertStringContainsString( 'role="status" aria-live="polite"', $html );
		$this->assertTrue( wp_script_is( 'inkwell-community-demo-import', 'enqueued' ) );

		update_option( Seeder::OPTION, array( 'seed' => 1 ) );
		ob_start();
		( new Demo_Import() )->render();
		$this->assertStringContainsString( 'Remove demo content', (string) ob_get_clean() );
	}
}
