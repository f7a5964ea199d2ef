<?php
/**
 * The quiz and captcha fields of a form: fresh data for the page and the check of a submission.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Challenge;

use Inkwell\Forms\Form\Form;

/**
 * Gives the `captcha` and `quiz` objects of SPEC 3 (by field name) for the form render, the answer and
 * GET .../refill, and checks the answers posted with the token field `_inkwell_forms_challenge_{name}`.
 *
 * @since 0.2.0
 */
final class Challenges {

	/** Prefix of the hidden field that carries a challenge's token. */
	public const TOKEN_PREFIX = '_inkwell_forms_challenge_';

	/**
	 * Creates the service.
	 *
	 * @param Captcha $captcha Image captcha.
	 * @param Quiz    $quiz    Quiz.
	 */
	public function __construct( private readonly Captcha $captcha = new Captcha(), private readonly Quiz $quiz = new Quiz() ) {
	}

	/**
	 * Fresh challenges of every quiz and captcha field of a form.
	 *
	 * @since 0.2.0
	 *
	 * @param Form $form The form.
	 * @return array{captcha: object, quiz: object} captcha: {name: {token, image}}; quiz: {name: {token, question}}.
	 */
	public function fresh( Form $form ): array {
		$captcha = array();
		$quiz    = array();
		foreach ( $form->challenge_fields() as $field ) {
			if ( 'captcha' === $field['type'] ) {
				$captcha[ $field['name'] ] = $this->captcha->create();
				continue;
			}
			$question = $this->quiz->create( self::scope( $form, $field['name'] ), $form->quiz_pairs( $field['name'] ) );
			if ( null !== $question ) {
				$quiz[ $field['name'] ] = $question;
			}
		}
		return array(
			'captcha' => (object) $captcha,
			'quiz'    => (object) $quiz,
		);
	}

	/**
	 * The error code of each challenge field of a submission that is blank or wrong.
	 *
	 * @since 0.2.0
	 *
	 * @param Form                $form   The form.
	 * @param array<string,mixed> $params Body fields (unslashed).
	 * @return array<string,string> Error code by field name.
	 */
	public function errors( Form $form, array $params ): array {
		$errors = array();
		foreach ( $form->challenge_fields() as $field ) {
			$name   = $field['name'];
			$answer = is_string( $params[ $name ] ?? null ) ? sanitize_text_field( $params[ $name ] ) : '';
			$token  = is_string( $params[ self::TOKEN_PREFIX . $name ] ?? null ) ? $params[ self::TOKEN_PREFIX . $name ] : '';
			if ( '' === trim( $answer ) ) {
				$errors[ $name ] = 'required';
			} elseif ( 'captcha' === $field['type'] && ! $this->captcha->verify( $token, $answer ) ) {
				$errors[ $name ] = 'captcha_wrong';
			} elseif ( 'quiz' === $field['type'] && ! $this->quiz->verify( self::scope( $form, $name ), $form->quiz_pairs( $name ), $token, $answer ) ) {
				$errors[ $name ] = 'quiz_wrong';
			}
		}
		return $errors;
	}

	/**
	 * What a quiz signature is bound to.
	 *
	 * @param Form   $form The form.
	 * @param string $name Field name.
	 */
	private static function scope( Form $form, string $name ): string {
		return $form->post->ID . '|' . $name;
	}
}
