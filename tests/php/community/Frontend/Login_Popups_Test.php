<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Frontend;

use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Frontend\Login_Popups;
use Inkwell\Tests\Test_Case;

/**
 * @covers \Inkwell\Community\Frontend\Login_Popups
 */
final class Login_Popups_Test extends Test_Case {

	protected function set_up(): void {
		parent::set_up();
		( new Assets() )->register();
	}

	private function footer(): string {
		ob_start();
		( new Login_Popups() )->print();
		return (string) ob_get_clean();
	}

	public function test_a_guest_page_with_controls_gets_both_popups_with_their_message_areas(): void {
		wp_dequeue_script( Assets::HANDLE );
		Assets::enqueue();
		$html = $this->footer();
		$this->assertStringContainsString( '<dialog id="inkwell-login-popup"', $html );
		$this->assertStringContainsString( 'id="inkwell-login-form"', $html );
		$this->assertStringContainsString( 'wp-login.php', $html );
		$this->assertStringContainsString( '<dialog id="inkwell-register-popup"', $html );
		$this->assertStringContainsString( 'action="' . site_url( 'wp-login.php?action=register', 'login_post' ) . '"', $html );
		$this->assertSame( 2, substr_count( $html, '<p class="inkwell-popup__message" role="alert" data-inkwell-popup-message hidden></p>' ) );
		$this->assertStringContainsString( 'data-inkwell-popup-done hidden', $html );
		$this->assertStringNotContainsString( 'nonce', $html );
		$this->assertFalse( wp_script_is( Assets::HANDLE, 'enqueued' ), 'Guests load no React islands.' );
	}

	public function test_no_register_popup_when_the_site_closes_registration_and_none_for_readers(): void {
		Assets::enqueue();
		update_option( 'users_can_register', 0 );
		$html = $this->footer();
		$this->assertStringContainsString( 'inkwell-login-popup', $html );
		$this->assertStringNotContainsString( 'inkwell-register-popup', $html );
		$this->assertStringNotContainsString( 'data-inkwell-popup-switch="register"', $html );

		wp_set_current_user( $this->users['subscriber'] );
		$this->assertSame( '', $this->footer() );
	}
}
