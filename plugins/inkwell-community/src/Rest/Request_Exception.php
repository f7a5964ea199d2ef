<?php
/**
 * A request the community API refuses, with the answer it gets.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rest;

/**
 * Thrown by route handlers; Route_Controller turns it into a WP_Error with a JSON code and a status.
 *
 * @since 0.1.0
 */
final class Request_Exception extends \RuntimeException {

	/**
	 * Creates the exception.
	 *
	 * @param string $error_code Machine-readable code of the answer.
	 * @param string $text       Translated message for people.
	 * @param int    $status     HTTP status.
	 * @param int    $retry_after Seconds after which the request may succeed (the Retry-After header), or 0.
	 */
	public function __construct( public readonly string $error_code, string $text, public readonly int $status, public readonly int $retry_after = 0 ) {
		parent::__construct( $text );
	}

	/**
	 * The target of the action does not exist or is not visible.
	 *
	 * @param string $text Translated message.
	 */
	public static function not_found( string $text ): self {
		return new self( 'inkwell_not_found', $text, 404 );
	}

	/**
	 * The request is well formed but not allowed (for example following oneself).
	 *
	 * @param string $text Translated message.
	 */
	public static function invalid( string $text ): self {
		return new self( 'inkwell_invalid_request', $text, 400 );
	}

	/**
	 * The user may not do this (for example read another user's private list).
	 *
	 * @param string $error_code Machine-readable code.
	 * @param string $text       Translated message.
	 */
	public static function forbidden( string $error_code, string $text ): self {
		return new self( $error_code, $text, 403 );
	}

	/**
	 * The person did this too often (Rules\Rate_Limits).
	 *
	 * @since 0.5.0
	 *
	 * @param string $text        Translated message.
	 * @param int    $retry_after Seconds to wait.
	 */
	public static function too_many( string $text, int $retry_after ): self {
		return new self( 'inkwell_rate_limited', $text, 429, $retry_after );
	}

	/**
	 * The database did not carry out the change: nothing was saved or counted.
	 *
	 * @since 0.5.0
	 */
	public static function unavailable(): self {
		return new self( 'inkwell_unavailable', __( 'Your change could not be saved just now. Please try again in a moment.', 'inkwell-community' ), 503, 5 );
	}
}
