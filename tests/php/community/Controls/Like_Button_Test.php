<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Controls;

use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Controls\Like_Button;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Test_Case;

/**
 * @covers \Inkwell\Community\Controls\Like_Button
 * @covers \Inkwell\Community\Frontend\Template
 */
final class Like_Button_Test extends Test_Case {

	private Relations $relations;

	protected function set_up(): void {
		parent::set_up();
		$this->relations = new Relations();
		do_action( 'wp_enqueue_scripts' );
		wp_dequeue_script( 'inkwell-community' );
	}

	private function props_of( string $html ): array {
		$this->assertMatchesRegularExpression( '/data-inkwell-island="like-button"/', $html );
		preg_match( '/data-inkwell-props="([^"]*)"/', $html, $m );
		return json_decode( html_entity_decode( $m[1] ), true );
	}

	public function test_a_reader_gets_the_island_with_their_state_and_the_count(): void {
		$post = $this->create_post();
		$this->relations->add( $this->users['editor'], Relations::LIKE, Relations::POST, $post );
		$this->relations->add( $this->users['subscriber'], Relations::LIKE, Relations::POST, $post );
		wp_set_current_user( $this->users['subscriber'] );

		$html = ( new Like_Button( $this->relations ) )->render( $post );

		$this->assertSame(
			array(
				'postId' => $post,
				'liked'  => true,
				'count'  => 2,
			),
			$this->props_of( $html )
		);
		$this->assertStringContainsString( 'aria-pressed="true"', $html );
		$this->assertStringContainsString( '<span class="inkwell-like-button__count">2</span>', $html );
		$this->assertTrue( wp_script_is( 'inkwell-community', 'enqueued' ) );
	}

	public function test_a_guest_gets_a_login_control_and_no_per_user_data(): void {
		( new Assets() )->register();
		wp_dequeue_script( 'inkwell-community' );
		$post = $this->create_post();
		$html = ( new Like_Button( $this->relations ) )->render( $post );

		$this->assertStringNotContainsString( 'data-inkwell-island', $html );
		$this->assertStringContainsString( 'data-inkwell-login-popup', $html );
		$this->assertStringContainsString( 'wp-login.php', $html );
		$this->assertStringNotContainsString( 'nonce', $html );
		// Guests get the React-free bundle that turns the control into a login-popup opener, not the islands.
		$this->assertTrue( wp_script_is( 'inkwell-community-base', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'inkwell-community', 'enqueued' ) );
	}

	public function test_nothing_is_rendered_for_a_draft_or_a_page(): void {
		$button = new Like_Button( $this->relations );
		$this->assertSame( '', $button->render( $this->create_post( array( 'post_status' => 'draft' ) ) ) );
		$this->assertSame( '', $button->render( $this->create_post( array( 'post_type' => 'page' ) ) ) );
		$this->assertSame( '', $button->render( 0 ) );
	}

	public function test_the_theme_hook_prints_the_button(): void {
		$post = $this->create_post();
		ob_start();
		do_action( 'inkwell_entry_actions', $post );
		$this->assertStringContainsString( 'inkwell-like-button', (string) ob_get_clean() );
	}

	public function test_a_logged_in_page_carries_the_config_and_a_guest_page_does_not(): void {
		wp_scripts()->remove( 'inkwell-community-base' );
		wp_set_current_user( $this->users['subscriber'] );
		do_action( 'wp_enqueue_scripts' );
		$inline = wp_scripts()->get_inline_script_data( 'inkwell-community-base', 'before' );
		$this->assertStringContainsString( 'window.inkwellConfig', $inline );
		$this->assertStringContainsString( wp_create_nonce( 'wp_rest' ), $inline );
		$this->assertStringContainsString( '"nonceEndpoint":', $inline );
		$this->assertStringContainsString( 'admin-ajax.php?action=rest-nonce', $inline );

		wp_scripts()->remove( 'inkwell-community-base' );
		wp_set_current_user( 0 );
		do_action( 'wp_enqueue_scripts' );
		$this->assertSame( '', (string) wp_scripts()->get_inline_script_data( 'inkwell-community-base', 'before' ) );
	}
}
