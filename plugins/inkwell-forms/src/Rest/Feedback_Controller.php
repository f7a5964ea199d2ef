<?php
/**
 * The contact form routes of SPEC 7.4: feedback, refill and the validation schema.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Rest;

use InvalidArgumentException;
use Inkwell\Forms\Challenge\Challenges;
use Inkwell\Forms\Form\Form;
use Inkwell\Forms\Submission\Processor;
use Inkwell\Forms\Submission\Spam_Guard;
use Inkwell\Forms\Submission\Storage_Failure;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * POST /inkwell-forms/v1/contact-forms/{id}/feedback, GET .../refill, GET .../feedback/schema.
 * Contact forms are public: anyone may send one, so the permission check only needs the form to exist.
 *
 * @since 0.1.0
 */
final class Feedback_Controller extends \WP_REST_Controller {

	/**
	 * The forms namespace.
	 *
	 * @var string
	 */
	protected $namespace = 'inkwell-forms/v1';

	/**
	 * The resource base.
	 *
	 * @var string
	 */
	protected $rest_base = 'contact-forms';

	/**
	 * Creates the controller.
	 *
	 * @param Processor  $processor  Submission handling.
	 * @param Challenges $challenges Quiz and captcha.
	 */
	public function __construct( private readonly Processor $processor, private readonly Challenges $challenges ) {
	}

	/**
	 * Registers the routes.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		$base   = '/' . $this->rest_base . '/(?P<id>\d+)';
		$args   = array(
			'id' => array(
				'description' => __( 'The contact form id.', 'inkwell-forms' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
		);
		$routes = array(
			'/feedback'        => array( WP_REST_Server::CREATABLE, 'feedback' ),
			'/refill'          => array( WP_REST_Server::READABLE, 'refill' ),
			'/feedback/schema' => array( WP_REST_Server::READABLE, 'schema' ),
		);
		foreach ( $routes as $path => $route ) {
			register_rest_route(
				$this->namespace,
				$base . $path,
				array(
					'methods'             => $route[0],
					'callback'            => array( $this, $route[1] ),
					'permission_callback' => array( $this, 'check_form' ),
					'args'                => $args,
				)
			);
		}
	}

	/**
	 * Anyone may use a published form; an unknown id gets 404 with a JSON message.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|WP_Error
	 */
	public function check_form( WP_REST_Request $request ) {
		if ( null === Form::find( (int) $request['id'] ) ) {
			return new WP_Error( 'inkwell_forms_not_found', __( 'This contact form does not exist.', 'inkwell-forms' ), array( 'status' => 404 ) );
		}
		return true;
	}

	/**
	 * Processes a submission (multipart or form-encoded).
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function feedback( WP_REST_Request $request ) {
		$form = Form::find( (int) $request['id'] );
		$type = $request->get_content_type();
		if ( null === $form || ! in_array( $type['value'] ?? '', array( 'multipart/form-data', 'application/x-www-form-urlencoded' ), true ) ) {
			return $this->malformed();
		}
		try {
			$answer = $this->processor->submit(
				$form,
				$request->get_body_params(),
				$request->get_file_params(),
				self::client_ip()
			);
		} catch ( InvalidArgumentException ) {
			return $this->malformed();
		} catch ( Storage_Failure ) {
			$response = rest_convert_error_to_response( new WP_Error( 'inkwell_forms_unavailable', Processor::not_stored_message(), array( 'status' => 503 ) ) );
			$response->header( 'Retry-After', '5' );
			return $response;
		}
		return new WP_REST_Response( $answer, 200 );
	}

	/**
	 * Fresh captcha and quiz data for a form: {captcha: {name: {token, image}}, quiz: {name: {token, question}}},
	 * and a fresh fill-time token (fill_token), which a form shown from a cached page needs.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function refill( WP_REST_Request $request ): WP_REST_Response {
		$form     = Form::find( (int) $request['id'] );
		$response = new WP_REST_Response( null === $form ? array() : $this->challenges->fresh( $form ) + array( 'fill_token' => Spam_Guard::token() ) );
		$response->header( 'Cache-Control', 'no-store' ); // Each answer is a new, single-use challenge.
		return $response;
	}

	/**
	 * The validation schema of a form.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function schema( WP_REST_Request $request ): WP_REST_Response {
		return new WP_REST_Response( Form::find( (int) $request['id'] )?->schema() );
	}

	/**
	 * The sender's address as the web server saw it (never a forwarded header a client can forge).
	 *
	 * @since 0.1.0
	 */
	public static function client_ip(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		return (string) filter_var( $ip, FILTER_VALIDATE_IP );
	}

	/**
	 * The 400 answer to a body that is not a form submission.
	 */
	private function malformed(): WP_Error {
		return new WP_Error( 'inkwell_forms_malformed', __( 'The submission could not be read. Please reload the page and try again.', 'inkwell-forms' ), array( 'status' => 400 ) );
	}
}
