<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Theme;

use Inkwell\Tests\Test_Case;
use WP_Customize_Manager;

/**
 * The starter content, imported the way the Customizer of a fresh site imports and publishes it.
 *
 * @covers ::inkwell_starter_content
 * @covers ::inkwell_pattern_markup
 */
final class Starter_Content_Test extends Test_Case {

	protected function tear_down(): void {
		remove_theme_support( 'starter-content' );
		unset( $GLOBALS['wp_customize'] );
		parent::tear_down();
	}

	public function test_a_fresh_site_gets_pages_menus_and_sidebar_widgets(): void {
		require_once ABSPATH . WPINC . '/class-wp-customize-manager.php';
		wp_set_current_user( $this->users['administrator'] );
		update_option( 'fresh_site', 1 );
		add_theme_support( 'starter-content', inkwell_starter_content() );
		$manager                 = new WP_Customize_Manager();
		$GLOBALS['wp_customize'] = $manager;
		do_action( 'customize_register', $manager );
		$manager->import_theme_starter_content();
		$result = $manager->save_changeset_post( array( 'status' => 'publish' ) );
		$this->assertIsArray( $result, is_wp_error( $result ) ? $result->get_error_message() : '' );

		$about = get_page_by_title_published( 'About' );
		$this->assertNotNull( $about );
		$blocks = array_column( parse_blocks( $about->post_content ), 'blockName' );
		$this->assertContains( 'core/cover', $blocks, 'the hero' );
		$this->assertContains( 'core/group', $blocks, 'the author grid and the newsletter call to action' );

		$locations = get_nav_menu_locations();
		$this->assertArrayHasKey( 'primary', $locations );
		$items = wp_get_nav_menu_items( $locations['primary'] );
		$this->assertContains( 'About', array_column( (array) $items, 'title' ) );
		$this->assertNotEmpty( wp_get_sidebars_widgets()[ INKWELL_ARTICLE_SIDEBAR ] ?? array() );
	}

	public function test_an_established_site_builds_no_starter_content(): void {
		update_option( 'fresh_site', 0 );
		inkwell_add_starter_content();
		$this->assertFalse( get_theme_support( 'starter-content' ) );
	}
}

/**
 * The published page with the title, or null.
 */
function get_page_by_title_published( string $title ): ?\WP_Post {
	$pages = get_posts(
		array(
			'post_type'   => 'page',
			'post_status' => 'publish',
			'title'       => $title,
		)
	);
	return $pages[0] ?? null;
}
