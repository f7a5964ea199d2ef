<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Forms;

use Inkwell\Forms\Frontend\Assets;
use Inkwell\Forms\Frontend\Contact_Form_Block;
use Inkwell\Forms\Inbox\Inbox;
use Inkwell\Forms\Submission\Mailer;
use Inkwell\Forms\Submission\Processor;
use Inkwell\Forms\Submission\Spam_Guard;
use Inkwell\Tests\Test_Case;

require_once __DIR__ . '/Form_Fixtures.php';

/**
 * The contact form block: server render for every field, and a plain POST answered in place.
 *
 * @covers \Inkwell\Forms\Frontend\Contact_Form_Block
 */
final class Contact_Form_Block_Test extends Test_Case {
	use Form_Fixtures;

	protected function tear_down(): void {
		unset( $_SERVER['REQUEST_METHOD'] );
		$_FILES = array();
		parent::tear_down();
	}

	private function block(): Contact_Form_Block {
		return new Contact_Form_Block( new Processor( new Spam_Guard(), new Mailer(), new Inbox() ), new Assets() );
	}

	public function test_the_block_renders_a_form_that_posts_without_javascript(): void {
		$form = $this->contact_form();
		$html = do_blocks( '<!-- wp:inkwell-forms/contact-form {"id":' . $form . '} /-->' );

		$this->assertStringContainsString( 'data-inkwell-island="contact-form"', $html );
		$this->assertMatchesRegularExpression( '/<form class="inkwell-contact-form__form" action="[^"]*#inkwell-forms-f' . $form . '-p0-o\d+" method="post" enctype="multipart\/form-data"/', $html );
		$this->assertStringContainsString( 'name="_inkwell_forms" value="' . $form . '"', $html );
		$this->assertMatchesRegularExpression( '/name="_inkwell_forms_ts" value="\d+\.[0-9a-f]{16}\.[0-9a-f]{64}"/', $html );
		$this->assertStringContainsString( 'name="_inkwell_forms_website" value="" tabindex="-1"', $html );
		$this->assertMatchesRegularExpression( '/<label for="inkwell-forms-f\d+-p0-o\d+-your-name">Your name/', $html );
		$this->assertMatchesRegularExpression( '/<input type="email" id="[^"]+-your-email" name="your-email" required/', $html );
		$this->assertStringContainsString( 'maxlength="500"', $html );
		$this->assertStringContainsString( '<input type="checkbox" name="consent" value="1" required>', $html );
		$this->assertStringContainsString( '<button type="submit" class="inkwell-contact-form__submit wp-element-button">Send</button>', $html );
		$this->assertStringContainsString( 'role="status" aria-live="polite"', $html );
	}

	public function test_every_field_type_renders_its_control(): void {
		$form = $this->create_form(
			array(
				array( 'url', array( 'name' => 'site' ) ),
				array( 'tel', array( 'name' => 'phone' ) ),
				array(
					'number',
					array(
						'name' => 'n',
						'min'  => '1',
						'max'  => '9',
						'step' => 2,
					),
				),
				array(
					'date',
					array(
						'name' => 'd',
						'min'  => '2026-01-01',
					),
				),
				array( 'time', array( 'name' => 't' ) ),
				array(
					'select',
					array(
						'name'    => 's',
						'options' => array( 'Sales', 'Support' ),
					),
				),
				array(
					'checkbox',
					array(
						'name'    => 'c',
						'options' => array( 'a', 'b' ),
					),
				),
				array(
					'radio',
					array(
						'name'     => 'r',
						'options'  => array( 'Yes', 'No' ),
						'required' => true,
					),
				),
				array(
					'file',
					array(
						'name'   => 'f',
						'accept' => array( '.pdf' ),
					),
				),
			)
		);
		$html = $this->block()->render( $form );
		foreach ( array( 'url', 'tel', 'number', 'date', 'time' ) as $type ) {
			$this->assertMatchesRegularExpression( '/<input type="' . $type . '" /', $html );
		}
		$this->assertStringContainsString( 'min="1" max="9" step="2"', $html );
		$this->assertStringContainsString( '<option value="Support">Support</option>', $html );
		$this->assertStringContainsString( '<input type="checkbox" name="c[]" value="b">', $html );
		$this->assertStringContainsString( '<input type="radio" name="r" value="Yes" required>', $html );
		$this->assertMatchesRegularExpression( '/<input type="file" [^>]*accept=".pdf"/', $html );
	}

	public function test_an_unknown_form_renders_nothing_for_visitors(): void {
		$this->assertSame( '', $this->block()->render( 999999 ) );
	}

	public function test_a_plain_post_with_errors_shows_them_beside_their_fields_and_keeps_the_values(): void {
		$form                      = $this->contact_form();
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = wp_slash(
			$this->valid_submission(
				$form,
				array(
					'your-email'              => 'not-an-email',
					'_inkwell_forms_unit_tag' => 'inkwell-forms-f' . $form . '-p0-o1',
				)
			)
		);
		$block                     = $this->block();

		$block->handle_plain_post();
		$html = $block->render( $form );

		$this->assertStringContainsString( 'is-invalid', $html );
		$this->assertStringContainsString( 'One or more fields have an error. Please check and try again.', $html );
		$this->assertMatchesRegularExpression( '/name="your-email" required aria-invalid="true" aria-describedby="inkwell-forms-f\d+-p0-o1-your-email-error" value="not-an-email"/', $html );
		$this->assertMatchesRegularExpression( '/<span class="inkwell-contact-form__error" id="inkwell-forms-f\d+-p0-o1-your-email-error">Please enter an email address.<\/span>/', $html );
		$this->assertStringContainsString( 'value="Ada Lovelace"', $html );
	}

	public function test_a_plain_post_that_is_sent_shows_the_thanks_and_an_empty_form(): void {
		$form                       = $this->contact_form();
		$before                     = $this->mail_snapshot();
		$_SERVER['REQUEST_METHOD']  = 'POST';
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0';
		$_POST                      = wp_slash( $this->valid_submission( $form ) );
		$block                      = $this->block();

		$block->handle_plain_post();
		$html = $block->render( $form );
		unset( $_SERVER['HTTP_USER_AGENT'] );

		$this->assertStringContainsString( 'is-sent', $html );
		$this->assertStringContainsString( 'Thank you for your message. It has been sent.', $html );
		$this->assertStringNotContainsString( 'value="Ada Lovelace"', $html );
		$this->assertCount( 1, $this->new_mail( $before ) );
	}

	public function test_a_plain_post_the_database_refuses_says_it_was_not_sent(): void {
		$form                       = $this->contact_form();
		$before                     = $this->mail_snapshot();
		$_SERVER['REQUEST_METHOD']  = 'POST';
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0';
		$_POST                      = wp_slash( $this->valid_submission( $form ) );
		$block                      = $this->block();
		add_filter( 'wp_insert_post_empty_content', '__return_true' );

		$block->handle_plain_post();
		remove_filter( 'wp_insert_post_empty_content', '__return_true' );
		$html = $block->render( $form );
		unset( $_SERVER['HTTP_USER_AGENT'] );

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
		$this->assertSame( $state, Contact_Form_Block::status_class( $status ) );
	}
}
