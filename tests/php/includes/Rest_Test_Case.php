<?php
declare( strict_types=1 );

namespace Inkwell\Tests;

use WP_REST_Request;
use WP_REST_Response;

/**
 * Dispatches REST requests in-process and turns error answers into readable failures.
 */
abstract class Rest_Test_Case extends Test_Case {

	/**
	 * POSTs form fields to a route as the current user, with a valid REST nonce unless one is given.
	 *
	 * @param array<string,mixed> $body   Form fields.
	 * @param string|null         $nonce  Nonce to send; null sends a valid one, '' sends none.
	 */
	protected function post( string $route, array $body, ?string $nonce = null ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', $route );
		$request->set_header( 'Content-Type', 'application/x-www-form-urlencoded' );
		$request->set_body_params( $body );
		$nonce ??= wp_create_nonce( 'wp_rest' );
		if ( '' !== $nonce ) {
			$request->set_query_params( array( '_wpnonce' => $nonce ) );
		}
		return rest_get_server()->dispatch( $request );
	}

	/**
	 * Asserts a successful answer and returns its data.
	 *
	 * @return array<string,mixed>
	 */
	protected function assert_ok( WP_REST_Response $response ): array {
		$data = $response->get_data();
		$this->assertSame( 200, $response->get_status(), 'Answer: ' . wp_json_encode( $data ) );
		$this->assertIsArray( $data );
		return $data;
	}

	/**
	 * Asserts an error answer with its status and JSON code, and a message for people.
	 */
	protected function assert_error( WP_REST_Response $response, int $status, string $code ): void {
		$data = $response->get_data();
		$this->assertSame( $status, $response->get_status(), 'Answer: ' . wp_json_encode( $data ) );
		$this->assertIsArray( $data );
		$this->assertSame( $code, $data['code'] ?? null );
		$this->assertNotEmpty( $data['message'] ?? '' );
	}
}
