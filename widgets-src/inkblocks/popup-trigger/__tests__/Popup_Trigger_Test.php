<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

use Inkblocks\Popups\Popup_Post_Type;
use Inkblocks\Popups\Popup_Renderer;
use Inkwell\Tests\Test_Case;


/**
 * Server render of the Popup trigger block: the per-element trigger settings the popups island reads, an
 * accessible control that degrades without JavaScript, validation of the popup and the post, and the
 * popup printed on the page it is attached to.
 *
 * @covers \Inkblocks\Blocks\Popup_Trigger
 * @covers \Inkblocks\Popups\Popup_Renderer
 */
final class Popup_Trigger_Test extends Test_Case {
	use Block_Render {
		set_up as render_set_up;
	}

	/** @var int[] Popup ids the inkblocks_popup_attached action announced during the test. */
	private array $announced = array();

	protected function set_up(): void {
		$this->render_set_up();
		add_action( 'inkblocks_popup_attached', array( $this, 'remember' ) );
	}

	protected function tear_down(): void {
		remove_action( 'inkblocks_popup_attached', array( $this, 'remember' ) );
		parent::tear_down();
	}

	public function remember( int $popup_id ): void {
		$this->announced[] = $popup_id;
	}

	/**
	 * @param array<string,mixed> $settings Settings.
	 * @param array<string,mixed> $fields   Post fields.
	 */
	private function popup( array $settings = array(), array $fields = array() ): int {
		$id = $this->create_post(
			$fields + array(
				'post_type'    => Popup_Post_Type::POST_TYPE,
				'post_title'   => 'Reading list',
				'post_content' => '<!-- wp:paragraph --><p>Inside the popup</p><!-- /wp:paragraph -->',
			)
		);
		update_post_meta( $id, Popup_Post_Type::SETTINGS_META, $settings + array( 'conditions' => array() ) );
		return $id;
	}

	/**
	 * @param array<string,mixed>|string $attributes Attributes.
	 */
	private function trigger( array|string $attributes, string $inner = '' ): string {
		return trim( do_blocks( $this->block( 'inkblocks/popup-trigger', $attributes, $inner ) ) );
	}

	/**
	 * The per-element trigger settings on the element that matches a tag, decoded.
	 *
	 * @return array<string,mixed>|null
	 */
	private function settings_on( string $html, string $tag ): ?array {
		$this->assertSame( 1, preg_match( '#<' . $tag . '\b[^>]*>#', $html, $element ), "No <$tag> in: $html" );
		if ( ! preg_match( '/data-inkblocks-popup-trigger="([^"]*)"/', $element[0], $match ) ) {
			return null;
		}
		return json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
	}

