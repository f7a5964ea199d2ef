<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Theme;

use Inkblocks\Lightbox\Settings;
use Inkwell\Tests\Test_Case;
use WP_Customize_Manager;

/**
 * The site-wide lightbox settings of the theme's Customizer section.
 *
 * @covers ::inkwell_customize_lightbox
 * @covers ::inkwell_lightbox_settings
 * @covers ::inkwell_lightbox_sanitize_source
 */
final class Customizer_Lightbox_Test extends Test_Case {

	protected function tear_down(): void {
		remove_theme_mods();
		parent::tear_down();
	}

	public function test_the_section_holds_every_spec_setting_with_its_default(): void {
		require_once ABSPATH . WPINC . '/class-wp-customize-manager.php';
		wp_set_current_user( $this->users['administrator'] );
		$manager = new WP_Customize_Manager();
		inkwell_customize_lightbox( $manager );
		$this->assertNotNull( $manager->get_section( 'inkwell_lightbox' ) );
		$expected = array(
			'global_image_lightbox'      => true,
			'lightbox_enable_counter'    => true,
			'lightbox_enable_fullscreen' => true,
			'lightbox_enable_zoom'       => true,
			'lightbox_enable_share'      => true,
			'lightbox_title_src'         => 'title',
			'lightbox_description_src'   => 'description',
		);
		foreach ( $expected as $name => $default ) {
			$setting = $manager->get_setting( $name );
			$this->assertNotNull( $setting, $name );
			$this->assertSame( $default, $setting->default, $name );
			$this->assertSame( 'inkwell_lightbox', $manager->get_control( $name )->section, $name );
		}
	}

	public function test_saved_settings_reach_the_page_configuration(): void {
		set_theme_mod( 'global_image_lightbox', false );
		set_theme_mod( 'lightbox_enable_share', '' );
		set_theme_mod( 'lightbox_title_src', 'alt' );
		$settings = Settings::lightbox();
		$this->assertFalse( $settings['global_image_lightbox'] );
		$this->assertFalse( $settings['lightbox_enable_share'] );
		$this->assertTrue( $settings['lightbox_enable_zoom'] );
		$this->assertSame( 'alt', $settings['lightbox_title_src'] );
	}

	public function test_an_unknown_source_is_saved_as_none(): void {
		$this->assertSame( '', inkwell_lightbox_sanitize_source( 'post_password' ) );
		$this->assertSame( 'caption', inkwell_lightbox_sanitize_source( 'caption' ) );
		set_theme_mod( 'lightbox_description_src', array( 'x' ) );
		$this->assertSame( '', inkwell_lightbox_settings()['lightbox_description_src'] );
	}
}
