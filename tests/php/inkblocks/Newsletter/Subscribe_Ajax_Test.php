<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Newsletter;

use Inkblocks\Newsletter\Confirmation_Mail;
use Inkblocks\Newsletter\Links;
use Inkblocks\Newsletter\Schema;
use Inkblocks\Newsletter\Subscribe_Ajax;
use Inkblocks\Newsletter\Subscribers;
use Inkwell\Tests\Test_Case;

/**
 * The sign-up handler behind inkblocks_subscribe_form_ajax and inkblocks_popup_lists_ajax (SPEC 7.6), with
 * real tables and the real mail (captured in var/mail/test), queued and sent as WP-Cron does. The answer
 * never tells whether an address is subscribed.
 *
 * @covers \Inkblocks\Newsletter\Subscribe_Ajax
 * @covers \Inkblocks\Newsletter\Subscribers
 * @covers \Inkblocks\Newsletter\Confirmation_Mail
 */
final class Subscribe_Ajax_Test extends Test_Case {

	private Subscribers $subscribers;
	private Subscribe_Ajax $ajax;
	private Confirmation_Mail $mail;
	private int $list_id;
	/** @var string[] */
	private array $mail_before;

	protected function set_up(): void {
		parent::set_up();
		$this->subscribers = new Subscribers();
		$this->mail        = new Confirmation_Mail( new Links( $this->subscribers ), $this->subscribers );
		$this->ajax        = new Subscribe_Ajax( $this->subscribers, $this->mail );
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

	/**
	 * Sends the queued confirmation mails, as WP-Cron would; returns the subscriber ids that were queued.
	 *
	 * @return int[]
	 */
	private function run_queue(): array {
		$queued = array();
		foreach ( (array) _get_cron_array() as $timestamp => $hooks ) {
			foreach ( $hooks[ Confirmation_Mail::HOOK ] ?? array() as $event ) {
				wp_unschedule_event( $timestamp, Confirmation_Mail::HOOK, $event['args'] );
				$queued[] = (int) $event['args'][0];
				$this->mail->send_queued( ...$event['args'] );
			}
		}
		return $queued;
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
		$this->assertSame( array(), $this->new_mail(), 'queued, not sent during the request' );

		$this->assertSame( array( $subscriber['id'] ), $this->run_queue() );
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

	public function test_new_pending_and_confirmed_addresses_get_the_same_answer_after_the_same_work(): void {
		$confirmed = $this->subscribers->add( $this->list_id, 'known@example.org', array(), '' );
		$this->subscribers->set_status( $confirmed['id'], Subscribers::CONFIRMED );
		$pending = $this->subscribers->add( $this->list_id, 'waiting@example.org', array(), '' );
		$this->assertTrue( $this->subscribers->claim_confirmation( $pending['id'] ), 'mailed a minute ago' );

		$answers = array();
		$queued  = array();
		foreach ( array( 'new@example.org', 'waiting@example.org', 'known@example.org' ) as $email ) {
			$mails             = count( $this->new_mail() );
			$answers[ $email ] = $this->ajax->handle( $this->inline( $email ), false, $this->ip() );
			$this->assertCount( $mails, $this->new_mail(), 'no mail inside any request' );
			$queued[ $email ] = $this->run_queue();
		}

		// The request that told them apart ("You are already subscribed") now gets the words of the others.
		$this->assertCount( 1, array_unique( array_map( 'wp_json_encode', $answers ) ), (string) wp_json_encode( $answers ) );
		$this->assertSame( 'Thank you! Please check your inbox to confirm your subscription.', $answers['known@example.org']['message'] );
		$this->assertSame( array( 1, 1, 1 ), array_values( array_map( 'count', $queued ) ), 'each request queued one mail' );
		$mail = array_map( 'file_get_contents', $this->new_mail() );
		$this->assertCount( 1, $mail, 'only the new address was mailed: the pending one had its mail today' );
		$this->assertStringContainsString( 'To: new@example.org', $mail[0] );
		$this->assertSame( Subscribers::CONFIRMED, $this->subscribers->get( $confirmed['id'] )['status'] );
	}

	public function test_at_most_one_confirmation_mail_a_day_per_address(): void {
		global $wpdb;
		$subscriber = null;
		for ( $i = 0; $i < 4; $i++ ) {
			$this->ajax->handle( $this->inline( 'ada@example.org' ), false, $this->ip() );
			$subscriber = $this->subscribers->find( $this->list_id, 'ada@example.org' );
			$this->mail->send_queued( $subscriber['id'] ); // Even when each sign-up's event runs.
		}
		$this->assertCount( 1, $this->new_mail() );

		$wpdb->update( Schema::subscribers_table(), array( 'mailed_at' => gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS - 60 ) ), array( 'id' => $subscriber['id'] ) );
		$this->assertTrue( $this->mail->send_queued( $subscriber['id'] ) );
		$this->assertCount( 2, $this->new_mail(), 'a day later, one more' );
	}

	public function test_a_sign_up_never_changes_a_confirmed_subscribers_data(): void {
		global $wpdb;
		$subscriber = $this->subscribers->add( $this->list_id, 'ada@example.org', array( 'name' => 'Ada' ), 'page:1' );
		$this->subscribers->set_status( $subscriber['id'], Subscribers::CONFIRMED );
		$row    = static fn (): array => (array) $wpdb->get_row( $wpdb->prepare( 'SELECT status, fields, source, updated_at FROM ' . Schema::subscribers_table() . ' WHERE id = %d', $subscriber['id'] ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$before = $row();

		$this->ajax->handle( $this->inline( 'ADA@example.org', array( 'additional' => array( 'name' => 'Mallory' ) ) ), false, $this->ip() );

		$this->assertSame( $before, $row() );
		$this->assertSame( '{"name":"Ada"}', $row()['fields'] );
	}

	public function test_an_unsubscribed_address_signing_up_again_is_pending_with_the_new_fields(): void {
		$subscriber = $this->subscribers->add( $this->list_id, 'ada@example.org', array( 'name' => 'Ada' ), '' );
		$this->subscribers->set_status( $subscriber['id'], Subscribers::UNSUBSCRIBED );

		$this->ajax->handle( $this->inline( 'ada@example.org', array( 'additional' => array( 'name' => 'Ada L.' ) ) ), false, $this->ip() );

		$this->assertSame( Subscribers::PENDING, $this->subscribers->get( $subscriber['id'] )['status'] );
		$this->assertSame( '{"name":"Ada L."}', $this->subscribers->of_email( 'ada@example.org' )[0]['fields'] );
	}

	public function test_a_failed_mail_gives_its_turn_to_the_next_sign_up(): void {
		$fail = static fn (): bool => false;
		add_filter( 'pre_wp_mail', $fail );
		$this->ajax->handle( $this->inline( 'ada@example.org' ), false, $this->ip() );
		$this->run_queue();
		remove_filter( 'pre_wp_mail', $fail );
		$this->assertSame( array(), $this->new_mail() );

		$this->ajax->handle( $this->inline( 'ada@example.org' ), false, $this->ip() );
		$this->run_queue();
		$this->assertCount( 1, $this->new_mail() );
	}

	public function test_a_sign_up_the_database_refuses_answers_503(): void {
		$break  = static fn ( $query ) => str_starts_with( ltrim( (string) $query ), 'INSERT INTO ' . Schema::subscribers_table() ) ? 'SELECT * FROM inkblocks_no_such_table' : $query;
		add_filter( 'query', $break );
		$answer = $this->ajax->handle( $this->inline( 'ada@example.org' ), false, $this->ip() );
		remove_filter( 'query', $break );

		$this->assertSame( array( 503, 'error' ), array( $answer['status'], $answer['type'] ) );
		$this->assertSame( 'Your sign-up could not be saved just now. Please try again in a moment.', $answer['message'] );
		$this->assertSame( array(), $this->run_queue() );
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
