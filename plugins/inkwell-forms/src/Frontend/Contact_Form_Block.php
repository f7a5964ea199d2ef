<?php
/**
 * The "Contact form" block and the field blocks, with a server render that works without JavaScript.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Frontend;

use InvalidArgumentException;
use Inkwell\Forms\Challenge\Challenges;
use Inkwell\Forms\Form\Form;
use Inkwell\Forms\Rest\Feedback_Controller;
use Inkwell\Forms\Submission\Processor;
use Inkwell\Forms\Submission\Spam_Guard;

/**
 * `inkwell-forms/contact-form` places a form ({id}) in any post or page. Without JavaScript the form posts
 * to the page itself and the answer is rendered in place; with it, the contact-form island takes over.
 *
 * @since 0.1.0
 */
final class Contact_Form_Block {

	public const BLOCK = 'inkwell-forms/contact-form';

	/**
	 * Answers to plain POSTs of this request, by unit tag, with the values to show again.
	 *
	 * @var array<string,array{answer: array<string,mixed>, values: array<string,mixed>}>
	 */
	private array $answers = array();

	/**
	 * Forms rendered so far in this request, for unique unit tags.
	 *
	 * @var int
	 */
	private int $count = 0;

	/**
	 * Creates the block.
	 *
	 * @param Processor  $processor  Submission handling.
	 * @param Assets     $assets     The island bundle.
	 * @param Challenges $challenges Quiz and captcha.
	 */
	public function __construct( private readonly Processor $processor, private readonly Assets $assets, private readonly Challenges $challenges = new Challenges() ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
		add_action( 'template_redirect', array( $this, 'handle_plain_post' ) );
		add_filter( 'allowed_block_types_all', array( $this, 'allowed_blocks' ), 10, 2 );
	}

	/**
	 * Field blocks belong in forms only: they are offered in the form editor and nowhere else.
	 *
	 * @param bool|string[]            $allowed Allowed block names, or true for all.
	 * @param \WP_Block_Editor_Context $context Where the editor runs.
	 * @return bool|string[]
	 */
	public function allowed_blocks( bool|array $allowed, \WP_Block_Editor_Context $context ): bool|array {
		if ( Form::POST_TYPE === ( $context->post->post_type ?? '' ) ) {
			return $allowed;
		}
		$fields = array_map( static fn ( string $type ): string => 'inkwell-forms/' . $type, Form::FIELD_TYPES );
		$names  = true === $allowed ? array_keys( \WP_Block_Type_Registry::get_instance()->get_all_registered() ) : (array) $allowed;
		return array_values( array_diff( $names, $fields ) );
	}

	/**
	 * Registers the contact form block and one block per field type.
	 */
	public function register_blocks(): void {
		register_block_type(
			self::BLOCK,
			array(
				'title'           => __( 'Contact form', 'inkwell-forms' ),
				'description'     => __( 'Places one of the site\'s contact forms.', 'inkwell-forms' ),
				'category'        => 'widgets',
				'icon'            => 'email-alt',
				'editor_script'   => Assets::EDITOR_HANDLE,
				'attributes'      => array( 'id' => array( 'type' => 'integer' ) ),
				'render_callback' => fn ( array $attributes ): string => $this->render( (int) ( $attributes['id'] ?? 0 ) ),
			)
		);
		foreach ( Form::FIELD_TYPES as $type ) {
			register_block_type(
				'inkwell-forms/' . $type,
				array(
					'category'      => 'widgets',
					'editor_script' => Assets::EDITOR_HANDLE,
					'attributes'    => Form::block_attributes() + array(
						'optional'  => array( 'type' => 'boolean' ),
						'questions' => array( 'type' => 'array' ),
					),
				)
			);
		}
	}

