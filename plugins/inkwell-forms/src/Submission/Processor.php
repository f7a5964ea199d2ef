<?php
/**
 * Handles one submission from start to answer: spam checks, validation, acceptance, mail, inbox.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Submission;

use InvalidArgumentException;
use Inkwell\Forms\Challenge\Challenges;
use Inkwell\Forms\Form\Form;
use Inkwell\Forms\Inbox\Inbox;
use Inkwell\Forms\Validation\Rules;

/**
 * The one path every submission takes, whether it came through REST or a plain POST without JavaScript.
 * The answer has the fields of SPEC 3 (Contact form answer) and the statuses of SPEC 4.10.
 *
 * @since 0.1.0
 */
final class Processor {

	/** Hidden fields of SPEC 3 (Contact form submission) every rendered form carries. */
	public const FORM_ID        = '_inkwell_forms';
	public const UNIT_TAG       = '_inkwell_forms_unit_tag';
	public const CONTAINER_POST = '_inkwell_forms_container_post';
	public const LOCALE         = '_inkwell_forms_locale';
	public const VERSION        = '_inkwell_forms_version';
	public const POSTED_HASH    = '_inkwell_forms_posted_data_hash';

	/**
	 * Creates the processor.
	 *
	 * @param Spam_Guard $guard  Spam defence.
	 * @param Mailer     $mailer Mail.
	 * @param Inbox      $inbox  Submissions store.
	 * @param Challenges $challenges Quiz and captcha.
	 */
	public function __construct(
		private readonly Spam_Guard $guard,
		private readonly Mailer $mailer,
		private readonly Inbox $inbox,
		private readonly Challenges $challenges = new Challenges(),
	) {
	}

	/**
	 * Processes a submission and returns the answer; a submission that cannot be stored is answered
	 * mail_failed with a message that says so (the form posted without JavaScript shows it).
	 *
	 * @since 0.1.0
	 *
	 * @param Form                $form   The form.
	 * @param array<string,mixed> $params Body fields (unslashed).
	 * @param array<string,mixed> $files  Uploaded files as in $_FILES.
	 * @param string              $ip     The sender's address.
	 * @return array{status: string, message: string, invalid_fields: array<int,array{field: string, message: string}>, posted_data_hash: string, captcha: object, quiz: object, into: string}
	 * @throws InvalidArgumentException When a field arrives in a shape it cannot have.
	 */
	public function process( Form $form, array $params, array $files, string $ip ): array {
		try {
			return $this->submit( $form, $params, $files, $ip );
		} catch ( Storage_Failure ) {
			return array(
				'status'           => 'mail_failed',
				'message'          => self::not_stored_message(),
				'invalid_fields'   => array(),
				'posted_data_hash' => '',
				'into'             => '#' . ( is_string( $params[ self::UNIT_TAG ] ?? null ) ? sanitize_html_class( $params[ self::UNIT_TAG ] ) : '' ),
				'fill_token'       => Spam_Guard::token(),
			) + $this->challenges->fresh( $form );
		}
	}

	/**
	 * The message of a submission that could not be stored.
	 *
	 * @since 0.5.0
	 */
	public static function not_stored_message(): string {
		return __( 'Your message could not be saved just now, so it was not sent. Please try again in a moment.', 'inkwell-forms' );
	}

