<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Newsletter;

use Inkblocks\Newsletter\Confirmation_Mail;
use Inkblocks\Newsletter\Links;
use Inkblocks\Newsletter\Subscribe_Ajax;
use Inkblocks\Newsletter\Subscribers;
use Inkwell\Tests\Test_Case;

/**
 * The sign-up handler behind inkblocks_subscribe_form_ajax and inkblocks_popup_lists_ajax (SPEC 7.6), with
 * real tables and the real mail (captured in var/mail/test).
 *
 * @covers \Inkblocks\Newsletter\Subscribe_Ajax
 * @covers \Inkblocks\Newsletter\Subscribers
 * @covers \Inkblocks\Newsletter\Confirmation_Mail
 */
final class Subscribe_Ajax_Test extends Test_Case {

	private Subscribers $subscribers;
	private Subscribe_Ajax $ajax;
	private int $list_id;
	/** @var string[] */
	private array $mail_before;

	protected function set_up(): void {
		parent::set_up();
		$this->subscribers = new Subscribers();
		$this->ajax        = new Subscribe_Ajax( $this->subscribers, new Confirmation_Mail( new Links( $this->subscribers ) ) );
		$this->list_id     = $this->subscribers->create_list( 'Weekly digest' );
		$this->mail_before = glob( INKWELL_MAIL_DIR . '/*.eml' );
	}

	protected function tear_down(): void {
		foreach ( $this->new_mail() as $file ) {
			unlink( $file );
		}
		parent::tear_down();
	}

	/** @return string[] */
	private function new_mail(): array {
		return array_values( array_diff( glob( INKWELL_MAIL_DIR . '/*.eml' ), $this->mail_before ) );
	}

	/**
	 * @param array<string,mixed> $extra Fields to add or override.
	 * @return array<string,mixed>
	 */
	private function inline( string $email, array $extra = array() ): array {
		return $extra + array(
			'email'              => $email,
			'use_target_list_id' => 'true',
			'target_list_id'     => (string) $this->list_id,
			'data'               => 'page:12',
			'additional'         => array( 'name' => 'Ada' ),
		);
	}

	private function ip(): string {
		return '203.0.113.' . wp_rand( 1, 250 ) . '.' . wp_generate_password( 6, false );
	}

	public function test_a_valid_address_becomes_a_pending_subscriber_and_gets_a_signed_confirmation_mail(): void {
		$answer = $this->ajax->handle( $this->inline( 'Ada@Example.org' ), false, $this->ip() );

		$this->assertSame( 'success', $answer['type'] );
		$this->assertSame( 200, $answer['status'] );
		$subscriber = $this->subscribers->find( $this->list_id, 'ada@example.org' );
		$this->assertSame( Subscribers::PENDING, $subscriber['status'] );

		$mail = $this->new_mail();
		$this->assertCount( 1, $mail );
		$message = (string) file_get_contents( $mail[0] );
		$this->assertStringContainsString( 'To: ada@example.org', $message );
		$this->assertStringContainsString( 'Weekly digest', $message );
		$this->assertMatchesRegularExpression( '/inkblocks_newsletter=confirm&(amp;)?subscriber=' . $subscriber['id'] . '&(amp;)?token=[0-9a-f]{64}/', $message );
		$this->assertMatchesRegularExpression( '/List-Unsubscribe: <[^>]*inkblocks_newsletter=unsubscribe[^>]*token=[0-9a-f]{64}>/', $message );
		$this->assertStringContainsString( 'List-Unsubscribe-Post: List-Unsubscribe=One-Click', $message );
	}

	public function test_an_invalid_address_is_refused_with_the_spec_message_and_stores_nothing(): void {
		foreach ( array( '', 'ada', 'ada@', 'ada@example', 'ada@example.c', 'a b@example.org', '@example.org' ) as $email ) {
			$answer = $this->ajax->handle( $this->inline( $email ), false, $this->ip() );
			$this->assertSame( 'error', $answer['type'], $email );
			$this->assertSame( 'Please specify a valid email', $answer['message'] );
			$this->assertSame( 400, $answer['status'] );
		}
		$this->assertSame( 0, $this->subscribers->count( $this->list_id, Subscribers::PENDING ) );
		$this->assertSame( array(), $this->new_mail() );
	}

