<?php
/**
 * The quiz: one of the field's question/answer pairs, asked at random and checked on the server.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Challenge;

/**
 * The page gets the question and a signed token naming the pair; the answers never leave the server.
 * An answer may list several accepted spellings separated by '|'; case and outer spaces do not matter.
 *
 * @since 0.2.0
 */
final class Quiz {

	/**
	 * A random question of the pairs, with its token; null when the field has no usable pair.
	 *
	 * @since 0.2.0
	 *
	 * @param string                                             $scope Form id and field name.
	 * @param array<int,array{question: string, answer: string}> $pairs The field's pairs.
	 * @return array{question: string, token: string}|null
	 */
	public function create( string $scope, array $pairs ): ?array {
		if ( ! $pairs ) {
			return null;
		}
		$index = random_int( 0, count( $pairs ) - 1 );
		return array(
			'question' => $pairs[ $index ]['question'],
			'token'    => $index . '.' . self::sign( $scope, $index ),
		);
	}

	/**
	 * Whether the answer is right for the pair the token names.
	 *
	 * @since 0.2.0
	 *
	 * @param string                                             $scope  Form id and field name.
	 * @param array<int,array{question: string, answer: string}> $pairs  The field's pairs.
	 * @param string                                             $token  Token from the form.
	 * @param string                                             $answer What the person typed.
	 */
	public function verify( string $scope, array $pairs, string $token, string $answer ): bool {
		$index = (int) strtok( $token, '.' );
		if ( ! isset( $pairs[ $index ] ) || ! hash_equals( $index . '.' . self::sign( $scope, $index ), $token ) ) {
			return false;
		}
		$normalise = static fn ( string $text ): string => mb_strtolower( trim( $text ) );
		$accepted  = array_map( $normalise, explode( '|', $pairs[ $index ]['answer'] ) );
		return '' !== $normalise( $answer ) && in_array( $normalise( $answer ), $accepted, true );
	}

	/**
	 * The signature of a pair of a field.
	 *
	 * @param string $scope Form id and field name.
	 * @param int    $index Pair index.
	 */
	private static function sign( string $scope, int $index ): string {
		return hash_hmac( 'sha256', 'inkwell-forms-quiz|' . $scope . '|' . $index, wp_salt( 'nonce' ) );
	}
}
