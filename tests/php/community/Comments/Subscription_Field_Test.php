<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Comments;

use Inkwell\Community\Comments\Subscription_Field;
use Inkwell\Community\Storage\Relations;
use Inkwell\Tests\Test_Case;

/**
 * The comment form's "notify me of new responses" checkbox: shown to logged-in readers in the state of
 * their subscription, and posting the form sets that subscription (the one the control toggles).
 *
 * @covers \Inkwell\Community\Comments\Subscription_Field
 */
final class Subscription_Field_Test extends Test_Case {

	private Relations $relations;
	private int $post_id;
	private int $reader;

	protected function set_up(): void {
		parent::set_up();
		$this->relations        = new Relations();
		$this->post_id          = $this->create_post( array( 'post_author' => $this->users['author'] ) );
		$this->reader           = $this->users['subscriber'];
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 250 );
		remove_action( 'set_comment_cookies', 'wp_set_comment_cookies' );
		// Mails about the new responses are not what these tests look at.
		add_filter( 'pre_wp_mail', '__return_false' );
		// Several responses within seconds are what these tests post.
		add_filter( 'wp_is_comment_flood', '__return_false', 99 );
	}

	protected function tear_down(): void {
		add_action( 'set_comment_cookies', 'wp_set_comment_cookies', 10, 3 );
		remove_filter( 'pre_wp_mail', '__return_false' );
		remove_filter( 'wp_is_comment_flood', '__return_false', 99 );
		unset( $_SERVER['REMOTE_ADDR'] );
		parent::tear_down();
	}

	private function form_html(): string {
		$GLOBALS['post'] = get_post( $this->post_id );
		setup_postdata( $GLOBALS['post'] );
		ob_start();
		comment_form( array(), $this->post_id );
		$html = (string) ob_get_clean();
		wp_reset_postdata();
		return $html;
	}

	/**
	 * Posts a response as the current user with the form's fields.
	 *
	 * @param array<string,string> $fields Extra fields.
	 */
	private function respond( array $fields ): void {
		$_POST   = $fields;
		$comment = wp_handle_comment_submission(
			$fields + array(
				'comment_post_ID' => (string) $this->post_id,
				'comment'         => 'A response number ' . wp_rand(),
			)
		);
		$this->assertInstanceOf( \WP_Comment::class, $comment, is_wp_error( $comment ) ? $comment->get_error_code() : '' );
	}

	private function nonce(): string {
		return wp_create_nonce( Subscription_Field::nonce_action( $this->post_id ) );
	}

	private function subscribed(): bool {
		return $this->relations->has( $this->reader, Relations::SUBSCRIBE, Relations::POST, $this->post_id );
	}

	public function test_a_reader_sees_the_checkbox_in_the_state_of_their_subscription(): void {
		wp_set_current_user( $this->reader );
		$this->assertMatchesRegularExpression( '/<input type="checkbox"[^>]*name="inkwell_subscribe"(?![^>]*checked)[^>]*>/', $this->form_html() );
		$this->assertStringContainsString( 'Notify me of new responses', $this->form_html() );

		$this->relations->add( $this->reader, Relations::SUBSCRIBE, Relations::POST, $this->post_id );
		$this->assertMatchesRegularExpression( '/<input type="checkbox"[^>]*name="inkwell_subscribe"[^>]*checked/', $this->form_html() );
	}

	public function test_a_guest_gets_no_checkbox(): void {
		$this->assertStringNotContainsString( 'inkwell_subscribe', $this->form_html() );
	}

	public function test_posting_with_the_box_ticked_subscribes_and_unticked_unsubscribes(): void {
		wp_set_current_user( $this->reader );
		$this->respond(
			array(
				Subscription_Field::FIELD => '1',
				Subscription_Field::NONCE => $this->nonce(),
			)
		);
		$this->assertTrue( $this->subscribed() );

		$this->respond( array( Subscription_Field::NONCE => $this->nonce() ) );
		$this->assertFalse( $this->subscribed() );
	}

	public function test_a_post_without_the_nonce_changes_nothing(): void {
		wp_set_current_user( $this->reader );
		$this->respond( array( Subscription_Field::FIELD => '1' ) );
		$this->assertFalse( $this->subscribed() );

		$this->relations->add( $this->reader, Relations::SUBSCRIBE, Relations::POST, $this->post_id );
		$this->respond( array( Subscription_Field::NONCE => 'forged' ) );
		$this->assertTrue( $this->subscribed() );
	}
}
