<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Theme;

use Inkwell\Tests\Test_Case;

/**
 * On a right-to-left site the theme's stylesheets are swapped for their right-to-left copies, inlined
 * ones included.
 *
 * @covers ::inkwell_enqueue_style
 */
final class Rtl_Styles_Test extends Test_Case {

	private string $direction;

	protected function set_up(): void {
		parent::set_up();
		$this->direction = $GLOBALS['wp_locale']->text_direction;
		wp_dequeue_style( 'inkwell' );
		wp_deregister_style( 'inkwell' );
	}

	protected function tear_down(): void {
		$GLOBALS['wp_locale']->text_direction = $this->direction;
		wp_styles()->text_direction           = $this->direction;
		wp_dequeue_style( 'inkwell' );
		wp_deregister_style( 'inkwell' );
		parent::tear_down();
	}

	public function test_a_right_to_left_site_gets_the_mirrored_stylesheet(): void {
		$GLOBALS['wp_locale']->text_direction = 'rtl';
		wp_styles()->text_direction           = 'rtl';
		inkwell_enqueue_style( 'inkwell', 'main' );
		$this->assertSame( 'replace', wp_styles()->get_data( 'inkwell', 'rtl' ) );
		$this->assertSame( INKWELL_DIR . '/assets/css/main-rtl.css', wp_styles()->get_data( 'inkwell', 'path' ) );
		$this->assertStringContainsString( 'margin-right: auto', (string) file_get_contents( INKWELL_DIR . '/assets/css/main-rtl.css' ) );
		ob_start();
		wp_styles()->do_item( 'inkwell' );
		$this->assertStringContainsString( 'assets/css/main-rtl.css', (string) ob_get_clean() );
	}

	public function test_a_left_to_right_site_keeps_the_stylesheet(): void {
		$GLOBALS['wp_locale']->text_direction = 'ltr';
		inkwell_enqueue_style( 'inkwell', 'main' );
		$this->assertSame( INKWELL_DIR . '/assets/css/main.css', wp_styles()->get_data( 'inkwell', 'path' ) );
	}
}
