<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks;

use Inkblocks\Newsletter\Schema;
use Inkblocks\Popups\Popup_Index;
use Inkwell\Tests\Test_Case;

/**
 * Deleting the plugin runs uninstall.php as WordPress does: nothing of the popup index stays behind.
 *
 * @covers \Inkblocks\Popups\Popup_Index
 */
final class Uninstall_Test extends Test_Case {

	public function test_deleting_the_plugin_removes_the_popup_index_and_its_token(): void {
		Popup_Index::get();
		$this->assertIsArray( get_option( Popup_Index::OPTION ) );
		$this->assertIsString( get_option( Popup_Index::TOKEN ) );

		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'inkblocks/inkblocks.php' );
		}
		require INKBLOCKS_DIR . '/uninstall.php';

		$this->assertFalse( get_option( Popup_Index::OPTION ) );
		$this->assertFalse( get_option( Popup_Index::TOKEN ) );
	}

	protected function tear_down(): void {
		// The newsletter's tables went with the plugin's data; the next tests need them.
		Schema::maybe_upgrade();
		parent::tear_down();
	}
}