	public function test_the_same_address_twice_is_one_subscriber(): void {
		$ip = $this->ip();
		$this->ajax->handle( $this->inline( 'ada@example.org' ), false, $ip );
		$this->ajax->handle( $this->inline( 'ADA@example.org' ), false, $ip );
		$this->assertSame( 1, $this->subscribers->count( $this->list_id, Subscribers::PENDING ) );
	}

	public function test_a_confirmed_subscriber_signing_up_again_is_told_so_and_gets_no_mail(): void {
		$subscriber = $this->subscribers->add( $this->list_id, 'ada@example.org', array(), '' );
		$this->subscribers->set_status( $subscriber['id'], Subscribers::CONFIRMED );

		$answer = $this->ajax->handle( $this->inline( 'ada@example.org' ), false, $this->ip() );

		$this->assertSame( 'success', $answer['type'] );
		$this->assertSame( 'You are already subscribed. Thank you!', $answer['message'] );
		$this->assertSame( Subscribers::CONFIRMED, $this->subscribers->get( $subscriber['id'] )['status'] );
		$this->assertSame( array(), $this->new_mail() );
	}

	public function test_an_unknown_list_is_refused(): void {
		$answer = $this->ajax->handle( $this->inline( 'ada@example.org', array( 'target_list_id' => (string) ( $this->list_id + 1000 ) ) ), false, $this->ip() );
		$this->assertSame( 'error', $answer['type'] );
		$this->assertSame( 404, $answer['status'] );
		$this->assertSame( 'This mailing list does not exist.', $answer['message'] );
	}

	public function test_the_popup_form_needs_its_target_list(): void {
		$data = $this->inline( 'ada@example.org' );
		unset( $data['use_target_list_id'] );
		$this->assertSame( 'success', $this->ajax->handle( $data, true, $this->ip() )['type'] );
		$data['target_list_id'] = '';
		$this->assertSame( 'error', $this->ajax->handle( $data, true, $this->ip() )['type'] );
	}

	public function test_the_inline_form_without_use_target_list_id_signs_up_to_the_first_list(): void {
		$first = $this->subscribers->lists()[0]['id'];
		$data  = $this->inline( 'ada@example.org', array( 'use_target_list_id' => 'false' ) );
		$this->assertSame( 'success', $this->ajax->handle( $data, false, $this->ip() )['type'] );
		$this->assertNotNull( $this->subscribers->find( $first, 'ada@example.org' ) );
	}

	public function test_the_rate_limit_per_ip_refuses_further_sign_ups(): void {
		$limit = static fn (): int => 2;
		add_filter( 'inkblocks_newsletter_rate_limit', $limit );
		$ip    = $this->ip();
		$this->assertSame( 'success', $this->ajax->handle( $this->inline( 'a1@example.org' ), false, $ip )['type'] );
		$this->assertSame( 'success', $this->ajax->handle( $this->inline( 'a2@example.org' ), false, $ip )['type'] );
		$third = $this->ajax->handle( $this->inline( 'a3@example.org' ), false, $ip );
		$other = $this->ajax->handle( $this->inline( 'a4@example.org' ), false, $this->ip() );
		remove_filter( 'inkblocks_newsletter_rate_limit', $limit );

		$this->assertSame( 'error', $third['type'] );
		$this->assertSame( 429, $third['status'] );
		$this->assertNull( $this->subscribers->find( $this->list_id, 'a3@example.org' ) );
		$this->assertSame( 'success', $other['type'] );
	}

	public function test_a_filled_honeypot_looks_like_success_but_stores_and_sends_nothing(): void {
		$data = $this->inline( 'bot@example.org', array( 'additional' => array( Subscribe_Ajax::HONEYPOT => 'http://spam.example' ) ) );
		$this->assertSame( 'success', $this->ajax->handle( $data, false, $this->ip() )['type'] );
		$this->assertNull( $this->subscribers->find( $this->list_id, 'bot@example.org' ) );
		$this->assertSame( array(), $this->new_mail() );
	}
}
