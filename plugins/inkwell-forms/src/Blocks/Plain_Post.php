<?php
/**
 * A contact form posted without JavaScript.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Blocks;

use InvalidArgumentException;
use Inkwell\Forms\Form\Form;
use Inkwell\Forms\Rest\Feedback_Controller;
use Inkwell\Forms\Submission\Processor;

/**
 * Without JavaScript a form posts to the page it is on; the submission is processed before the page
 * renders, and the contact form block renders the answer in place (see Form_Instance::remember()).
 *
 * @since 0.4.0
 */
final class Plain_Post {

	/**
	 * Creates the handler.
	 *
	 * @param Processor $processor Submission handling.
	 */
	public function __construct( private readonly Processor $processor ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'template_redirect', array( $this, 'handle' ) );
	}

	/**
	 * Processes a form posted to this page, if one was.
	 *
	 * @since 0.4.0
	 */
	public function handle(): void {
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
		Form_Instance::remember( sanitize_html_class( (string) $params[ Processor::UNIT_TAG ] ), $answer, $params );
	}
}