	/**
	 * Processes a form posted without JavaScript; the answer is rendered by the block on the same page.
	 */
	public function handle_plain_post(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- public form: guests' cached pages carry no nonce; Spam_Guard checks the signed timestamp.
		if ( ! isset( $_SERVER['REQUEST_METHOD'], $_POST[ Processor::FORM_ID ], $_POST[ Processor::UNIT_TAG ] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] ) {
			return;
		}
		$form = Form::find( absint( $_POST[ Processor::FORM_ID ] ) );
		if ( null === $form ) {
			return;
		}
		$params = wp_unslash( $_POST ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Posted_Data sanitizes each field.
		// phpcs:enable
		try {
			$answer = $this->processor->process( $form, $params, $_FILES, Feedback_Controller::client_ip() );
		} catch ( InvalidArgumentException ) {
			$answer = array(
				'status'         => 'validation_failed',
				'message'        => Processor::message( 'validation_failed' ),
				'invalid_fields' => array(),
			);
		}
		$this->answers[ sanitize_html_class( (string) $params[ Processor::UNIT_TAG ] ) ] = array(
			'answer' => $answer,
			'values' => 'mail_sent' === $answer['status'] ? array() : $params,
		);
	}

	/**
	 * The HTML of a form.
	 *
	 * @since 0.1.0
	 *
	 * @param int $form_id Form id.
	 */
	public function render( int $form_id ): string {
		$form = Form::find( $form_id );
		if ( null === $form ) {
			return current_user_can( 'edit_posts' ) ? '<p class="inkwell-contact-form__missing">' . esc_html__( 'This contact form does not exist.', 'inkwell-forms' ) . '</p>' : '';
		}
		$container = (int) get_the_ID();
		$unit_tag  = sprintf( 'inkwell-forms-f%d-p%d-o%d', $form_id, $container, ++$this->count );
		$posted    = $this->answers[ $unit_tag ] ?? null;
		$answer    = $posted['answer'] ?? null;
		$values    = $posted['values'] ?? array();
		$errors    = array();
		foreach ( (array) ( $answer['invalid_fields'] ?? array() ) as $invalid ) {
			$errors[ $invalid['field'] ] = $invalid['message'];
		}
		$hidden     = array(
			Processor::FORM_ID        => (string) $form_id,
			Processor::VERSION        => INKWELL_FORMS_VERSION,
			Processor::LOCALE         => determine_locale(),
			Processor::UNIT_TAG       => $unit_tag,
			Processor::CONTAINER_POST => (string) $container,
			Processor::POSTED_HASH    => '',
			Spam_Guard::TIMESTAMP     => Spam_Guard::token(),
		);
		$status     = self::status_class( (string) ( $answer['status'] ?? 'init' ) );
		$challenges = $this->challenges->fresh( $form );
		$props      = array(
			'formId'     => $form_id,
			'unitTag'    => $unit_tag,
			'restUrl'    => rest_url( 'inkwell-forms/v1/contact-forms/' . $form_id ),
			'fields'     => $form->fields,
			'hidden'     => $hidden,
			'status'     => $status,
			'message'    => (string) ( $answer['message'] ?? '' ),
			'errors'     => (object) $errors,
			'values'     => (object) array_intersect_key( $values, array_flip( wp_list_pluck( $form->data_fields(), 'name' ) ) ),
			'challenges' => $challenges,
		);
		$this->assets->enqueue();

		$html  = sprintf(
			'<div %s id="%s" data-inkwell-island="contact-form" data-inkwell-props="%s">',
			get_block_wrapper_attributes( array( 'class' => 'inkwell-contact-form is-' . $status ) ),
			esc_attr( $unit_tag ),
			esc_attr( (string) wp_json_encode( $props ) )
		);
		$html .= sprintf(
			'<form class="inkwell-contact-form__form" action="%s" method="post" enctype="multipart/form-data" aria-label="%s">',
			esc_url( get_permalink( $container ) . '#' . $unit_tag ),
			esc_attr( get_the_title( $form->post ) )
		);
		foreach ( $hidden as $name => $value ) {
			$html .= sprintf( '<input type="hidden" name="%s" value="%s">', esc_attr( $name ), esc_attr( $value ) );
		}
		$html .= sprintf(
			'<p class="inkwell-contact-form__honeypot" aria-hidden="true"><label>%s <input type="text" name="%s" value="" tabindex="-1" autocomplete="off"></label></p>',
			esc_html__( 'Leave this field empty', 'inkwell-forms' ),
			esc_attr( Spam_Guard::HONEYPOT )
		);
		foreach ( $form->fields as $field ) {
			$html .= in_array( $field['type'], Form::CHALLENGE_TYPES, true )
				? $this->challenge_html( $field, $unit_tag, $challenges, $errors[ $field['name'] ] ?? '' )
				: $this->field_html( $field, $unit_tag, $values[ $field['name'] ] ?? ( $field['default'] ?? null ), $errors[ $field['name'] ] ?? '' );
		}
		$html .= sprintf(
			'<div class="inkwell-contact-form__response" role="status" aria-live="polite">%s</div>',
			esc_html( (string) ( $answer['message'] ?? '' ) )
		);
		return $html . '</form></div>';
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
	 * The markup of a quiz (its question as the label) or a captcha (its image), with the token field.
	 *
	 * @param array<string,mixed>                  $field      Field definition.
	 * @param string                               $unit_tag   Unit tag of the form.
	 * @param array{captcha: object, quiz: object} $challenges Fresh challenges by field name.
	 * @param string                               $error      Error message, or ''.
	 */
	private function challenge_html( array $field, string $unit_tag, array $challenges, string $error ): string {
		$name      = $field['name'];
		$challenge = (array) ( ( (array) $challenges[ $field['type'] ] )[ $name ] ?? array() );
		$id        = $unit_tag . '-' . $name;
		$aria      = '' !== $error ? sprintf( ' aria-invalid="true" aria-describedby="%s"', esc_attr( $id . '-error' ) ) : '';
		$label     = '' !== $field['label'] ? $field['label'] : $name;
		$picture   = '';
		if ( 'quiz' === $field['type'] ) {
			$label = (string) ( $challenge['question'] ?? $label );
		} else {
			$picture = sprintf( '<img class="inkwell-contact-form__captcha" src="%s" width="150" height="50" alt="%s">', esc_attr( (string) ( $challenge['image'] ?? '' ) ), esc_attr__( 'The code to type, in distorted letters', 'inkwell-forms' ) );
		}
		return sprintf(
			'<p class="inkwell-contact-form__field is-type-%1$s"><label for="%2$s">%3$s <span class="inkwell-contact-form__required" aria-hidden="true">*</span></label>%4$s<input type="text" id="%2$s" name="%5$s" value="" required autocomplete="off"%6$s><input type="hidden" name="%7$s" value="%8$s"><span class="inkwell-contact-form__error" id="%2$s-error">%9$s</span></p>',
			esc_attr( $field['type'] ),
			esc_attr( $id ),
			esc_html( $label ),
			$picture,
			esc_attr( $name ),
			$aria,
			esc_attr( Challenges::TOKEN_PREFIX . $name ),
			esc_attr( (string) ( $challenge['token'] ?? '' ) ),
			esc_html( $error )
		);
	}

	/**
	 * The markup of one field: label, control, error slot.
	 *
	 * @param array<string,mixed> $field    Field definition.
	 * @param string              $unit_tag Unit tag of the form.
	 * @param mixed               $value    Value to show.
	 * @param string              $error    Error message, or ''.
	 */
	private function field_html( array $field, string $unit_tag, mixed $value, string $error ): string {
		$type = $field['type'];
		if ( 'submit' === $type ) {
			return sprintf(
				'<p class="inkwell-contact-form__actions"><button type="submit" class="inkwell-contact-form__submit wp-element-button">%s</button></p>',
				esc_html( '' !== $field['label'] ? $field['label'] : __( 'Send', 'inkwell-forms' ) )
			);
		}
		$id       = $unit_tag . '-' . $field['name'];
		$error_id = $id . '-error';
		$aria     = '' !== $error ? sprintf( ' aria-invalid="true" aria-describedby="%s"', esc_attr( $error_id ) ) : '';
		$required = $field['required'] ? ' required' : '';
		$mark     = $field['required'] && 'acceptance' !== $type ? ' <span class="inkwell-contact-form__required" aria-hidden="true">*</span>' : '';
		$label    = esc_html( '' !== $field['label'] ? $field['label'] : $field['name'] );
		$error    = sprintf( '<span class="inkwell-contact-form__error" id="%s">%s</span>', esc_attr( $error_id ), esc_html( $error ) );
		$classes  = 'inkwell-contact-form__field is-type-' . $type;

		if ( in_array( $type, array( 'checkbox', 'radio' ), true ) ) {
			$chosen = array_map( 'strval', (array) $value );
			$items  = '';
			foreach ( (array) ( $field['options'] ?? array() ) as $i => $option ) {
				$items .= sprintf(
					'<label class="inkwell-contact-form__choice"><input type="%s" name="%s" value="%s"%s%s> %s</label>',
					esc_attr( $type ),
					esc_attr( $field['name'] . ( 'checkbox' === $type ? '[]' : '' ) ),
					esc_attr( $option ),
					checked( in_array( (string) $option, $chosen, true ), true, false ),
					'radio' === $type && 0 === $i ? $required : '',
					esc_html( $option )
				);
			}
			return sprintf( '<fieldset class="%s"%s><legend>%s%s</legend>%s%s</fieldset>', esc_attr( $classes ), $aria, $label, $mark, $items, $error );
		}
		if ( 'acceptance' === $type ) {
			return sprintf(
				'<p class="%s"><label><input type="checkbox" name="%s" value="1"%s%s%s> %s</label>%s</p>',
				esc_attr( $classes ),
				esc_attr( $field['name'] ),
				checked( '' !== (string) ( is_array( $value ) ? '' : $value ), true, false ),
				$required,
				$aria,
				$label,
				$error
			);
		}

		$attributes = sprintf( ' id="%s" name="%s"%s%s', esc_attr( $id ), esc_attr( $field['name'] ), $required, $aria );
		foreach ( array(
			'placeholder' => 'placeholder',
			'minLength'   => 'minlength',
			'maxLength'   => 'maxlength',
			'min'         => 'min',
			'max'         => 'max',
			'step'        => 'step',
		) as $key => $attribute ) {
			if ( isset( $field[ $key ] ) ) {
				$attributes .= sprintf( ' %s="%s"', $attribute, esc_attr( (string) $field[ $key ] ) );
			}
		}
		$text = is_array( $value ) ? '' : (string) $value;
		if ( 'textarea' === $type ) {
			$control = sprintf( '<textarea%s rows="6">%s</textarea>', $attributes, esc_textarea( $text ) );
		} elseif ( 'select' === $type ) {
			$options = '<option value="">' . esc_html__( '— Please choose —', 'inkwell-forms' ) . '</option>';
			foreach ( (array) ( $field['options'] ?? array() ) as $option ) {
				$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $option ), selected( $text, (string) $option, false ), esc_html( $option ) );
			}
			$control = sprintf( '<select%s>%s</select>', $attributes, $options );
		} elseif ( 'file' === $type ) {
			$accept  = isset( $field['accept'] ) ? sprintf( ' accept="%s"', esc_attr( implode( ',', (array) $field['accept'] ) ) ) : '';
			$control = sprintf( '<input type="file"%s%s>', $attributes, $accept );
		} else {
			$control = sprintf( '<input type="%s"%s value="%s">', esc_attr( $type ), $attributes, esc_attr( $text ) );
		}
		return sprintf( '<p class="%s"><label for="%s">%s%s</label>%s%s</p>', esc_attr( $classes ), esc_attr( $id ), $label, $mark, $control, $error );
	}
}