	/**
	 * Processes a submission and returns the answer. The submission is stored before its mail is sent,
	 * so a failing mail loses nothing (mail_failed, kept in the inbox) and a failing store sends nothing.
	 *
	 * @since 0.5.0
	 *
	 * @param Form                $form   The form.
	 * @param array<string,mixed> $params Body fields (unslashed).
	 * @param array<string,mixed> $files  Uploaded files as in $_FILES.
	 * @param string              $ip     The sender's address.
	 * @return array{status: string, message: string, invalid_fields: array<int,array{field: string, message: string}>, posted_data_hash: string, captcha: object, quiz: object, into: string}
	 * @throws InvalidArgumentException When a field arrives in a shape it cannot have.
	 * @throws Storage_Failure When the submission cannot be stored.
	 */
	public function submit( Form $form, array $params, array $files, string $ip ): array {
		$unit_tag = is_string( $params[ self::UNIT_TAG ] ?? null ) ? sanitize_html_class( $params[ self::UNIT_TAG ] ) : '';
		// Every answer carries new challenges: a captcha is used up by any attempt. Answers past the spam
		// checks also carry a new fill-time token, since they used up the one sent.
		$answer = fn ( string $status, array $invalid = array(), string $hash = '', string $message = '' ): array => array(
			'status'           => $status,
			'message'          => '' !== $message ? $message : self::message( $status ),
			'invalid_fields'   => $invalid,
			'posted_data_hash' => $hash,
			'into'             => '#' . $unit_tag,
		) + ( in_array( $status, array( 'validation_failed', 'acceptance_missing' ), true ) ? array() : array( 'fill_token' => Spam_Guard::token() ) )
			+ $this->challenges->fresh( $form );

		$data    = Posted_Data::from_request( $form, $params, $files );
		$values  = $data->public_values();
		$hash    = Spam_Guard::posted_hash( $form->post->ID, $values );
		$invalid = $this->invalid_fields( $form, $data, $params );
		if ( $invalid ) {
			return $answer( 'validation_failed', $invalid, $hash );
		}
		foreach ( $form->data_fields() as $field ) {
			if ( 'acceptance' === $field['type'] && $field['required'] && '' === $values[ $field['name'] ] ) {
				return $answer( 'acceptance_missing', array(), $hash );
			}
		}

		// Checked after the fields, so a quick person with autofill still sees what to correct. Every
		// reason gets the same answer.
		if ( $this->guard->is_bot( $params, $form ) || ! $this->guard->claim( $params ) ) {
			return $answer( 'spam', array(), $hash );
		}
		$ip_hash = Spam_Guard::ip_hash( $ip );
		if ( ! $this->guard->within_rate_limit( $ip_hash ) ) {
			return $answer( 'spam', array(), $hash, __( 'Too many messages were sent from your address. Please try again later.', 'inkwell-forms' ) );
		}
		if ( $this->guard->is_spam( $form, $values, $ip ) ) {
			$this->store( $form, $values, 'spam', $ip_hash );
			return $answer( 'spam', array(), $hash );
		}

		/**
		 * Filters the outcome before the mail is sent: return array{status: string, message?: string} to stop
		 * here, for example status 'aborted', 'payment_required' (until a payment is made) or a custom status.
		 *
		 * @since 0.1.0
		 *
		 * @param array|null          $outcome Null to send the mail.
		 * @param Form                $form    The form.
		 * @param array<string,mixed> $values  Values by field name.
		 */
		$outcome = apply_filters( 'inkwell_forms_pre_send', null, $form, $values );
		if ( is_array( $outcome ) && ! empty( $outcome['status'] ) ) {
			$status = sanitize_key( (string) $outcome['status'] );
			$this->store( $form, $values, $status, $ip_hash );
			return $answer( $status, array(), $hash, (string) ( $outcome['message'] ?? '' ) );
		}

		$attachments = array();
		foreach ( $data->values as $value ) {
			foreach ( is_array( $value ) ? $value : array() as $file ) {
				if ( is_array( $file ) ) {
					$attachments[ $file['name'] ] = $file['path'];
				}
			}
		}
		try {
			// Kept as failed until the mail is handed over.
			$id   = $this->store( $form, $values, 'mail_failed', $ip_hash );
			$sent = $this->mailer->send( $form, $values, $attachments );
		} finally {
			foreach ( $attachments as $path ) {
				wp_delete_file( $path ); // Uploaded files are never kept on the server.
			}
		}
		if ( $sent && ! $this->inbox->mark( $id, 'mail_sent' ) ) {
			// The mail is out; only the inbox's status lags. Say what happened, and leave a trace.
			error_log( "Inkwell Forms: submission $id was mailed but its status could not be saved." ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator must see it.
		}
		return $answer( $sent ? 'mail_sent' : 'mail_failed', array(), $hash );
	}

	/**
	 * The message of a status; the form's own wording may replace it through a filter.
	 *
	 * @since 0.1.0
	 *
	 * @param string $status Status.
	 */
	public static function message( string $status ): string {
		$messages = array(
			'mail_sent'          => __( 'Thank you for your message. It has been sent.', 'inkwell-forms' ),
			'mail_failed'        => __( 'There was an error trying to send your message. Please try again later.', 'inkwell-forms' ),
			'validation_failed'  => __( 'One or more fields have an error. Please check and try again.', 'inkwell-forms' ),
			'acceptance_missing' => __( 'You must accept the terms and conditions before sending your message.', 'inkwell-forms' ),
			'spam'               => __( 'There was an error trying to send your message. Please try again later.', 'inkwell-forms' ),
			'aborted'            => __( 'Sending the message was aborted.', 'inkwell-forms' ),
			'payment_required'   => __( 'Payment is required to send this message.', 'inkwell-forms' ),
		);
		/**
		 * Filters the message shown for a status.
		 *
		 * @since 0.1.0
		 *
		 * @param string $message The message.
		 * @param string $status  The status.
		 */
		return (string) apply_filters( 'inkwell_forms_status_message', $messages[ $status ] ?? $messages['mail_failed'], $status );
	}

	/**
	 * The field errors of a submission, in the form's order.
	 *
	 * @param Form                $form   The form.
	 * @param Posted_Data         $data   The values.
	 * @param array<string,mixed> $params Body fields, for the quiz and captcha answers.
	 * @return array<int,array{field: string, message: string}>
	 */
	private function invalid_fields( Form $form, Posted_Data $data, array $params ): array {
		$invalid    = array();
		$challenges = $this->challenges->errors( $form, $params );
		foreach ( $form->fields as $field ) {
			if ( in_array( $field['type'], array( 'acceptance', 'submit' ), true ) ) {
				continue; // An unticked box is acceptance_missing, not a field error.
			}
			$code = in_array( $field['type'], Form::CHALLENGE_TYPES, true )
				? $challenges[ $field['name'] ] ?? null
				: $data->upload_errors[ $field['name'] ] ?? Rules::check( $field, $data->public_values()[ $field['name'] ], Form::url_schemes() );
			if ( null !== $code ) {
				$invalid[] = array(
					'field'   => $field['name'],
					'message' => Rules::message( $code ),
				);
			}
		}
		return $invalid;
	}

	/**
	 * Stores a submission in the inbox.
	 *
	 * @param Form                $form    The form.
	 * @param array<string,mixed> $values  Values by field name.
	 * @param string              $status  Its status.
	 * @param string              $ip_hash Hashed sender address.
	 * @return int The submission id.
	 * @throws Storage_Failure When WordPress did not store it.
	 */
	private function store( Form $form, array $values, string $status, string $ip_hash ): int {
		$id = $this->inbox->store( $form, $values, $status, $ip_hash );
		if ( $id < 1 ) {
			throw new Storage_Failure( 'The submission could not be stored.' );
		}
		return $id;
	}
}
