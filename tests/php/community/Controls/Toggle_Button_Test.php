<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Controls;

use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Controls\Toggle_Button;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Test_Case;

/**
 * @covers \Inkwell\Community\Controls\Toggle_Button
 */
final class Toggle_Button_Test extends Test_Case {

	private function render( string $kind, int $id ): string {
		return ( new Toggle_Button( new Relations() ) )->render( $kind, $id );
	}

	/** @return array<string,mixed> */
	private function props( string $html ): array {
		$this->assertMatchesRegularExpression( '/data-inkwell-props="([^"]+)"/', $html );
		preg_match( '/data-inkwell-props="([^"]+)"/', $html, $m );
		return json_decode( html_entity_decode( $m[1] ), true );
	}

	public function test_a_reader_gets_an_island_with_the_stored_state(): void {
		wp_set_current_user( $this->users['subscriber'] );
		( new Relations() )->add( $this->users['subscriber'], Relations::FOLLOW, Relations::USER, $this->users['author'] );
		$html = $this->render( Toggle_Button::FOLLOW_USER, $this->users['author'] );
		$this->assertStringContainsString( 'data-inkwell-island="toggle-button"', $html );
		$this->assertSame(
			array(
				'kind'   => 'follow-user',
				'id'     => $this->users['author'],
				'name'   => get_userdata( $this->users['author'] )->display_name,
				'active' => true,
			),
			$this->props( $html )
		);
		// The state is said once, by aria-pressed; the name says whom.
		$this->assertStringContainsString( 'aria-pressed="true"', $html );
		$this->assertStringContainsString( 'aria-label="Follow ' . esc_attr( get_userdata( $this->users['author'] )->display_name ) . '"', $html );
		$this->assertStringContainsString( '>Follow<', $html );
	}

	public function test_a_block_button_names_its_action_and_is_not_a_pressed_button(): void {
		wp_set_current_user( $this->users['subscriber'] );
		$this->assertStringContainsString( '>Block<', $this->render( Toggle_Button::BLOCK, $this->users['author'] ) );
		( new Relations() )->add( $this->users['subscriber'], Relations::BLOCK, Relations::USER, $this->users['author'] );
		$html = $this->render( Toggle_Button::BLOCK, $this->users['author'] );
		$this->assertStringContainsString( '>Unblock<', $html );
		$this->assertStringContainsString( 'is-active', $html );
		$this->assertStringNotContainsString( 'aria-pressed', $html );
	}

	public function test_nobody_gets_a_follow_or_block_button_for_themselves(): void {
		wp_set_current_user( $this->users['author'] );
		$this->assertSame( '', $this->render( Toggle_Button::FOLLOW_USER, $this->users['author'] ) );
		$this->assertSame( '', $this->render( Toggle_Button::BLOCK, $this->users['author'] ) );
	}

	/**
	 * @dataProvider data_provider_login_kinds
	 */
	public function test_a_guest_gets_a_login_popup_control_without_state( string $kind ): void {
		$html = $this->render( $kind, $this->users['author'] );
		$this->assertStringContainsString( 'data-inkwell-login-popup', $html );
		$this->assertStringContainsString( 'wp-login.php', $html );
		$this->assertStringNotContainsString( 'data-inkwell-island', $html );
	}

	/** @return array<string,array{0: string}> */
	public static function data_provider_login_kinds(): array {
		return array(
			'follow'   => array( Toggle_Button::FOLLOW_USER ),
			'block'    => array( Toggle_Button::BLOCK ),
			'bookmark' => array( Toggle_Button::BOOKMARK ),
		);
	}

	public function test_a_guest_category_follow_is_a_plain_local_button_the_same_for_every_guest(): void {
		( new Assets() )->register();
		wp_dequeue_script( 'inkwell-community' );
		$term = (int) wp_insert_term( 'Guest topic', 'category' )['term_id'];
		$html = $this->render( Toggle_Button::FOLLOW_CATEGORY, $term );
		$this->assertSame( $html, $this->render( Toggle_Button::FOLLOW_CATEGORY, $term ) );
		$this->assertStringContainsString( 'data-id="' . $term . '" data-inkwell-local-category', $html );
		$this->assertStringContainsString( 'data-label-on="Follow topic"', $html );
		$this->assertStringContainsString( 'data-label-off="Follow topic"', $html );
		$this->assertStringContainsString( 'aria-pressed="false"', $html );
		$this->assertStringNotContainsString( 'data-inkwell-island', $html );
		$this->assertStringNotContainsString( 'data-inkwell-login-popup', $html );
		// No React for guests: only the plain controls bundle.
		$this->assertTrue( wp_script_is( 'inkwell-community-base', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'inkwell-community', 'enqueued' ) );
	}
}
