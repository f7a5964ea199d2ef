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
	 */
	public function __construct( public readonly string $error_code, string $text, public readonly int $status ) {
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
}
