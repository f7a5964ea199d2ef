<?php
/**
 * One rendering of a form on a page: what its field blocks render with.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Blocks;

use Inkwell\Forms\Challenge\Challenges;
use Inkwell\Forms\Form\Form;
use Inkwell\Forms\Submission\Processor;
use Inkwell\Forms\Submission\Spam_Guard;
use WP_Block;

/**
 * A form placed by the contact form block: its unit tag (which instance of which form on which page),
 * the answer and values of a plain POST of this instance, and fresh challenges. The contact form block
 * renders the form post's blocks with it as their context (Form::FIELD_CONTEXT), so each field block
 * renders its own markup, the only markup of the form: the island enhances it.
 *
 * @since 0.4.0
 */
final class Form_Instance {

	/**
	 * Answers to plain POSTs of this request, by unit tag, with the values to show again.
	 *
	 * @var array<string,array{answer: array<string,mixed>, values: array<string,mixed>}>
	 */
	private static array $answers = array();

	/**
	 * Instances rendered so far in this request, by form and page, for unique unit tags.
	 *
	 * @var array<string,int>
	 */
	private static array $counts = array();

	/**
	 * Error message by field name.
	 *
	 * @var array<string,string>
	 */
	private readonly array $errors;

	/**
	 * Creates the instance.
	 *
	 * @param Form                                 $form       The form.
	 * @param string                               $unit_tag   Unit tag: inkwell-forms-f{form}-p{page}-o{occurrence}.
	 * @param int                                  $container  The post the form is placed in.
	 * @param array<string,mixed>                  $answer     The answer of a plain POST of this instance, or empty.
	 * @param array<string,mixed>                  $values     Values that POST sent, to show again.
	 * @param array{captcha: object, quiz: object} $challenges Fresh challenges by field name.
	 */
	private function __construct(
		public readonly Form $form,
		public readonly string $unit_tag,
		private readonly int $container,
		private readonly array $answer,
		private readonly array $values,
		private readonly array $challenges,
	) {
		$errors = array();
		foreach ( (array) ( $answer['invalid_fields'] ?? array() ) as $invalid ) {
			$errors[ (string) $invalid['field'] ] = (string) $invalid['message'];
		}
		$this->errors = $errors;
	}

	/**
	 * The next instance of a form on a page.
	 *
	 * @since 0.4.0
	 *
	 * @param Form       $form       The form.
	 * @param int        $container  The post the form is placed in.
	 * @param Challenges $challenges Quiz and captcha.
	 */
	public static function create( Form $form, int $container, Challenges $challenges = new Challenges() ): self {
		$key                  = $form->post->ID . '-' . $container;
		self::$counts[ $key ] = ( self::$counts[ $key ] ?? 0 ) + 1;
		$unit_tag             = sprintf( 'inkwell-forms-f%d-p%d-o%d', $form->post->ID, $container, self::$counts[ $key ] );
		$posted               = self::$answers[ $unit_tag ] ?? array();
		return new self( $form, $unit_tag, $container, $posted['answer'] ?? array(), $posted['values'] ?? array(), $challenges->fresh( $form ) );
	}

	/**
	 * Keeps the answer of a plain POST for the instance that sent it, rendered later in the request.
	 *
	 * @since 0.4.0
	 *
	 * @param string              $unit_tag The instance's unit tag.
	 * @param array<string,mixed> $answer   The answer.
	 * @param array<string,mixed> $values   The posted values (ignored when the mail was sent).
	 */
	public static function remember( string $unit_tag, array $answer, array $values ): void {
		self::$answers[ $unit_tag ] = array(
			'answer' => $answer,
			'values' => 'mail_sent' === $answer['status'] ? array() : $values,
		);
	}

	/**
	 * The status of SPEC 4.10 shown as a class for a server status.
	 *
	 * @since 0.1.0
	 *
	 * @param string $status Server status.
	 */
	public static function status_class( string $status ): string {
		$map = array(
			'validation_failed'  => 'invalid',
			'acceptance_missing' => 'unaccepted',
			'spam'               => 'spam',
			'aborted'            => 'aborted',
			'mail_sent'          => 'sent',
			'mail_failed'        => 'failed',
			'payment_required'   => 'payment-required',
			'init'               => 'init',
		);
		return $map[ $status ] ?? 'custom-' . sanitize_html_class( str_replace( '_', '-', $status ) );
	}