	public function test_a_button_opens_the_popup_by_click(): void {
		$id   = $this->popup();
		$html = $this->trigger( array( 'popupId' => $id ) );

		$this->assertMatchesRegularExpression( '#^<div class="[^"]*\binkblocks-popup-trigger is-display-button is-trigger-click\b[^"]*">\s*<button type="button" class="inkblocks-popup-trigger__control wp-element-button" aria-haspopup="dialog" data-inkblocks-popup-trigger="[^"]+">Reading list</button>\s*</div>$#', $html );
		$this->assertNull( $this->settings_on( $html, 'div' ) );
		$this->assertSame(
			array(
				'trigger-type'   => 'click-self',
				'attached-popup' => $id,
			),
			$this->settings_on( $html, 'button' )
		);
		$this->assertStringContainsString( 'wp-block-inkblocks-popup-trigger', $html );
		$this->assertSame( array( $id ), $this->announced );
		$this->assertTrue( wp_script_is( 'inkblocks-popup-trigger-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'inkblocks-popup-trigger-view-style', 'enqueued' ) );
	}

	public function test_the_trigger_script_loads_with_the_page(): void {
		// A page registers its scripts (the island loader among them) before its content renders.
		do_action( 'wp_enqueue_scripts' );
		do_blocks( $this->block( 'inkblocks/popup-trigger', array( 'popupId' => $this->popup() ) ) );
		ob_start();
		do_action( 'wp_print_footer_scripts' );
		$footer = (string) ob_get_clean();
		// Printed live, not inert in a template for when it comes near the screen: it marks the controls of a popup opened on load.
		$this->assertStringContainsString( 'id="inkblocks-popup-trigger-view-script-js"', (string) preg_replace( '#<template.*?</template>#s', '', $footer ) );
	}

	public function test_a_link_leads_to_the_post_it_names_and_passes_it_as_custom_content(): void {
		$id   = $this->popup( array( 'content-type' => 'post-content' ) );
		$post = $this->create_post( array( 'post_title' => 'The featured article' ) );
		$html = $this->trigger(
			array(
				'popupId' => $id,
				'display' => 'link',
				'text'    => 'Read it here',
				'postId'  => $post,
			)
		);

		$this->assertMatchesRegularExpression( '#<a class="inkblocks-popup-trigger__control is-link" href="' . preg_quote( esc_url( get_permalink( $post ) ), '#' ) . '" aria-haspopup="dialog" data-inkblocks-popup-trigger="[^"]+">Read it here</a>#', $html );
		$this->assertSame(
			array(
				'trigger-type'   => 'click-self',
				'attached-popup' => $id,
				'custom-content' => (string) $post,
			),
			$this->settings_on( $html, 'a' )
		);
		$this->assertStringNotContainsString( '<button', $html );
	}

	public function test_a_button_that_names_a_post_is_a_link_styled_as_a_button(): void {
		$post = $this->create_post();
		$html = $this->trigger(
			array(
				'popupId' => $this->popup(),
				'postId'  => $post,
			)
		);
		$this->assertStringContainsString( '<a class="inkblocks-popup-trigger__control wp-element-button" href="' . esc_url( get_permalink( $post ) ) . '"', $html );
	}

	public function test_a_link_without_a_post_is_a_button_that_looks_like_a_link(): void {
		$html = $this->trigger(
			array(
				'popupId' => $this->popup(),
				'display' => 'link',
			)
		);
		$this->assertStringContainsString( '<button type="button" class="inkblocks-popup-trigger__control is-link" aria-haspopup="dialog"', $html );
		$this->assertStringNotContainsString( '<a ', $html );
	}

	public function test_wrapped_blocks_open_the_popup_by_a_click_anywhere_and_keep_a_button_for_the_keyboard(): void {
		$id   = $this->popup();
		$html = $this->trigger(
			array(
				'popupId' => $id,
				'display' => 'wrapper',
				'text'    => 'Meet the team',
			),
			"<!-- wp:paragraph -->\n<p>Who writes here?</p>\n<!-- /wp:paragraph -->"
		);

		$this->assertSame(
			array(
				'trigger-type'   => 'click-self',
				'attached-popup' => $id,
			),
			$this->settings_on( $html, 'div' )
		);
		$this->assertMatchesRegularExpression( '#<p[^>]*>Who writes here\?</p>\s*<button type="button" class="inkblocks-popup-trigger__control wp-element-button" aria-haspopup="dialog">Meet the team</button>#', $html );
	}

	public function test_the_inner_blocks_of_a_button_or_link_are_not_shown(): void {
		$html = $this->trigger( array( 'popupId' => $this->popup() ), "<!-- wp:paragraph -->\n<p>Left over</p>\n<!-- /wp:paragraph -->" );
		$this->assertStringNotContainsString( 'Left over', $html );
	}

	/**
	 * @return array<string, array{string, string}>
	 */
	public function data_provider_watched_triggers(): array {
		return array(
			'hover on a button'           => array( 'hover', 'button' ),
			'scroll-to on wrapped blocks' => array( 'scroll-to', 'wrapper' ),
		);
	}

	/**
	 * @dataProvider data_provider_watched_triggers
	 */
	public function test_hover_and_scroll_to_watch_the_block_and_its_control_still_clicks( string $trigger, string $display ): void {
		$id   = $this->popup();
		$html = $this->trigger(
			array(
				'popupId' => $id,
				'trigger' => $trigger,
				'display' => $display,
			),
			"<!-- wp:paragraph -->\n<p>Card</p>\n<!-- /wp:paragraph -->"
		);
		$this->assertSame(
			array(
				'trigger-type'   => $trigger,
				'attached-popup' => $id,
			),
			$this->settings_on( $html, 'div' )
		);
		$this->assertSame(
			array(
				'trigger-type'   => 'click-self',
				'attached-popup' => $id,
			),
			$this->settings_on( $html, 'button' )
		);
		$this->assertStringContainsString( "is-display-$display is-trigger-$trigger", $html );
	}

	/**
	 * @return array<string, array{string}>
	 */
	public function data_provider_unusable_popups(): array {
		return array(
			'draft'              => array( 'draft' ),
			'trashed'            => array( 'trash' ),
			'pending'            => array( 'pending' ),
			'private'            => array( 'private' ),
			'password protected' => array( 'password' ),
			'not a popup'        => array( 'post' ),
			'missing'            => array( 'missing' ),
		);
	}

	/**
	 * @dataProvider data_provider_unusable_popups
	 */
	public function test_an_unusable_popup_renders_nothing_for_visitors_and_a_notice_for_editors( string $case ): void {
		$id = match ( $case ) {
			'password' => $this->popup( array(), array( 'post_password' => 'secret' ) ),
			'post'     => $this->create_post(),
			'missing'  => PHP_INT_MAX,
			default    => $this->popup( array(), array( 'post_status' => $case ) ),
		};
		$this->assertSame( '', $this->trigger( array( 'popupId' => $id ) ) );
		wp_set_current_user( $this->users['subscriber'] );
		$this->assertSame( '', $this->trigger( array( 'popupId' => $id ) ) );
		$this->assertFalse( wp_script_is( 'inkblocks-popup-trigger-view-script', 'enqueued' ) );

		wp_set_current_user( $this->users['editor'] );
		$this->assertSame( '<p class="inkblocks-notice" role="note">The popup of this trigger is not published: visitors see nothing here.</p>', $this->trigger( array( 'popupId' => $id ) ) );
		$this->assertSame( array(), $this->announced );
	}

	public function test_without_a_popup_editors_are_asked_to_choose_one(): void {
		$this->assertSame( '', $this->trigger( array() ) );
		wp_set_current_user( $this->users['author'] );
		$this->assertSame( '<p class="inkblocks-notice" role="note">Choose a popup for this trigger.</p>', $this->trigger( array() ) );
		$this->assertSame( '<p class="inkblocks-notice" role="note">Choose a popup for this trigger.</p>', $this->trigger( '{"popupId":"12"}' ) );
	}

	public function test_an_unpublished_or_private_post_is_neither_linked_nor_passed(): void {
		$id = $this->popup( array( 'content-type' => 'post-content' ) );
		foreach ( array( array( 'post_status' => 'draft' ), array( 'post_password' => 'secret' ), array( 'post_type' => Popup_Post_Type::POST_TYPE ) ) as $fields ) {
			$post = $this->create_post( $fields );
			$html = $this->trigger(
				array(
					'popupId' => $id,
					'display' => 'link',
					'postId'  => $post,
				)
			);
			$this->assertStringNotContainsString( '<a ', $html );
			$this->assertArrayNotHasKey( 'custom-content', (array) $this->settings_on( $html, 'button' ) );
		}
	}

	public function test_a_popup_for_logged_in_people_gets_no_trigger_for_guests(): void {
		$id = $this->popup( array( 'audience' => 'logged-in' ) );
		$this->assertSame( '', $this->trigger( array( 'popupId' => $id ) ) );
		wp_set_current_user( $this->users['subscriber'] );
		$this->assertStringContainsString( '<button', $this->trigger( array( 'popupId' => $id ) ) );
	}

	public function test_hostile_attributes_are_neutralised(): void {
		$id   = $this->popup( array(), array( 'post_title' => 'Deal <script>alert(1)</script>' ) );
		$html = $this->trigger( '{"popupId":' . $id . ',"display":"\" onmouseover=\"x","trigger":"always","postId":"1","text":"<b onclick=x>Go</b><script>alert(2)</script>","className":"\" onfocus=\"y"}' );

		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( 'onmouseover="', $html );
		$this->assertStringNotContainsString( 'onfocus="', $html );
		$this->assertStringNotContainsString( '<b onclick', $html );
		$this->assertStringContainsString( 'is-display-button is-trigger-click', $html );
		$this->assertMatchesRegularExpression( '#<button [^>]+>Go</button>#', $html );

		$html = $this->trigger( array( 'popupId' => $id ) );
		$this->assertStringNotContainsString( '<script>', $html );
	}

	public function test_the_attached_popup_is_printed_with_the_page_without_its_own_trigger(): void {
		$attached  = $this->popup();
		$site      = $this->popup( array( 'conditions' => array( 'site' ) ) );
		$elsewhere = $this->popup( array( 'conditions' => array( 'page:' . PHP_INT_MAX ) ) );
		$guests    = $this->popup( array( 'audience' => 'guest' ) );
		$renderer  = new Popup_Renderer();
		add_action( 'inkblocks_popup_attached', array( $renderer, 'attach' ) );
		do_blocks( $this->block( 'inkblocks/popup-trigger', array( 'popupId' => $attached ) ) . $this->block( 'inkblocks/popup-trigger', array( 'popupId' => $site ) ) );
		remove_action( 'inkblocks_popup_attached', array( $renderer, 'attach' ) );
		$renderer->attach( $guests );
		wp_set_current_user( $this->users['subscriber'] );

		ob_start();
		$renderer->render();
		$footer = (string) ob_get_clean();

		$islands = array();
		preg_match_all( '/data-inkblocks-popup-id="(\d+)" data-inkwell-island="popup" data-inkwell-props="([^"]+)"/', $footer, $matches, PREG_SET_ORDER );
		foreach ( $matches as $match ) {
			$islands[ (int) $match[1] ] = json_decode( html_entity_decode( $match[2], ENT_QUOTES ), true );
		}
		$this->assertArrayHasKey( $attached, $islands );
		$this->assertTrue( $islands[ $attached ]['attachedOnly'] );
		$this->assertStringContainsString( 'Inside the popup', $islands[ $attached ]['content'] );
		$this->assertFalse( $islands[ $site ]['attachedOnly'] );
		$this->assertArrayNotHasKey( $elsewhere, $islands );
		$this->assertArrayNotHasKey( $guests, $islands );
		$this->assertTrue( wp_script_is( 'inkblocks-popups', 'enqueued' ) );
	}

	public function test_an_attached_popup_is_found_beyond_the_newest_fifty(): void {
		$oldest = $this->popup( array(), array( 'post_date' => '2001-01-01 00:00:00' ) );
		for ( $i = 0; $i < 50; $i++ ) {
			$this->popup( array(), array( 'post_title' => "Filler $i" ) );
		}
		$renderer = new Popup_Renderer();
		ob_start();
		$renderer->render();
		$this->assertStringNotContainsString( 'data-inkblocks-popup-id="' . $oldest . '"', (string) ob_get_clean() );

		$renderer->attach( $oldest );
		ob_start();
		$renderer->render();
		$this->assertStringContainsString( 'data-inkblocks-popup-id="' . $oldest . '"', (string) ob_get_clean() );
	}
}
