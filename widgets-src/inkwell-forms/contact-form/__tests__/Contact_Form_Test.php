<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Forms;

use Inkwell\Forms\Blocks\Form_Instance;
use Inkwell\Forms\Blocks\Plain_Post;
use Inkwell\Forms\Inbox\Inbox;
use Inkwell\Forms\Submission\Mailer;
use Inkwell\Forms\Submission\Processor;
use Inkwell\Forms\Submission\Spam_Guard;
use Inkwell\Tests\Test_Case;

require_once dirname( __DIR__, 4 ) . '/tests/php/forms/Form_Fixtures.php';

/**
 * The Contact form block: a form that works without JavaScript, its fields rendered by their own blocks
 * in the context of this instance of the form, and a plain POST answered in place.
 *
 * @covers \Inkwell\Forms\Blocks\Form_Instance
 * @covers \Inkwell\Forms\Blocks\Plain_Post
 * @covers \Inkwell\Forms\Blocks\Registry
 */
final class Contact_Form_Test extends Test_Case {
	use Form_Fixtures;

	protected function set_up(): void {
		parent::set_up();
		wp_scripts()->queue = array();
		wp_styles()->queue  = array();
	}

	protected function tear_down(): void {
		unset( $_SERVER['REQUEST_METHOD'] );
		$_FILES = array();
		parent::tear_down();
	}

	private function render( int $form ): string {
		return do_blocks( '<!-- wp:inkwell-forms/contact-form {"id":' . $form . '} /-->' );
	}

	private function post( array $fields ): void {
		$_SERVER['REQUEST_METHOD']  = 'POST';
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0';
		$_POST                      = wp_slash( $fields );
		( new Plain_Post( new Processor( new Spam_Guard(), new Mailer(), new Inbox() ) ) )->handle();
		unset( $_SERVER['HTTP_USER_AGENT'] );
	}

