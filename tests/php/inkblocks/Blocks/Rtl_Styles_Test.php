<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkblocks\Blocks\Registry;
use Inkwell\Tests\Test_Case;
use WP_Block_Type_Registry;

/**
 * In a right-to-left language a block prints its built "-rtl.css", not the left-to-right file (WordPress
 * gives a plugin block's styles core's ".min" suffix, which our build does not use).
 *
 * @covers \Inkblocks\Blocks\Registry
 */
final class Rtl_Styles_Test extends Test_Case {

	private const NAME = 'inkblocks/timeline';

	private const HANDLE = 'inkblocks-timeline-view-style';

	/** Registers the timeline alone from a build folder that holds only it, in the given direction. */
	private function register_timeline( string $direction ): void {
		$build = dirname( __DIR__, 4 ) . '/var/test/rtl-build';
		if ( ! is_dir( "$build/timeline" ) ) {
			mkdir( $build, 0777, true );
			symlink( INKBLOCKS_DIR . '/build/timeline', "$build/timeline" );
		}
		$manifest = array( 'timeline' => ( require INKBLOCKS_DIR . '/build/blocks-manifest.php' )['timeline'] );
		file_put_contents( "$build/blocks-manifest.php", '<?php return ' . var_export( $manifest, true ) . ';' );
		unregister_block_type( self::NAME );
		wp_deregister_style( self::HANDLE );
		$GLOBALS['wp_locale']->text_direction = $direction;
		( new Registry( $build ) )->register();
	}

	protected function tear_down(): void {
		$this->register_timeline( 'ltr' );
		wp_styles()->text_direction = 'ltr';
		parent::tear_down();
	}

	public function test_right_to_left_prints_the_built_rtl_stylesheet(): void {
		$this->assertTrue( WP_Block_Type_Registry::get_instance()->is_registered( self::NAME ) );
		$this->register_timeline( 'rtl' );
		wp_styles()->text_direction = 'rtl';
		ob_start();
		wp_styles()->do_item( self::HANDLE );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'timeline/style-view-rtl.css', $html );
		$this->assertStringNotContainsString( 'timeline/style-view.css', $html );
	}

	public function test_left_to_right_prints_the_left_to_right_stylesheet(): void {
		ob_start();
		wp_styles()->do_item( self::HANDLE );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'timeline/style-view.css', $html );
	}
}
