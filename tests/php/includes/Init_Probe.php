<?php
declare( strict_types=1 );

namespace Inkwell\Tests;

/**
 * The init probe (tests/php/fixtures/inkwell-init-probe.php), a stand-in for another plugin, active on the
 * test site for the time of a test.
 */
trait Init_Probe {

	private static function probe(): string {
		return 'inkwell-init-probe.php';
	}

	private static function probe_link(): string {
		return WP_PLUGIN_DIR . '/' . self::probe();
	}

	/**
	 * Links the probe into the plugin folder, which the local sites share, and activates it on the test site.
	 */
	protected function activate_probe(): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		if ( ! is_link( self::probe_link() ) ) {
			symlink( dirname( __DIR__ ) . '/fixtures/' . self::probe(), self::probe_link() );
		}
		$this->assertNull( activate_plugin( self::probe() ) );
	}

	/**
	 * Deactivates the probe and removes its link.
	 */
	protected function deactivate_probe(): void {
		deactivate_plugins( self::probe(), true );
		if ( is_link( self::probe_link() ) ) {
			unlink( self::probe_link() );
		}
	}
}