	public function test_the_block_is_registered_from_its_block_json_with_its_scripts(): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'inkwell-forms/contact-form' );
		$this->assertNotNull( $type );
		$this->assertSame( 3, $type->api_version );
		$this->assertSame( array( 'id' => array( 'type' => 'integer' ) ), array_intersect_key( $type->attributes, array( 'id' => true ) ) );
		$this->assertSame( array( 'inkwell-forms-contact-form-editor-script' ), $type->editor_script_handles );
		$this->assertSame( array( 'inkwell-forms-contact-form-view-script' ), $type->view_script_handles );
		$this->assertSame( array( 'inkwell-forms-contact-form-view-style' ), $type->view_style_handles );
	}

	public function test_the_block_renders_a_form_that_posts_without_javascript_and_loads_its_island(): void {
		$form = $this->contact_form();
		$html = $this->render( $form );

		$this->assertMatchesRegularExpression( '/<div [^>]*class="[^"]*inkwell-contact-form is-init[^"]*" id="inkwell-forms-f' . $form . '-p0-o1" data-inkwell-island="contact-form" data-inkwell-props="[^"]+">/', $html );
		$this->assertMatchesRegularExpression( '/<form class="inkwell-contact-form__form" action="[^"]*#inkwell-forms-f' . $form . '-p0-o1" method="post" enctype="multipart\/form-data" aria-label="Test form">/', $html );
		$this->assertStringContainsString( 'name="_inkwell_forms" value="' . $form . '"', $html );
		$this->assertMatchesRegularExpression( '/name="_inkwell_forms_ts" value="\d+\.[0-9a-f]{16}\.[0-9a-f]{64}"/', $html );
		$this->assertStringContainsString( 'name="_inkwell_forms_website" value="" tabindex="-1"', $html );
		$this->assertMatchesRegularExpression( '/<label for="inkwell-forms-f\d+-p0-o1-your-name">Your name <span class="inkwell-contact-form__required" aria-hidden="true">\*<\/span><\/label>/', $html );
		$this->assertMatchesRegularExpression( '/<input type="email" id="[^"]+-your-email" name="your-email" required value="">/', $html );
		$this->assertStringContainsString( 'maxlength="500"', $html );
		$this->assertMatchesRegularExpression( '/<input type="checkbox" value="1" id="[^"]+-consent" name="consent" required>/', $html );
		$this->assertStringContainsString( '<button type="submit" class="inkwell-contact-form__submit wp-element-button">Send</button>', $html );
		$this->assertStringContainsString( '<div class="inkwell-contact-form__response" role="status" aria-live="polite" tabindex="-1"></div>', $html );
		$this->assertContains( 'inkwell-forms-contact-form-view-script', wp_scripts()->queue );
		$this->assertContains( 'inkwell-forms-contact-form-view-style', wp_styles()->queue );
	}

	public function test_the_props_name_the_rest_base_and_the_state(): void {
		$form = $this->contact_form();
		$this->assertSame( 1, preg_match( '/data-inkwell-props="([^"]+)"/', $this->render( $form ), $match ) );
		$this->assertSame(
			array(
				'restUrl' => rest_url( 'inkwell-forms/v1/contact-forms/' . $form ),
				'status'  => 'init',
			),
			json_decode( html_entity_decode( $match[1] ), true )
		);
	}

	public function test_blocks_between_the_fields_render_and_fields_inside_them_get_the_form(): void {
		$form = $this->create_form( array() );
		wp_update_post(
			array(
				'ID'           => $form,
				'post_content' => "<!-- wp:paragraph -->\n<p>Tell us everything.</p>\n<!-- /wp:paragraph -->\n"
					. "<!-- wp:group -->\n<div class=\"wp-block-group\"><!-- wp:inkwell-forms/text {\"name\":\"city\",\"label\":\"City\"} /--></div>\n<!-- /wp:group -->",
			)
		);
		$html = $this->render( $form );
		$this->assertStringContainsString( 'Tell us everything.</p>', $html );
		$this->assertMatchesRegularExpression( '/<div class="wp-block-group[^"]*"><p [^>]*><label for="inkwell-forms-f' . $form . '-p0-o1-city">City<\/label>/', $html );
	}

	public function test_a_form_without_a_submit_block_gets_a_send_button(): void {
		$form = $this->create_form( array( array( 'text', array( 'name' => 'a' ) ) ) );
		$this->assertStringContainsString( '<p class="inkwell-contact-form__actions"><button type="submit" class="inkwell-contact-form__submit wp-element-button">Send</button></p>', $this->render( $form ) );
	}

	public function test_each_instance_of_a_form_on_a_page_has_its_own_unit_tag_and_ids(): void {
		$form = $this->contact_form();
		$html = $this->render( $form ) . $this->render( $form );
		$this->assertStringContainsString( 'id="inkwell-forms-f' . $form . '-p0-o1-your-name"', $html );
		$this->assertStringContainsString( 'id="inkwell-forms-f' . $form . '-p0-o2-your-name"', $html );
	}

	public function test_an_unknown_form_renders_nothing_for_visitors_and_a_note_for_editors(): void {
		$this->assertSame( '', trim( $this->render( 999999 ) ) );
		wp_set_current_user( $this->users['editor'] );
		$this->assertStringContainsString( 'This contact form does not exist.', $this->render( 999999 ) );
	}

	public function test_a_plain_post_with_errors_shows_them_beside_their_fields_and_keeps_the_values(): void {
		$form = $this->contact_form();
		$this->post(
			$this->valid_submission(
				$form,
				array(
					'your-email'              => 'not-an-email',
					'_inkwell_forms_unit_tag' => 'inkwell-forms-f' . $form . '-p0-o1',
				)
			)
		);
		$html = $this->render( $form );

		$this->assertStringContainsString( 'inkwell-contact-form is-invalid', $html );
		$this->assertStringContainsString( 'One or more fields have an error. Please check and try again.</div>', $html );
		$this->assertMatchesRegularExpression( '/name="your-email" required aria-invalid="true" aria-describedby="(inkwell-forms-f\d+-p0-o1-your-email-error)" value="not-an-email">/', $html );
		$this->assertMatchesRegularExpression( '/<span class="inkwell-contact-form__error" id="inkwell-forms-f\d+-p0-o1-your-email-error">Please enter an email address.<\/span>/', $html );
		$this->assertStringContainsString( 'value="Ada Lovelace"', $html );
		$this->assertStringNotContainsString( 'aria-invalid="true" aria-describedby="inkwell-forms-f' . $form . '-p0-o1-your-name-error"', $html );
	}

	public function test_a_plain_post_answers_only_the_instance_that_sent_it(): void {
		$form = $this->contact_form();
		$this->post( $this->valid_submission( $form, array( '_inkwell_forms_unit_tag' => 'inkwell-forms-f' . $form . '-p0-o2' ) ) );
		$html = $this->render( $form ) . $this->render( $form );
		$this->assertSame( 1, substr_count( $html, 'Thank you for your message.' ) );
		$this->assertMatchesRegularExpression( '/id="inkwell-forms-f\d+-p0-o1"[^>]*>.*is-sent[^>]* id="inkwell-forms-f\d+-p0-o2"/s', $html );
	}

	public function test_a_plain_post_that_is_sent_shows_the_thanks_and_an_empty_form(): void {
		$form   = $this->contact_form();
		$before = $this->mail_snapshot();
		$this->post( $this->valid_submission( $form ) );
		$html = $this->render( $form );

		$this->assertStringContainsString( 'is-sent', $html );
		$this->assertStringContainsString( 'Thank you for your message. It has been sent.', $html );
		$this->assertStringNotContainsString( 'value="Ada Lovelace"', $html );
		$this->assertCount( 1, $this->new_mail( $before ) );
	}

	public function test_a_plain_post_the_database_refuses_says_it_was_not_sent(): void {
		$form   = $this->contact_form();
		$before = $this->mail_snapshot();
		add_filter( 'wp_insert_post_empty_content', '__return_true' );
		$this->post( $this->valid_submission( $form ) );
		remove_filter( 'wp_insert_post_empty_content', '__return_true' );
		$html = $this->render( $form );

		$this->assertStringContainsString( 'is-failed', $html );
		$this->assertStringContainsString( 'Your message could not be saved just now, so it was not sent.', $html );
		$this->assertSame( array(), $this->new_mail( $before ) );
	}

	/**
	 * @return array<string,array{0: string, 1: string}>
	 */
	public static function data_provider_statuses(): array {
		return array(
			'validation_failed'  => array( 'validation_failed', 'invalid' ),
			'acceptance_missing' => array( 'acceptance_missing', 'unaccepted' ),
			'spam'               => array( 'spam', 'spam' ),
			'aborted'            => array( 'aborted', 'aborted' ),
			'mail_sent'          => array( 'mail_sent', 'sent' ),
			'mail_failed'        => array( 'mail_failed', 'failed' ),
			'payment_required'   => array( 'payment_required', 'payment-required' ),
			'custom'             => array( 'needs_review', 'custom-needs-review' ),
		);
	}

	/**
	 * @dataProvider data_provider_statuses
	 */
	public function test_server_statuses_map_to_the_form_states_of_spec_4_10( string $status, string $state ): void {
		$this->assertSame( $state, Form_Instance::status_class( $status ) );
	}

	public function test_the_island_tests_run_on_this_markup(): void {
		foreach ( array(
			'contact-form'   => $this->fixture_form(),
			'challenge-form' => $this->fixture_challenge_form(),
		) as $name => $form ) {
			$html = $this->normalised( $this->render( $form ), $form );
			$file = __DIR__ . "/fixtures/$name.html";
			if ( getenv( 'INKWELL_UPDATE_FIXTURES' ) ) {
				file_put_contents( $file, $html );
			}
			$this->assertSame( file_get_contents( $file ), $html, "The server markup changed: update $file (INKWELL_UPDATE_FIXTURES=1) and check the island's tests." );
		}
	}

	/**
	 * The markup with what differs between runs replaced: ids, tokens, the site's address.
	 */
	private function normalised( string $html, int $form ): string {
		$home = untrailingslashit( home_url() );
		$html = str_replace( array( $home, str_replace( '/', '\\/', $home ) ), array( 'http://example.test', 'http:\\/\\/example.test' ), $html );
		$html = preg_replace( '/(?<=inkwell-forms-f|contact-forms\\\\\/|contact-forms\/)' . $form . '\b/', '7', $html );
		$html = str_replace( 'name="_inkwell_forms" value="' . $form . '"', 'name="_inkwell_forms" value="7"', $html );
		$html = preg_replace( '/name="_inkwell_forms_ts" value="[^"]+"/', 'name="_inkwell_forms_ts" value="TS"', $html );
		$html = preg_replace( '/name="_inkwell_forms_version" value="[^"]+"/', 'name="_inkwell_forms_version" value="VERSION"', $html );
		$html = preg_replace( '/(name="_inkwell_forms_challenge_(\w+)") value="[^"]+"/', '$1 value="$2-0"', $html );
		return preg_replace( '/src="data:image\/png;base64,[^"]+"/', 'src="data:image/png;base64,OLD"', $html );
	}

	/**
	 * The form of the island's tests: every kind of control the island reads.
	 */
	private function fixture_form(): int {
		return $this->create_form(
			array(
				array(
					'text',
					array(
						'name'     => 'your-name',
						'label'    => 'Your name',
						'required' => true,
					),
				),
				array(
					'email',
					array(
						'name'     => 'your-email',
						'label'    => 'Your email',
						'required' => true,
					),
				),
				array(
					'url',
					array(
						'name'  => 'site',
						'label' => 'Website',
					),
				),
				array(
					'checkbox',
					array(
						'name'     => 'topics',
						'label'    => 'Topics',
						'options'  => array( 'Essays', 'News' ),
						'required' => true,
					),
				),
				array(
					'textarea',
					array(
						'name'      => 'your-message',
						'label'     => 'Message',
						'maxLength' => 10,
					),
				),
				array(
					'acceptance',
					array(
						'name'  => 'consent',
						'label' => 'I agree',
					),
				),
				array( 'submit', array( 'label' => 'Send' ) ),
			)
		);
	}

	/**
	 * A form with a quiz and a captcha.
	 */
	private function fixture_challenge_form(): int {
		return $this->create_form(
			array(
				array(
					'quiz',
					array(
						'name'      => 'human',
						'label'     => 'Quiz',
						'questions' => array(
							array(
								'question' => 'Cached question?',
								'answer'   => 'yes',
							),
						),
					),
				),
				array(
					'captcha',
					array(
						'name'  => 'code',
						'label' => 'Code',
					),
				),
				array( 'submit', array( 'label' => 'Send' ) ),
			)
		);
	}
}
