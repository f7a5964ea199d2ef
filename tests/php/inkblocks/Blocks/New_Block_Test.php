<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkblocks\Blocks\Registry;
use Inkwell\Tests\Test_Case;
use WP_Block_Metadata_Registry;
use WP_Block_Type_Registry;

/**
 * Adding a block is adding a folder: a block nobody listed anywhere (tests/fixtures/new-block/hello-card) is
 * put beside the shared code, built by the project's own webpack configuration and registered from its
 * build folder by the plugin's registry.
 *
 * @covers \Inkblocks\Blocks\Registry
 */
final class New_Block_Test extends Test_Case {

	private const NAME = 'inkblocks/hello-card';

	protected function tear_down(): void {
		if ( WP_Block_Type_Registry::get_instance()->is_registered( self::NAME ) ) {
			unregister_block_type( self::NAME );
		}
		parent::tear_down();
	}

	/**
	 * Builds the fixture block as widgets-src/inkblocks/hello-card of a source tree that shares the real
	 * common/ folder, into var/test/new-block/build; returns the block's build folder.
	 */
	private function build_fixture(): string {
		$root = dirname( __DIR__, 4 );
		$tmp  = $root . '/var/test/new-block';
		exec( 'rm -rf ' . escapeshellarg( $tmp ) );
		mkdir( "$tmp/widgets-src/inkblocks", 0777, true );
		symlink( "$root/widgets-src/common", "$tmp/widgets-src/common" );
		symlink( "$root/widgets-src/types", "$tmp/widgets-src/types" );
		exec( sprintf( 'cp -r %s %s', escapeshellarg( "$root/tests/fixtures/new-block/hello-card" ), escapeshellarg( "$tmp/widgets-src/inkblocks/" ) ) );
		$command = sprintf(
			'cd %s && INKWELL_BUILD_SOURCE=%s INKWELL_BUILD_OUTPUT=%s npx wp-scripts build --config webpack.config.js 2>&1',
			escapeshellarg( $root ),
			escapeshellarg( "$tmp/widgets-src" ),
			escapeshellarg( "$tmp/build" )
		);
		exec( $command, $output, $status );
		$this->assertSame( 0, $status, implode( "\n", $output ) );
		return "$tmp/build/inkblocks/hello-card";
	}

	public function test_a_new_folder_is_built_and_registered_with_no_list_to_edit(): void {
		$built = $this->build_fixture();
		foreach ( array( 'block.json', 'render.php', 'index.js', 'index.asset.php', 'view.js', 'view.asset.php', 'style-view.css', 'style-view-rtl.css' ) as $file ) {
			$this->assertFileExists( "$built/$file" );
		}
		$metadata = json_decode( (string) file_get_contents( "$built/block.json" ), true );
		$this->assertSame( 'file:./view.js', $metadata['viewScript'], 'block.json names the built script' );
		$this->assertContains( 'react-jsx-runtime', ( require "$built/view.asset.php" )['dependencies'], 'React comes from WordPress' );

		$manifest = require dirname( $built ) . '/blocks-manifest.php';
		$this->assertSame( $metadata, $manifest['hello-card'], 'the build lists the block.json in its manifest' );

		( new Registry( dirname( $built ) ) )->register();
		$type = WP_Block_Type_Registry::get_instance()->get_registered( self::NAME );
		$this->assertNotNull( $type );
		$this->assertTrue( WP_Block_Metadata_Registry::has_metadata( $built ), 'registered from the manifest, no block.json read' );
		$this->assertSame( array( 'inkblocks-hello-card-view-script' ), $type->view_script_handles );
		$this->assertSame( array( 'inkblocks-hello-card-editor-script' ), $type->editor_script_handles );
		$this->assertSame( array( 'inkblocks-hello-card-view-style' ), $type->view_style_handles );

		wp_scripts()->queue = array();
		$html = do_blocks( '<!-- wp:inkblocks/hello-card {"greeting":"Hi <there>"} /-->' );
		$this->assertStringContainsString( 'data-inkwell-island="hello-card"', $html );
		$this->assertStringContainsString( 'data-inkblocks-bundle="inkblocks-hello-card-view-script"', $html, 'marked for the island loader' );
		$this->assertStringContainsString( '>Hi &lt;there&gt;</p>', $html );
		$this->assertTrue( wp_script_is( 'inkblocks-hello-card-view-script', 'enqueued' ) );
	}
}
