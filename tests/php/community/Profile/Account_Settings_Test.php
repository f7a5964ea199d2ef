<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Profile;

use Inkwell\Community\Profile\Account_Settings;
use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Profile\Cover_Overlay;
use Inkwell\Tests\Test_Case;

/**
 * @covers \Inkwell\Community\Profile\Account_Settings
 * @covers \Inkwell\Community\Profile\Cover_Overlay
 */
final class Account_Settings_Test extends Test_Case {

	protected function set_up(): void {
		parent::set_up();
		( new Assets() )->register();
	}

	private function account_page( int $user_id ): string {
		wp_set_current_user( $user_id );
		ob_start();
		do_action( 'inkwell_account', $user_id );
		return (string) ob_get_clean();
	}

	public function test_the_form_posts_to_admin_post_with_a_nonce_and_the_hidden_delete_flag(): void {
		$html = $this->account_page( $this->users['subscriber'] );
		$this->assertStringContainsString( 'action="' . admin_url( 'admin-post.php' ) . '"', $html );
		$this->assertStringContainsString( 'enctype="multipart/form-data"', $html );
		$this->assertStringContainsString( '<input type="hidden" name="action" value="inkwell_save_profile">', $html );
		$this->assertMatchesRegularExpression( '/name="_wpnonce" value="([0-9a-f]{10})"/', $html );
		preg_match( '/name="_wpnonce" value="([0-9a-f]{10})"/', $html, $m );
		$this->assertSame( 1, wp_verify_nonce( $m[1], Account_Settings::ACTION ) );
		$this->assertStringContainsString( '<input type="hidden" name="profile_image_delete" value="0" data-inkwell-image-delete-flag>', $html );
		$this->assertStringContainsString( 'accept="image/jpeg,image/png,image/gif,image/webp"', $html );
		$this->assertTrue( wp_script_is( Account_Settings::SCRIPT, 'enqueued' ) );
	}

	public function test_every_overlay_is_offered_and_the_saved_one_is_checked_and_previewed(): void {
		update_user_meta( $this->users['subscriber'], Cover_Overlay::META, 'accent' );
		$html = $this->account_page( $this->users['subscriber'] );
		foreach ( array_keys( Cover_Overlay::choices() ) as $value ) {
			$this->assertStringContainsString( 'name="cover_overlay" value="' . $value . '"', $html );
		}
		$this->assertMatchesRegularExpression( '/value="accent"\s+checked=\'checked\'/', $html );
		$this->assertStringContainsString( 'class="inkwell-cover is-overlay-accent"', $html );
		// No image yet: the remove button is hidden.
		$this->assertMatchesRegularExpression( '/data-inkwell-image-delete data-initials="data:image\/svg\+xml[^"]*" hidden>/', $html );
	}

	public function test_nothing_is_printed_for_another_user(): void {
		wp_set_current_user( $this->users['subscriber'] );
		ob_start();
		do_action( 'inkwell_account', $this->users['author'] );
		$this->assertStringNotContainsString( 'inkwell-profile-form', (string) ob_get_clean() );
	}

	public function test_the_author_page_cover_shows_the_authors_overlay_and_unknown_values_fall_back(): void {
		update_user_meta( $this->users['author'], Cover_Overlay::META, 'dark' );
		ob_start();
		do_action( 'inkwell_author_cover', $this->users['author'] );
		$this->assertStringContainsString( 'class="inkwell-cover is-overlay-dark"', (string) ob_get_clean() );

		update_user_meta( $this->users['author'], Cover_Overlay::META, '" onmouseover="x' );
		$this->assertSame( 'none', Cover_Overlay::of( $this->users['author'] ) );
	}
}
