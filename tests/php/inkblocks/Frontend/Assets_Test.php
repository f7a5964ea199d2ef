<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Frontend;

use Inkblocks\Frontend\Assets;
use Inkwell\Tests\Test_Case;

/**
 * The bundles that are not blocks come from the build's own list, which names every one of them and no
 * block, and each is registered on a page.
 *
 * @covers \Inkblocks\Frontend\Assets
 */
final class Assets_Test extends Test_Case {

	public function test_the_build_lists_every_bundle_that_is_not_a_block(): void {
		$folders = array();
		foreach ( (array) glob( INKBLOCKS_DIR . '/build/*/index.asset.php' ) as $asset ) {
			$dir = dirname( (string) $asset );
			if ( ! is_file( "$dir/block.json" ) ) {
				$folders[] = basename( $dir );
			}
		}
		sort( $folders );
		$this->assertContains( 'island-loader', $folders );
		$this->assertSame( $folders, Assets::bundles() );
	}

	public function test_each_bundle_is_registered_on_a_page(): void {
		$this->reset_asset_queues();
		do_action( 'wp_enqueue_scripts' );
		foreach ( Assets::bundles() as $bundle ) {
			$this->assertTrue( wp_script_is( Assets::handle( $bundle ), 'registered' ), $bundle );
		}
	}
}
