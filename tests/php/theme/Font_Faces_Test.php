<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Theme;

use Inkwell\Tests\Test_Case;
use WP_Theme_JSON_Data;
use WP_Theme_JSON_Resolver;

/**
 * Core's font-face printer is left out of the head when nothing can define a font face, and stays when a
 * theme.json filter or the site's own styles may.
 *
 * @covers ::inkwell_leave_out_empty_font_faces
 */
final class Font_Faces_Test extends Test_Case {

	protected function tear_down(): void {
		add_action( 'wp_head', 'wp_print_font_faces', 50 );
		WP_Theme_JSON_Resolver::clean_cached_data();
		parent::tear_down();
	}

	private function printer_stays(): bool {
		add_action( 'wp_head', 'wp_print_font_faces', 50 );
		WP_Theme_JSON_Resolver::clean_cached_data();
		inkwell_leave_out_empty_font_faces();
		return 50 === has_action( 'wp_head', 'wp_print_font_faces' );
	}

	public function test_the_theme_defines_no_font_face_so_the_printer_is_left_out(): void {
		$this->assertSame( 1, has_action( 'wp_head', 'inkwell_leave_out_empty_font_faces' ) );
		$this->assertFalse( $this->printer_stays() );

		// What it leaves out printed nothing.
		ob_start();
		wp_print_font_faces();
		$this->assertSame( '', ob_get_clean() );
	}

	public function test_a_filter_of_the_theme_json_data_keeps_the_printer(): void {
		$fonts = static function ( WP_Theme_JSON_Data $data ): WP_Theme_JSON_Data {
			return $data->update_with(
				array(
					'version'  => 3,
					'settings' => array(
						'typography' => array(
							'fontFamilies' => array(
								array(
									'slug'       => 'plugin-font',
									'name'       => 'Plugin font',
									'fontFamily' => 'Plugin font, serif',
									'fontFace'   => array(
										array(
											'fontFamily' => 'Plugin font',
											'src'        => array( 'https://example.org/plugin-font.woff2' ),
										),
									),
								),
							),
						),
					),
				)
			);
		};
		add_filter( 'wp_theme_json_data_theme', $fonts );
		try {
			$this->assertTrue( $this->printer_stays() );
			ob_start();
			wp_print_font_faces();
			$this->assertStringContainsString( 'plugin-font.woff2', (string) ob_get_clean(), 'it has something to print' );
		} finally {
			remove_filter( 'wp_theme_json_data_theme', $fonts );
		}
	}

	public function test_a_font_of_the_sites_own_styles_keeps_the_printer(): void {
		// As the site editor saves them: an administrator's styles are not filtered.
		wp_set_current_user( $this->users['administrator'] );
		$styles = WP_Theme_JSON_Resolver::get_user_global_styles_post_id();
		wp_update_post(
			array(
				'ID'           => $styles,
				'post_content' => wp_json_encode(
					array(
						'version'                     => 3,
						'isGlobalStylesUserThemeJSON' => true,
						'settings'                    => array(
							'typography' => array(
								'fontFamilies' => array(
									array(
										'slug'       => 'library-font',
										'name'       => 'Library font',
										'fontFamily' => 'Library font, sans-serif',
										'fontFace'   => array(
											array(
												'fontFamily' => 'Library font',
												'src' => array( 'https://example.org/library-font.woff2' ),
											),
										),
									),
								),
							),
						),
					)
				),
			)
		);
		try {
			$this->assertTrue( $this->printer_stays() );
		} finally {
			wp_delete_post( $styles, true );
		}
		$this->assertFalse( $this->printer_stays(), 'and goes again with it' );
	}
}
