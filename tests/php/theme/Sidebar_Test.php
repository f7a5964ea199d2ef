<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Theme;

use Inkwell\Tests\Test_Case;
use WP_Customize_Manager;

/**
 * The article sidebar: its widget area and the sticky top offset setting.
 *
 * @covers ::inkwell_register_sidebars
 * @covers ::inkwell_customize_sidebar
 * @covers ::inkwell_sidebar_offset
 * @covers ::inkwell_sanitize_sidebar_offset
 */
final class Sidebar_Test extends Test_Case {

	protected function tear_down(): void {
		remove_theme_mods();
		parent::tear_down();
	}

	public function test_the_article_sidebar_is_registered(): void {
		global $wp_registered_sidebars;
		$this->assertArrayHasKey( INKWELL_ARTICLE_SIDEBAR, $wp_registered_sidebars );
		$this->assertSame( 'Article sidebar', $wp_registered_sidebars[ INKWELL_ARTICLE_SIDEBAR ]['name'] );
	}

	public function test_the_offset_setting_defaults_to_100_px(): void {
		require_once ABSPATH . WPINC . '/class-wp-customize-manager.php';
		wp_set_current_user( $this->users['administrator'] );
		$manager = new WP_Customize_Manager();
		inkwell_customize_sidebar( $manager );
		// The Customizer keeps a setting's default as the text of its input (WP_Customize_Setting::$default is a string).
		$this->assertSame( '100', $manager->get_setting( 'inkwell_sidebar_offset' )->default );
		$this->assertSame( 'inkwell_sidebar', $manager->get_control( 'inkwell_sidebar_offset' )->section );
		$this->assertSame( 100, inkwell_sidebar_offset() );
	}

	public function test_the_offset_is_a_whole_number_of_px_within_bounds(): void {
		$this->assertSame( 140, inkwell_sanitize_sidebar_offset( '140' ) );
		$this->assertSame( 60, inkwell_sanitize_sidebar_offset( 60.7 ) );
		$this->assertSame( 0, inkwell_sanitize_sidebar_offset( -20 ) );
		$this->assertSame( 400, inkwell_sanitize_sidebar_offset( 9999 ) );
		$this->assertSame( 100, inkwell_sanitize_sidebar_offset( '80px; color: red' ) );
		set_theme_mod( 'inkwell_sidebar_offset', '120' );
		$this->assertSame( 120, inkwell_sidebar_offset() );
		set_theme_mod( 'inkwell_sidebar_offset', 'nonsense' );
		$this->assertSame( 100, inkwell_sidebar_offset() );
	}
}
