<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Rest;

use Inkwell\Community\Admin\Settings_Page;
use Inkwell\Community\Rest\Drop_In;
use Inkwell\Community\Rest\Early_Dispatch;
use Inkwell\Community\Rest\Fast_Actions;
use Inkwell\Tests\Test_Case;

/**
 * The fast-actions switch: off by default, the setting, the host's constant, what Site Health shows, and
 * how it feeds Early_Dispatch::enabled().
 *
 * @covers \Inkwell\Community\Rest\Fast_Actions
 * @covers \Inkwell\Community\Admin\Settings_Page
 * @covers \Inkwell\Community\Rest\Early_Dispatch
 * @covers \Inkwell\Community\Rest\Drop_In
 */
final class Fast_Actions_Test extends Test_Case {

	public function test_fast_actions_are_off_until_the_owner_switches_them_on(): void {
		delete_option( Fast_Actions::OPTION );
		$this->assertFalse( Fast_Actions::enabled() );
		update_option( Fast_Actions::OPTION, true );
		$this->assertTrue( Fast_Actions::enabled() );
	}

	public function test_the_settings_page_explains_the_trade_off_beside_the_switch(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		wp_set_current_user( $this->users['administrator'] );
		( new Fast_Actions() )->register_setting();
		ob_start();
		( new Settings_Page() )->render();
		$html = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '/<input type="checkbox" id="inkwell_community_fast_actions" name="inkwell_community_fast_actions" value="1" aria-describedby="inkwell_community_fast_actions-description"\s+>/', $html, 'unticked, not disabled' );
		$this->assertStringContainsString( 'plugins that act on init never see these requests', $html );
		$this->assertStringContainsString( 'action="options.php"', $html );

		update_option( Fast_Actions::OPTION, 'on' );
		$this->assertTrue( get_option( Fast_Actions::OPTION ), 'stored as a boolean' );
	}

	public function test_site_health_says_whether_actions_skip_init(): void {
		$switch = new Fast_Actions();
		$tests  = $switch->add_site_health_test( array( 'direct' => array() ) );
		$this->assertArrayHasKey( 'inkwell_community_fast_actions', $tests['direct'] );

		delete_option( Fast_Actions::OPTION );
		$off = $switch->site_health_test();
		$this->assertSame( 'good', $off['status'] );
		$this->assertStringContainsString( 'fast actions off', $off['label'] );

		update_option( Fast_Actions::OPTION, true );
		$on = $switch->site_health_test();
		$this->assertSame( 'recommended', $on['status'] );
		$this->assertStringContainsString( 'served before init', $on['label'] );
		$this->assertStringContainsString( 'options-general.php?page=inkwell-community', $on['description'] );

		$info = $switch->add_debug_information( array() );
		$this->assertSame( 'on (setting)', $info['inkwell-community']['fields']['fast_actions']['debug'] );
	}

	public function test_site_health_and_the_settings_say_whether_the_drop_in_is_installed(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		wp_set_current_user( $this->users['administrator'] );
		update_option( Fast_Actions::OPTION, true );
		$switch  = new Fast_Actions();
		$render  = static function () use ( $switch ): string {
			ob_start();
			$switch->render_field();
			return (string) ob_get_clean();
		};
		$link    = WPMU_PLUGIN_DIR . '/' . Drop_In::FILE;
		$shipped = dirname( __DIR__, 4 ) . '/plugins/inkwell-community/mu-plugins/' . Drop_In::FILE;
		$this->assertFileExists( $shipped );

		$this->assertFalse( Drop_In::installed() );
		$this->assertStringContainsString( 'Hosts can make these calls cheaper still by copying wp-content/plugins/inkwell-community/mu-plugins/' . Drop_In::FILE, $render() );
		$this->assertSame( 'not installed', $switch->add_debug_information( array() )['inkwell-community']['fields']['early_actions_drop_in']['debug'] );

		symlink( $shipped, $link );
		try {
			$this->assertTrue( Drop_In::installed() );
			$this->assertStringContainsString( 'The early-actions drop-in is installed', $render() );
			$this->assertStringContainsString( 'no other plugin sees them at all', $switch->site_health_test()['description'] );
			$this->assertSame( 'installed', $switch->add_debug_information( array() )['inkwell-community']['fields']['early_actions_drop_in']['debug'] );
		} finally {
			unlink( $link );
		}
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public function data_provider_constant(): array {
		return array(
			'a host switches them on over the setting'  => array( 'true', 'false' ),
			'a host switches them off over the setting' => array( 'false', 'true' ),
		);
	}

	/**
	 * WordPress loaded in a process of its own, where the constant is defined first, as wp-config.php would.
	 *
	 * @dataProvider data_provider_constant
	 */
	public function test_the_constant_wins_over_the_setting( string $constant, string $setting ): void {
		$script = sprintf(
			'define( "INKWELL_COMMUNITY_FAST_ACTIONS", %1$s ); $_SERVER["HTTP_HOST"] = "127.0.0.1"; require %2$s;
			use Inkwell\Community\Rest\Drop_In;
use Inkwell\Community\Rest\Early_Dispatch;
			use Inkwell\Community\Rest\Fast_Actions;
			update_option( Fast_Actions::OPTION, %3$s );
			$debug = ( new Fast_Actions() )->add_debug_information( array() );
			echo wp_json_encode( array( Fast_Actions::enabled(), $debug["inkwell-community"]["fields"]["fast_actions"]["debug"], Early_Dispatch::enabled( "/fup/post/like" ) ) );
			delete_option( Fast_Actions::OPTION );',
			$constant,
			var_export( ABSPATH . 'wp-load.php', true ), // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- builds PHP source.
			$setting
		);
		$output = (string) shell_exec( 'INKWELL_SITE=test ' . escapeshellarg( PHP_BINARY ) . ' -r ' . escapeshellarg( $script ) . ' 2>&1' );
		$answer = json_decode( $output, true );
		$this->assertIsArray( $answer, $output );
		$this->assertSame( 'true' === $constant, $answer[0] );
		$this->assertSame( ( 'true' === $constant ? 'on' : 'off' ) . ' (constant)', $answer[1] );
		$this->assertSame( 'true' === $constant, $answer[2], 'the dispatcher follows the constant' );
	}

	public function test_the_choice_is_the_dispatchers_default_and_its_filter_has_the_last_word(): void {
		delete_option( Fast_Actions::OPTION );
		$this->assertFalse( Early_Dispatch::enabled( '/fup/post/like' ) );
		$this->assertFalse( Early_Dispatch::enabled( 'admin-ajax:inkwell_widget_get_posts' ) );
		update_option( Fast_Actions::OPTION, true );
		$this->assertTrue( Early_Dispatch::enabled( '/fup/post/like' ) );

		$off = static fn(): bool => false;
		add_filter( 'inkwell_community_early_rest', $off );
		$this->assertFalse( Early_Dispatch::enabled( '/fup/post/like' ), 'the filter turns it off although the owner switched it on' );
		remove_filter( 'inkwell_community_early_rest', $off );

		delete_option( Fast_Actions::OPTION );
		$on = static fn(): bool => true;
		add_filter( 'inkwell_community_early_rest', $on );
		$this->assertTrue( Early_Dispatch::enabled( '/fup/post/like' ), 'the filter turns it on although the setting is off (as the bench does)' );
		remove_filter( 'inkwell_community_early_rest', $on );
	}
}
