<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Forms;

use Inkwell\Forms\Challenge\Captcha;
use Inkwell\Forms\Form\Form;
use Inkwell\Tests\Rest_Test_Case;
use WP_REST_Request;
use WP_REST_Response;

require_once __DIR__ . '/Form_Fixtures.php';

/**
 * Quiz and image captcha: drawn, served through refill and the answer, checked on the server.
 *
 * @covers \Inkwell\Forms\Challenge\Captcha
 * @covers \Inkwell\Forms\Challenge\Quiz
 * @covers \Inkwell\Forms\Challenge\Challenges
 * @covers \Inkwell\Forms\Rest\Feedback_Controller
 * @covers \Inkwell\Forms\Form\Form
 */
final class Challenges_Test extends Rest_Test_Case {
	use Form_Fixtures;

	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR']     = '192.0.2.' . wp_rand( 1, 250 );
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0';
	}

	protected function tear_down(): void {
		unset( $_SERVER['HTTP_USER_AGENT'] );
		parent::tear_down();
	}

	/**
	 * The contact form with a quiz of two questions and a captcha.
	 */
	private function challenge_form(): int {
		return $this->create_form(
			array(
				array(
					'text',
					array(
						'name'     => 'your-name',
						'required' => true,
					),
				),
				array(
					'quiz',
					array(
						'name'      => 'quiz',
						'label'     => 'Quiz',
						'questions' => array(
							array(
								'question' => 'What is 2 + 3?',
								'answer'   => '5|five',
							),
							array(
								'question' => 'The capital of France?',
								'answer'   => 'Paris',
							),
						),
					),
				),
				array(
					'captcha',
					array(
						'name'  => 'code',
						'label' => 'Type the code',
					),
				),
				array( 'submit', array() ),
			)
		);
	}

	/**
	 * @param array<string,mixed> $body Fields.
	 */
	private function send( int $form_id, array $body ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', "/inkwell-forms/v1/contact-forms/$form_id/feedback" );
		$request->set_header( 'Content-Type', 'multipart/form-data' );
		$request->set_body_params( $body );
		return rest_get_server()->dispatch( $request );
	}

	/**
	 * @return array<string,mixed>
	 */
	private function refill( int $form_id ): array {
		return $this->as_json( $this->assert_ok( rest_get_server()->dispatch( new WP_REST_Request( 'GET', "/inkwell-forms/v1/contact-forms/$form_id/refill" ) ) ) );
	}

	/**
	 * Answer data as the client receives it (objects become arrays).
	 *
	 * @param array<string,mixed> $data Response data.
	 * @return array<string,mixed>
	 */
	private function as_json( array $data ): array {
		return json_decode( (string) wp_json_encode( $data ), true );
	}

	/**
	 * A captcha challenge whose code the test chooses (a drawn image cannot be read back).
	 */
	private function known_captcha( string $code ): string {
		$token = str_repeat( 'a', 19 ) . wp_rand( 1, 9 );
		$hash  = hash_hmac( 'sha256', strtoupper( $code ), wp_salt( 'nonce' ) );
		set_transient( 'inkwell_forms_captcha_' . $token, $hash, 600 );
		return $token;
	}

	/**
	 * A quiz answer for a refill's question.
	 *
	 * @param string $question The question asked.
	 */
	private function answer_to( string $question ): string {
		return 'What is 2 + 3?' === $question ? 'Five' : ' paris ';
	}

	public function test_refill_gives_a_captcha_image_drawn_with_gd_and_a_quiz_question_without_its_answer(): void {
		$form = $this->challenge_form();
		$data = $this->refill( $form );

		$this->assertSame( array( 'code' ), array_keys( $data['captcha'] ) );
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9]{20}$/', $data['captcha']['code']['token'] );
		$this->assertStringStartsWith( 'data:image/png;base64,', $data['captcha']['code']['image'] );
		$png  = base64_decode( substr( $data['captcha']['code']['image'], 22 ), true );
		$size = getimagesizefromstring( (string) $png );
		$this->assertSame( array( 150, 50 ), array( $size[0], $size[1] ) );

		$this->assertContains( $data['quiz']['quiz']['question'], array( 'What is 2 + 3?', 'The capital of France?' ) );
		$this->assertMatchesRegularExpression( '/^[01]\.[0-9a-f]{64}$/', $data['quiz']['quiz']['token'] );
		$this->assertStringNotContainsString( 'Paris', (string) wp_json_encode( $data ) );
		$this->assertStringNotContainsString( 'five', (string) wp_json_encode( $data ) );
	}

	public function test_two_refills_give_different_captchas(): void {
		$form = $this->challenge_form();
		$this->assertNotSame( $this->refill( $form )['captcha']['code']['token'], $this->refill( $form )['captcha']['code']['token'] );
	}

	public function test_the_schema_lists_quiz_and_captcha_but_never_the_answers(): void {
		$form   = $this->challenge_form();
		$schema = $this->assert_ok( rest_get_server()->dispatch( new WP_REST_Request( 'GET', "/inkwell-forms/v1/contact-forms/$form/feedback/schema" ) ) );
		$this->assertSame( array( 'your-name', 'quiz', 'code' ), array_column( $schema['fields'], 'name' ) );
		$this->assertStringNotContainsString( 'Paris', (string) wp_json_encode( $schema ) );
		$this->assertSame( 'The answer to the quiz is incorrect.', $schema['messages']['quiz_wrong'] );
	}

	public function test_right_answers_send_the_mail_and_are_not_stored(): void {
		$form   = $this->challenge_form();
		$quiz   = $this->refill( $form )['quiz']['quiz'];
		$before = $this->mail_snapshot();
		$data   = $this->as_json(
			$this->assert_ok(
				$this->send(
					$form,
					$this->valid_submission(
						$form,
						array(
							'quiz' => $this->answer_to( $quiz['question'] ),
							'_inkwell_forms_challenge_quiz' => $quiz['token'],
							'code' => 'ab c7x',
							'_inkwell_forms_challenge_code' => $this->known_captcha( 'ABC7X' ),
						)
					)
				)
			)
		);
		$this->assertSame( 'mail_sent', $data['status'], (string) wp_json_encode( $data['invalid_fields'] ) );
		$mail = $this->new_mail( $before );
		$this->assertCount( 1, $mail );
		$this->assertStringNotContainsString( 'ABC7X', $mail[0] );
		$this->assertArrayHasKey( 'code', $data['captcha'], 'the answer carries a new captcha' );
		$this->assertArrayHasKey( 'quiz', $data['quiz'] );
	}

	/**
	 * @return array<string, array{0: array<string,string>, 1: array<string,string>}>
	 */
	public function data_provider_wrong_answers(): array {
		return array(
			'blank quiz and captcha' => array(
				array(
					'quiz' => '  ',
					'code' => '',
				),
				array(
					'quiz' => 'Please fill out this field.',
					'code' => 'Please fill out this field.',
				),
			),
			'wrong quiz answer'      => array(
				array( 'quiz' => 'Lyon' ),
				array( 'quiz' => 'The answer to the quiz is incorrect.' ),
			),
			'wrong captcha code'     => array(
				array( 'code' => 'ZZZZZ' ),
				array( 'code' => 'The code you entered is incorrect. Please try the new one.' ),
			),
			'forged quiz token'      => array(
				array( '_inkwell_forms_challenge_quiz' => '1.' . str_repeat( 'f', 64 ) ),
				array( 'quiz' => 'The answer to the quiz is incorrect.' ),
			),
			'unknown captcha token'  => array(
				array( '_inkwell_forms_challenge_code' => str_repeat( 'b', 20 ) ),
				array( 'code' => 'The code you entered is incorrect. Please try the new one.' ),
			),
		);
	}

	/**
	 * @dataProvider data_provider_wrong_answers
	 *
	 * @param array<string,string> $change   Fields that differ from a right submission.
	 * @param array<string,string> $expected Message by field.
	 */
	public function test_wrong_or_blank_answers_fail_validation( array $change, array $expected ): void {
		$form = $this->challenge_form();
		$body = $this->valid_submission(
			$form,
			array(
				'quiz'                          => 'Paris',
				'_inkwell_forms_challenge_quiz' => '1.' . hash_hmac( 'sha256', 'inkwell-forms-quiz|' . $form . '|quiz|1', wp_salt( 'nonce' ) ),
				'code'                          => 'ABC7X',
				'_inkwell_forms_challenge_code' => $this->known_captcha( 'ABC7X' ),
			)
		);
		$data = $this->assert_ok( $this->send( $form, array_merge( $body, $change ) ) );
		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( $expected, array_column( $data['invalid_fields'], 'message', 'field' ) );
	}

	public function test_a_captcha_answers_once_only(): void {
		$captcha = new Captcha();
		$token   = $this->known_captcha( 'HJK23' );
		$this->assertTrue( $captcha->verify( $token, 'hjk23' ) );
		$this->assertFalse( $captcha->verify( $token, 'hjk23' ), 'a used captcha is refused' );
		$wrong = $this->known_captcha( 'HJK23' );
		$this->assertFalse( $captcha->verify( $wrong, 'HJK24' ) );
		$this->assertFalse( $captcha->verify( $wrong, 'HJK23' ), 'a wrong guess uses it up too' );
	}

	public function test_quiz_pairs_without_a_question_or_an_answer_are_left_out(): void {
		$form = $this->create_form(
			array(
				array(
					'quiz',
					array(
						'name'      => 'q',
						'questions' => array(
							array(
								'question' => 'Only a question',
								'answer'   => '',
							),
							array(
								'question' => 'Sky colour?',
								'answer'   => 'blue',
							),
						),
					),
				),
			)
		);
		$this->assertSame(
			array(
				array(
					'question' => 'Sky colour?',
					'answer'   => 'blue',
				),
			),
			Form::find( $form )->quiz_pairs( 'q' )
		);
	}
}