	/**
	 * The form's state: init, or the state of a plain POST's answer.
	 *
	 * @since 0.4.0
	 */
	public function status(): string {
		return self::status_class( (string) ( $this->answer['status'] ?? 'init' ) );
	}

	/**
	 * The answer's message, or ''.
	 *
	 * @since 0.4.0
	 */
	public function message(): string {
		return (string) ( $this->answer['message'] ?? '' );
	}

	/**
	 * The hidden fields of SPEC 3 (Contact form submission) and the fill-time token.
	 *
	 * @since 0.4.0
	 *
	 * @return array<string,string>
	 */
	public function hidden(): array {
		return array(
			Processor::FORM_ID        => (string) $this->form->post->ID,
			Processor::VERSION        => INKWELL_FORMS_VERSION,
			Processor::LOCALE         => determine_locale(),
			Processor::UNIT_TAG       => $this->unit_tag,
			Processor::CONTAINER_POST => (string) $this->container,
			Processor::POSTED_HASH    => '',
			Spam_Guard::TIMESTAMP     => Spam_Guard::token(),
		);
	}

	/**
	 * Where the form posts without JavaScript: the page itself, at the form.
	 *
	 * @since 0.4.0
	 */
	public function action(): string {
		return get_permalink( $this->container ) . '#' . $this->unit_tag;
	}

	/**
	 * The island's props: where the form's REST routes are, and the state it starts in.
	 *
	 * @since 0.4.0
	 *
	 * @return array{restUrl: string, status: string}
	 */
	public function props(): array {
		return array(
			'restUrl' => rest_url( 'inkwell-forms/v1/contact-forms/' . $this->form->post->ID ),
			'status'  => $this->status(),
		);
	}

	/**
	 * The form post's blocks rendered with this instance as their context, and a submit button when the
	 * form has no submit block.
	 *
	 * @since 0.4.0
	 */
	public function render_blocks(): string {
		$html = '';
		foreach ( $this->form->blocks as $parsed_block ) {
			$html .= ( new WP_Block( $parsed_block, array( Form::FIELD_CONTEXT => $this ) ) )->render();
		}
		if ( ! in_array( 'submit', array_column( $this->form->fields, 'type' ), true ) ) {
			$html .= self::submit_button( '' );
		}
		return $html;
	}

	/**
	 * The markup of a submit button.
	 *
	 * @since 0.4.0
	 *
	 * @param string $label      Button text; '' for the default.
	 * @param string $attributes Wrapper attributes, already escaped.
	 */
	public static function submit_button( string $label, string $attributes = 'class="inkwell-contact-form__actions"' ): string {
		return sprintf(
			'<p %s><button type="submit" class="inkwell-contact-form__submit wp-element-button">%s</button></p>',
			$attributes,
			esc_html( '' !== $label ? $label : __( 'Send', 'inkwell-forms' ) )
		);
	}

	/**
	 * The id of a field's control in this instance.
	 *
	 * @since 0.4.0
	 *
	 * @param string $name Field name.
	 */
	public function field_id( string $name ): string {
		return $this->unit_tag . '-' . $name;
	}

	/**
	 * A field's error message from the answer, or ''.
	 *
	 * @since 0.4.0
	 *
	 * @param string $name Field name.
	 */
	public function error( string $name ): string {
		return $this->errors[ $name ] ?? '';
	}

	/**
	 * The value a field shows: what a plain POST sent, else its default.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $field Field definition.
	 */
	public function value( array $field ): mixed {
		return $this->values[ $field['name'] ] ?? ( $field['default'] ?? null );
	}

	/**
	 * A quiz's or captcha's fresh challenge: {token, question} or {token, image}.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $field Field definition.
	 * @return array<string,string>
	 */
	public function challenge( array $field ): array {
		return (array) ( ( (array) ( $this->challenges[ $field['type'] ] ?? array() ) )[ $field['name'] ] ?? array() );
	}
}
