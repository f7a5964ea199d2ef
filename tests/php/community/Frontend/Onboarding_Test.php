<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Frontend;

use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Frontend\Onboarding;
use Inkwell\Tests\Test_Case;

/**
 * @covers \Inkwell\Community\Frontend\Onboarding
 */
final class Onboarding_Test extends Test_Case {

	protected function set_up(): void {
		parent::set_up();
		( new Assets() )->register();
	}

	private function footer(): string {
		ob_start();
		( new Onboarding() )->print();
		return (string) ob_get_clean();
	}

	public function test_registration_marks_the_new_reader_and_the_slider_is_shown_once(): void {
		$user = register_new_user( 'newreader' . wp_rand( 1000, 9999 ), 'new' . wp_rand( 1000, 9999 ) . '@inkwell.test' );
		$this->assertIsInt( $user );
		$this->assertSame( '1', get_user_meta( $user, Onboarding::META, true ) );

		wp_set_current_user( $user );
		( new Onboarding() )->enqueue();
		$this->assertTrue( wp_script_is( Onboarding::SCRIPT, 'enqueued' ) );
		$html = $this->footer();
		$this->assertStringContainsString( '<dialog id="inkwell-onboarding"', $html );
		$this->assertSame( 4, substr_count( $html, 'data-inkwell-slide' ) );
		$this->assertStringContainsString( 'data-inkwell-onboarding-next', $html );
		$this->assertStringContainsString( 'data-inkwell-onboarding-skip', $html );
		$this->assertStringContainsString( 'Step 1 of 4', $html );

		$this->assertSame( '', $this->footer(), 'Shown once.' );
		$this->assertSame( '', get_user_meta( $user, Onboarding::META, true ) );
	}

	public function test_users_created_otherwise_and_guests_never_see_it(): void {
		wp_set_current_user( $this->users['subscriber'] );
		$this->assertSame( '', $this->footer() );
		wp_set_current_user( 0 );
		$this->assertSame( '', $this->footer() );
	}
}
