<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Forms;

use Inkwell\Forms\Inbox\Inbox;
use Inkwell\Forms\Submission\Spam_Guard;
use Inkwell\Tests\Rest_Test_Case;
use WP_REST_Request;
use WP_REST_Response;

require_once __DIR__ . '/Form_Fixtures.php';

/**
 * POST /inkwell-forms/v1/contact-forms/{id}/feedback, GET refill and schema (SPEC 3, 4.10, 7.4).
 *
 * @covers \Inkwell\Forms\Rest\Feedback_Controller
 * @covers \Inkwell\Forms\Submission\Processor
 * @covers \Inkwell\Forms\Submission\Mailer
 * @covers \Inkwell\Forms\Submission\Spam_Guard
 * @covers \Inkwell\Forms\Inbox\Inbox
 */
final class Feedback_Controller_Test extends Rest_Test_Case {
	use Form_Fixtures;

	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR']     = '203.0.113.' . wp_rand( 1, 250 );
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0';
	}

	protected function tear_down(): void {
		unset( $_SERVER['HTTP_USER_AGENT'] );
		parent::tear_down();
	}

	/**
	 * @param array<string,mixed> $body Fields.
	 */
	private function send( int $form_id, array $body, string $content_type = 'multipart/form-data' ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', "/inkwell-forms/v1/contact-forms/$form_id/feedback" );
		$request->set_header( 'Content-Type', $content_type );
		$request->set_body_params( $body );
		return rest_get_server()->dispatch( $request );
	}

	/**
	 * @return array<int,\WP_Post>
	 */
	private function inbox( int $form_id ): array {
		return get_posts(
			array(
				'post_type'   => Inbox::POST_TYPE,
				'post_parent' => $form_id,
				'numberposts' => -1,
			)
		);
	}

	public function test_a_valid_submission_sends_the_mail_and_lands_in_the_inbox(): void {
		$form   = $this->contact_form();
		$before = $this->mail_snapshot();

		$data = $this->assert_ok( $this->send( $form, $this->valid_submission( $form ) ) );

		$this->assertSame( 'mail_sent', $data['status'] );
		$this->assertSame( 'Thank you for your message. It has been sent.', $data['message'] );
		$this->assertSame( array(), $data['invalid_fields'] );
		$this->assertMatchesRegularExpression( '/^\d+\.[0-9a-f]{16}\.[0-9a-f]{64}$/', $data['posted_data_hash'] );
		$this->assertArrayHasKey( 'captcha', $data );
		$this->assertArrayHasKey( 'quiz', $data );

		$mail = $this->new_mail( $before );
		$this->assertCount( 1, $mail );
		$this->assertStringContainsString( 'To: office@inkwell.test', $mail[0] );
		$this->assertStringContainsString( 'Subject: Contact: Engines', $mail[0] );
		$this->assertStringContainsString( 'Reply-To: ada@example.com', $mail[0] );
		$this->assertStringContainsString( 'From: Ada Lovelace <ada@example.com>', $mail[0] );
		$this->assertStringContainsString( 'The analytical engine weaves algebraic patterns.', $mail[0] );

		$entries = $this->inbox( $form );
		$this->assertCount( 1, $entries );
		$this->assertSame( 'mail_sent', get_post_meta( $entries[0]->ID, Inbox::STATUS_META, true ) );
		$this->assertSame( 'Ada Lovelace', $entries[0]->post_title );
		$this->assertStringContainsString( 'Your email: ada@example.com', $entries[0]->post_content );
		$this->assertSame( Spam_Guard::ip_hash( $_SERVER['REMOTE_ADDR'] ), get_post_meta( $entries[0]->ID, Inbox::IP_META, true ) );
		$this->assertStringNotContainsString( $_SERVER['REMOTE_ADDR'], (string) wp_json_encode( get_post_meta( $entries[0]->ID ) ) );
	}

	public function test_form_encoded_bodies_are_accepted_too(): void {
		$form   = $this->contact_form();
		$before = $this->mail_snapshot();
		$data   = $this->assert_ok( $this->send( $form, $this->valid_submission( $form ), 'application/x-www-form-urlencoded' ) );
		$this->assertSame( 'mail_sent', $data['status'] );
		$this->assertCount( 1, $this->new_mail( $before ) );
	}

	public function test_field_errors_answer_validation_failed_with_each_message_and_send_nothing(): void {
		$form   = $this->contact_form();
		$before = $this->mail_snapshot();

		$data = $this->assert_ok(
			$this->send(
				$form,
				$this->valid_submission(
					$form,
					array(
						'your-name'    => '   ',
						'your-email'   => 'ada@@example',
						'your-message' => str_repeat( 'x', 501 ),
					)
				)
			)
		);

		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( 'One or more fields have an error. Please check and try again.', $data['message'] );
		$this->assertSame(
			array(
				array(
					'field'   => 'your-name',
					'message' => 'Please fill out this field.',
				),
				array(
					'field'   => 'your-email',
					'message' => 'Please enter an email address.',
				),
				array(
					'field'   => 'your-message',
					'message' => 'This field has a too long input.',
				),
			),
			$data['invalid_fields']
		);
		$this->assertSame( array(), $this->new_mail( $before ) );
		$this->assertSame( array(), $this->inbox( $form ) );
	}

	public function test_an_unticked_acceptance_box_answers_acceptance_missing(): void {
		$form = $this->contact_form();
		$body = $this->valid_submission( $form );
		unset( $body['consent'] );

		$data = $this->assert_ok( $this->send( $form, $body ) );

		$this->assertSame( 'acceptance_missing', $data['status'] );
		$this->assertSame( 'You must accept the terms and conditions before sending your message.', $data['message'] );
		$this->assertSame( array(), $this->inbox( $form ) );
	}

	public function test_a_filled_honeypot_is_spam(): void {
		$form   = $this->contact_form();
		$before = $this->mail_snapshot();
		$data   = $this->assert_ok( $this->send( $form, $this->valid_submission( $form, array( '_inkwell_forms_website' => 'http://spam.example' ) ) ) );
		$this->assertSame( 'spam', $data['status'] );
		$this->assertSame( array(), $this->new_mail( $before ) );
	}

	public function test_a_form_sent_faster_than_the_minimum_fill_time_is_spam(): void {
		$form = $this->contact_form();
		$data = $this->assert_ok( $this->send( $form, $this->valid_submission( $form, array( '_inkwell_forms_ts' => Spam_Guard::token( time() - 1 ) ) ) ) );
		$this->assertSame( 'spam', $data['status'] );
	}

	public function test_field_errors_come_before_the_fill_time_so_a_quick_person_sees_what_to_correct(): void {
		$form = $this->contact_form();
		$fast = array(
			'your-email'        => 'ada@',
			'_inkwell_forms_ts' => Spam_Guard::token( time() ),
		);
		$data = $this->assert_ok( $this->send( $form, $this->valid_submission( $form, $fast ) ) );
		$this->assertSame( 'validation_failed', $data['status'] );
	}

	public function test_a_forged_or_missing_timestamp_is_spam(): void {
		$form = $this->contact_form();
		$data = $this->assert_ok( $this->send( $form, $this->valid_submission( $form, array( '_inkwell_forms_ts' => ( time() - 60 ) . '.forged' ) ) ) );
		$this->assertSame( 'spam', $data['status'] );
		$body = $this->valid_submission( $form );
		unset( $body['_inkwell_forms_ts'] );
		$this->assertSame( 'spam', $this->assert_ok( $this->send( $form, $body ) )['status'] );
	}

	public function test_the_rate_limit_stops_an_address_after_five_messages(): void {
		$form   = $this->contact_form();
		$before = $this->mail_snapshot();
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertSame( 'mail_sent', $this->assert_ok( $this->send( $form, $this->valid_submission( $form ) ) )['status'] );
		}
		$data = $this->assert_ok( $this->send( $form, $this->valid_submission( $form ) ) );
		$this->assertSame( 'spam', $data['status'] );
		$this->assertSame( 'Too many messages were sent from your address. Please try again later.', $data['message'] );
		$this->assertCount( 5, $this->new_mail( $before ) );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
		$this->assertSame( 'mail_sent', $this->assert_ok( $this->send( $form, $this->valid_submission( $form ) ) )['status'] );
		$this->new_mail( $before );
	}

	public function test_the_spam_filter_marks_a_submission_as_spam_and_keeps_it_in_the_inbox(): void {
		$form = $this->contact_form();
		$seen = array();
		$spam = static function ( bool $spam, $f, array $values ) use ( &$seen ): bool {
			$seen = $values;
			return true;
		};
		add_filter( 'inkwell_forms_is_spam', $spam, 10, 3 );
		$data = $this->assert_ok( $this->send( $form, $this->valid_submission( $form ) ) );
		remove_filter( 'inkwell_forms_is_spam', $spam, 10 );

		$this->assertSame( 'spam', $data['status'] );
		$this->assertSame( 'ada@example.com', $seen['your-email'] );
		$this->assertSame( 'spam', get_post_meta( $this->inbox( $form )[0]->ID, Inbox::STATUS_META, true ) );
	}

	/**
	 * @return array<string,array{0: string, 1: string}>
	 */
	public static function data_provider_pre_send_statuses(): array {
		return array(
			'aborted'          => array( 'aborted', 'Sending the message was aborted.' ),
			'payment_required' => array( 'payment_required', 'Payment is required to send this message.' ),
		);
	}

	/**
	 * @dataProvider data_provider_pre_send_statuses
	 */
	public function test_the_pre_send_filter_can_stop_with_a_status( string $status, string $message ): void {
		$form   = $this->contact_form();
		$before = $this->mail_snapshot();
		$filter = static fn () => array( 'status' => $status );
		add_filter( 'inkwell_forms_pre_send', $filter );
		$data   = $this->assert_ok( $this->send( $form, $this->valid_submission( $form ) ) );
		remove_filter( 'inkwell_forms_pre_send', $filter );

		$this->assertSame( $status, $data['status'] );
		$this->assertSame( $message, $data['message'] );
		$this->assertSame( array(), $this->new_mail( $before ) );
		$this->assertSame( $status, get_post_meta( $this->inbox( $form )[0]->ID, Inbox::STATUS_META, true ) );
	}

	public function test_a_refused_mail_answers_mail_failed(): void {
		$form = $this->contact_form( array( 'to' => '[your-subject]' ) );
		$data = $this->assert_ok( $this->send( $form, $this->valid_submission( $form ) ) );
		$this->assertSame( 'mail_failed', $data['status'] );
		$this->assertSame( 'mail_failed', get_post_meta( $this->inbox( $form )[0]->ID, Inbox::STATUS_META, true ) );
	}

	public function test_header_injection_through_fields_never_adds_headers(): void {
		$form   = $this->contact_form(
			array(
				'to'      => 'office@inkwell.test, [your-subject]',
				'subject' => 'Contact: [your-name]',
			)
		);
		$before = $this->mail_snapshot();
		$data   = $this->assert_ok(
			$this->send(
				$form,
				$this->valid_submission(
					$form,
					array(
						'your-name'    => "Eve\r\nBcc: victim@example.com",
						'your-email'   => "eve@example.com\r\nBcc: victim2@example.com",
						'your-subject' => "x@example.com\nBcc: victim3@example.com",
					)
				)
			)
		);
		// sanitize_text_field folds the line breaks, so the email is invalid and the name harmless.
		$this->assertSame( 'validation_failed', $data['status'] );

		$data = $this->assert_ok(
			$this->send(
				$form,
				$this->valid_submission(
					$form,
					array(
						'your-name'    => "Eve\r\nBcc: victim@example.com",
						'your-subject' => 'x@example.com Bcc: victim3@example.com',
					)
				)
			)
		);
		$this->assertSame( 'mail_sent', $data['status'] );
		$mail = $this->new_mail( $before );
		$this->assertCount( 1, $mail );
		$this->assertDoesNotMatchRegularExpression( '/^Bcc:/mi', $mail[0] );
		$this->assertMatchesRegularExpression( '/^To: office@inkwell.test\r?$/m', $mail[0] );
		$this->assertMatchesRegularExpression( '/^Subject: Contact: Eve Bcc: victim@example.com\r?$/m', $mail[0] );
	}

	public function test_an_unknown_form_gets_404_with_a_json_message(): void {
		$this->assert_error( $this->send( 999999, array() ), 404, 'inkwell_forms_not_found' );
		$page = self::factory_page();
		$this->assert_error( $this->send( $page, array() ), 404, 'inkwell_forms_not_found' );
		$this->assert_error( rest_get_server()->dispatch( new WP_REST_Request( 'GET', '/inkwell-forms/v1/contact-forms/999999/refill' ) ), 404, 'inkwell_forms_not_found' );
	}

	public function test_a_malformed_body_gets_400(): void {
		$form = $this->contact_form();
		$this->assert_error( $this->send( $form, $this->valid_submission( $form ), 'application/json' ), 400, 'inkwell_forms_malformed' );
		$this->assert_error( $this->send( $form, $this->valid_submission( $form, array( 'your-name' => array( 'a', 'b' ) ) ) ), 400, 'inkwell_forms_malformed' );
	}

	public function test_the_schema_lists_the_fields_rules_and_messages(): void {
		$form   = $this->create_form(
			array(
				array(
					'number',
					array(
						'name'     => 'guests',
						'label'    => 'Guests',
						'required' => true,
						'min'      => '1',
						'max'      => '8',
						'step'     => 1,
					),
				),
				array(
					'checkbox',
					array(
						'name'     => 'topics',
						'options'  => array( 'a', 'b' ),
						'maxItems' => 1,
					),
				),
				array( 'submit', array() ),
			)
		);
		$schema = $this->assert_ok( rest_get_server()->dispatch( new WP_REST_Request( 'GET', "/inkwell-forms/v1/contact-forms/$form/feedback/schema" ) ) );

		$this->assertSame( 1, $schema['version'] );
		$this->assertSame(
			array(
				array(
					'type'     => 'number',
					'name'     => 'guests',
					'label'    => 'Guests',
					'required' => true,
					'min'      => 1.0,
					'max'      => 8.0,
					'step'     => 1.0,
				),
				array(
					'type'     => 'checkbox',
					'name'     => 'topics',
					'label'    => '',
					'required' => false,
					'options'  => array( 'a', 'b' ),
					'maxItems' => 1,
				),
			),
			$schema['fields']
		);
		$this->assertContains( 'https', $schema['schemes'] );
		$this->assertContains( 'mailto', $schema['schemes'] );
		$this->assertSame( 'Please fill out this field.', $schema['messages']['required'] );
	}

	public function test_refill_gives_captcha_and_quiz_data(): void {
		$form = $this->contact_form();
		$data = $this->assert_ok( rest_get_server()->dispatch( new WP_REST_Request( 'GET', "/inkwell-forms/v1/contact-forms/$form/refill" ) ) );
		$this->assertSame( array( 'captcha', 'quiz', 'fill_token' ), array_keys( $data ) );
	}

	public function test_a_draft_form_is_not_found(): void {
		$form = $this->contact_form();
		wp_update_post(
			array(
				'ID'          => $form,
				'post_status' => 'draft',
			)
		);
		$this->assert_error( $this->send( $form, $this->valid_submission( $form ) ), 404, 'inkwell_forms_not_found' );
	}

	private static function factory_page(): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Not a form',
			)
		);
	}

	/**
	 * The answer to a submission, without the parts that are new in every answer.
	 *
	 * @param array<string,mixed> $data An answer.
	 * @return array{status: mixed, message: mixed, invalid_fields: mixed}
	 */
	private function outcome( array $data ): array {
		return array(
			'status'         => $data['status'],
			'message'        => $data['message'],
			'invalid_fields' => $data['invalid_fields'],
		);
	}

	public function test_a_replayed_submission_is_spam_and_sends_nothing(): void {
		$form   = $this->contact_form();
		$before = $this->mail_snapshot();
		$body   = $this->valid_submission( $form );
		$this->assertSame( 'mail_sent', $this->assert_ok( $this->send( $form, $body ) )['status'] );

		$replay = $this->assert_ok( $this->send( $form, $body ) );

		$this->assertSame( 'spam', $replay['status'] );
		$this->assertCount( 1, $this->new_mail( $before ), 'the replay sent nothing' );
		$this->assertCount( 1, $this->inbox( $form ) );
	}

	public function test_a_token_of_the_old_format_or_older_than_a_day_is_spam(): void {
		$form   = $this->contact_form();
		$before = $this->mail_snapshot();
		$then   = time() - 30 * DAY_IN_SECONDS;
		// The request that worked before: a signed time, no id, reusable forever.
		$old     = $then . '.' . hash_hmac( 'sha256', 'inkwell-forms-ts|' . $then, wp_salt( 'nonce' ) );
		$expired = Spam_Guard::token( time() - DAY_IN_SECONDS - 60 );

		foreach ( array( $old, $expired ) as $token ) {
			$data = $this->assert_ok( $this->send( $form, $this->valid_submission( $form, array( '_inkwell_forms_ts' => $token ) ) ) );
			$this->assertSame( 'spam', $data['status'] );
		}
		$this->assertSame( array(), $this->new_mail( $before ) );
	}

	public function test_a_request_without_a_user_agent_is_spam(): void {
		$form   = $this->contact_form();
		$before = $this->mail_snapshot();
		unset( $_SERVER['HTTP_USER_AGENT'] );

		$this->assertSame( 'spam', $this->assert_ok( $this->send( $form, $this->valid_submission( $form ) ) )['status'] );

		$_SERVER['HTTP_USER_AGENT'] = '  ';
		$this->assertSame( 'spam', $this->assert_ok( $this->send( $form, $this->valid_submission( $form ) ) )['status'] );
		$this->assertSame( array(), $this->new_mail( $before ) );
	}

	public function test_a_stale_forged_or_foreign_posted_data_hash_is_spam(): void {
		$form   = $this->contact_form();
		$other  = $this->contact_form();
		$before = $this->mail_snapshot();
		$values = array( 'your-name' => 'Ada Lovelace' );
		$hashes = array(
			'stale'   => Spam_Guard::posted_hash( $form, $values, time() - DAY_IN_SECONDS - 60 ),
			'forged'  => time() . '.0123456789abcdef.' . str_repeat( 'a', 64 ),
			'old'     => wp_hash( (string) wp_json_encode( $values ), 'nonce' ),
			'foreign' => Spam_Guard::posted_hash( $other, $values ),
		);
		foreach ( $hashes as $kind => $hash ) {
			$data = $this->assert_ok( $this->send( $form, $this->valid_submission( $form, array( '_inkwell_forms_posted_data_hash' => $hash ) ) ) );
			$this->assertSame( 'spam', $data['status'], $kind );
		}
		$this->assertSame( array(), $this->new_mail( $before ) );
	}

	public function test_a_person_sends_again_with_the_token_and_hash_of_the_answer(): void {
		$form  = $this->contact_form();
		$first = $this->assert_ok( $this->send( $form, $this->valid_submission( $form, array( 'your-email' => 'not an address' ) ) ) );
		$this->assertSame( 'validation_failed', $first['status'] );
		$this->assertArrayNotHasKey( 'fill_token', $first, 'a refusal of the fields leaves the token unused' );

		$sent = $this->assert_ok( $this->send( $form, $this->valid_submission( $form, array( '_inkwell_forms_posted_data_hash' => $first['posted_data_hash'] ) ) ) );
		$this->assertSame( 'mail_sent', $sent['status'] );
		$this->assertMatchesRegularExpression( '/^\d+\.[0-9a-f]{16}\.[0-9a-f]{64}$/', $sent['fill_token'] );

		$no_wait = static fn (): int => 0;
		add_filter( 'inkwell_forms_min_fill_time', $no_wait );
		$again   = $this->assert_ok(
			$this->send(
				$form,
				$this->valid_submission(
					$form,
					array(
						'_inkwell_forms_ts'               => $sent['fill_token'],
						'_inkwell_forms_posted_data_hash' => $sent['posted_data_hash'],
					)
				)
			)
		);
		remove_filter( 'inkwell_forms_min_fill_time', $no_wait );
		$this->assertSame( 'mail_sent', $again['status'] );
	}

	public function test_a_bot_gets_the_answer_a_person_taken_for_spam_gets_whatever_gave_it_away(): void {
		$form    = $this->contact_form();
		$filter  = static fn (): bool => true;
		$answers = array();
		add_filter( 'inkwell_forms_is_spam', $filter );
		$answers['person taken for spam'] = $this->outcome( $this->assert_ok( $this->send( $form, $this->valid_submission( $form ) ) ) );
		remove_filter( 'inkwell_forms_is_spam', $filter );
		$answers['honeypot'] = $this->outcome( $this->assert_ok( $this->send( $form, $this->valid_submission( $form, array( '_inkwell_forms_website' => 'x' ) ) ) ) );
		$answers['expired']  = $this->outcome( $this->assert_ok( $this->send( $form, $this->valid_submission( $form, array( '_inkwell_forms_ts' => Spam_Guard::token( time() - 2 * DAY_IN_SECONDS ) ) ) ) ) );
		$replayed            = $this->valid_submission( $form );
		$this->send( $form, $replayed );
		$answers['replayed'] = $this->outcome( $this->assert_ok( $this->send( $form, $replayed ) ) );
		unset( $_SERVER['HTTP_USER_AGENT'] );
		$answers['no user agent'] = $this->outcome( $this->assert_ok( $this->send( $form, $this->valid_submission( $form ) ) ) );

		$this->assertCount( 1, array_unique( array_map( 'wp_json_encode', $answers ) ), (string) wp_json_encode( $answers ) );
	}

	public function test_refill_gives_a_fresh_fill_token(): void {
		$form    = $this->contact_form();
		$request = new WP_REST_Request( 'GET', "/inkwell-forms/v1/contact-forms/$form/refill" );
		$one     = rest_get_server()->dispatch( $request )->get_data();
		$two     = rest_get_server()->dispatch( $request )->get_data();
		$this->assertMatchesRegularExpression( '/^\d+\.[0-9a-f]{16}\.[0-9a-f]{64}$/', $one['fill_token'] );
		$this->assertNotSame( $one['fill_token'], $two['fill_token'] );
	}

	public function test_a_failing_mail_keeps_the_submission_and_answers_mail_failed(): void {
		$form = $this->contact_form();
		$fail = static fn (): bool => false;
		add_filter( 'pre_wp_mail', $fail );
		$data = $this->assert_ok( $this->send( $form, $this->valid_submission( $form ) ) );
		remove_filter( 'pre_wp_mail', $fail );

		$this->assertSame( 'mail_failed', $data['status'] );
		$entries = $this->inbox( $form );
		$this->assertCount( 1, $entries );
		$this->assertSame( 'mail_failed', get_post_meta( $entries[0]->ID, Inbox::STATUS_META, true ) );
		$this->assertStringContainsString( 'The analytical engine weaves algebraic patterns.', $entries[0]->post_content );
	}

	public function test_a_submission_the_database_refuses_answers_503_and_sends_nothing(): void {
		$form     = $this->contact_form();
		$before   = $this->mail_snapshot();
		$refuse   = static fn (): bool => true;
		add_filter( 'wp_insert_post_empty_content', $refuse );
		$response = $this->send( $form, $this->valid_submission( $form ) );
		remove_filter( 'wp_insert_post_empty_content', $refuse );

		$this->assert_error( $response, 503, 'inkwell_forms_unavailable' );
		$this->assertSame( '5', $response->get_headers()['Retry-After'] ?? null );
		$this->assertSame( array(), $this->new_mail( $before ) );
		$this->assertSame( array(), $this->inbox( $form ) );
	}
}
