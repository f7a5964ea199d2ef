<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Forms;

use Inkwell\Forms\Admin\Settings;
use Inkwell\Forms\Form\Form;
use Inkwell\Forms\Inbox\Inbox;
use Inkwell\Tests\Test_Case;

require_once __DIR__ . '/Form_Fixtures.php';

/**
 * Deleting the plugin runs uninstall.php as WordPress does: the forms and submissions stay unless the site
 * owner ticked the deletion setting.
 *
 * @covers \Inkwell\Forms\Storage\Data_Removal
 * @covers \Inkwell\Forms\Admin\Settings
 */
final class Uninstall_Test extends Test_Case {
	use Form_Fixtures;

	private function uninstall(): void {
		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'inkwell-forms/inkwell-forms.php' );
		}
		require INKWELL_FORMS_DIR . '/uninstall.php';
	}

	/**
	 * A form with one stored submission and a captcha transient; returns [form id, submission id].
	 *
	 * @return array{0: int, 1: int}
	 */
	private function stored_data(): array {
		$form       = $this->contact_form();
		$submission = ( new Inbox() )->store(
			Form::find( $form ),
			array(
				'your-name'  => 'Ada',
				'your-email' => 'ada@example.com',
				'consent'    => '1',
			),
			'mail_sent',
			'hash'
		);
		set_transient( 'inkwell_forms_captcha_uninstall', 'x', 600 );
		return array( $form, $submission );
	}

	public function test_without_the_opt_in_deleting_the_plugin_keeps_forms_and_submissions(): void {
		list( $form, $submission ) = $this->stored_data();
		$this->assertFalse( Settings::deletes_data(), 'off by default' );

		$this->uninstall();

		$this->assertNotNull( get_post( $form ) );
		$this->assertNotNull( get_post( $submission ) );
		$this->assertSame( 'ada@example.com', get_post_meta( $submission, Inbox::EMAIL_META, true ) );
	}

	public function test_with_the_opt_in_deleting_the_plugin_deletes_forms_submissions_and_settings(): void {
		list( $form, $submission ) = $this->stored_data();
		$other                     = $this->create_post();
		update_option( Settings::DELETE_DATA_OPTION, true );

		$this->uninstall();

		$this->assertNull( get_post( $form ) );
		$this->assertNull( get_post( $submission ) );
		$this->assertSame( '', get_post_meta( $submission, Inbox::EMAIL_META, true ) );
		$this->assertFalse( get_transient( 'inkwell_forms_captcha_uninstall' ) );
		$this->assertFalse( get_option( Settings::DELETE_DATA_OPTION ) );
		$this->assertNotNull( get_post( $other ), 'other content stays' );
	}

	public function test_the_settings_screen_offers_the_opt_in_unticked_and_stores_a_boolean(): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		wp_set_current_user( $this->users['administrator'] );
		( new Settings() )->register_setting();
		ob_start();
		( new Settings() )->render();
		$html = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '/<input type="checkbox" name="inkwell_forms_delete_data" value="1"\s+aria-describedby/', $html, 'unticked' );
		$this->assertStringContainsString( 'Delete all forms and submissions', $html );

		update_option( Settings::DELETE_DATA_OPTION, 'yes please' );
		$this->assertTrue( get_option( Settings::DELETE_DATA_OPTION ) );
		$this->assertTrue( Settings::deletes_data() );
	}
}
