<?php
/**
 * The values of one submission, read from the request for the fields of a form.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Submission;

use InvalidArgumentException;
use Inkwell\Forms\Form\Form;
use Inkwell\Forms\Validation\Rules;

/**
 * Collects each field's value: a string, a list of strings for checkboxes, a list of uploaded files
 * ({name, size, type, path}) for file fields. Types of files come from their content, not from the browser.
 *
 * @since 0.1.0
 */
final class Posted_Data {

	/**
	 * Creates the data.
	 *
	 * @param array<string,mixed>  $values        Values by field name.
	 * @param array<string,string> $upload_errors Upload error code by field name.
	 */
	private function __construct( public readonly array $values, public readonly array $upload_errors ) {
	}

	/**
	 * Reads the values of a form's fields.
	 *
	 * @since 0.1.0
	 *
	 * @param Form                $form   The form.
	 * @param array<string,mixed> $params Body fields (unslashed).
	 * @param array<string,mixed> $files  Uploaded files as in $_FILES.
	 * @throws InvalidArgumentException When a field arrives in a shape it cannot have.
	 */
	public static function from_request( Form $form, array $params, array $files ): self {
		$values = array();
		$errors = array();
		foreach ( $form->data_fields() as $field ) {
			$name = $field['name'];
			$raw  = $params[ $name ] ?? ( 'checkbox' === $field['type'] ? array() : '' );
			if ( 'file' === $field['type'] ) {
				list( $values[ $name ], $error ) = self::files( is_array( $files[ $name ] ?? null ) ? $files[ $name ] : array() );
				if ( null !== $error ) {
					$errors[ $name ] = $error;
				}
			} elseif ( 'checkbox' === $field['type'] ) {
				$list = is_array( $raw ) ? $raw : array( $raw );
				if ( array_filter( $list, static fn ( $v ) => ! is_scalar( $v ) ) ) {
					throw new InvalidArgumentException( esc_html( $name ) );
				}
				$values[ $name ] = array_values( array_filter( array_map( static fn ( $v ) => sanitize_text_field( (string) $v ), $list ), static fn ( string $v ): bool => '' !== $v ) );
			} else {
				if ( ! is_scalar( $raw ) ) {
					throw new InvalidArgumentException( esc_html( $name ) );
				}
				$values[ $name ] = 'textarea' === $field['type'] ? sanitize_textarea_field( (string) $raw ) : sanitize_text_field( (string) $raw );
				if ( 'url' === $field['type'] ) {
					// A bare host gets the http:// prefix (SPEC 5.3), as the client does before sending.
					$values[ $name ] = Rules::normalize_url( $values[ $name ], Form::url_schemes() ) ?? $values[ $name ];
				}
			}
		}
		return new self( $values, $errors );
	}

	/**
	 * The values without file paths, as stored and hashed.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,mixed>
	 */
	public function public_values(): array {
		return array_map(
			static fn ( $value ) => is_array( $value ) ? array_map( static fn ( $v ) => is_array( $v ) ? array_diff_key( $v, array( 'path' => true ) ) : $v, $value ) : $value,
			$this->values
		);
	}

	/**
	 * The uploaded files of one field: one entry or a list, as PHP gives them.
	 *
	 * @param array<string,mixed> $entry A $_FILES entry.
	 * @return array{0: array<int,array{name: string, size: int, type: string, path: string}>, 1: string|null}
	 */
	private static function files( array $entry ): array {
		$names  = (array) ( $entry['name'] ?? array() );
		$errors = (array) ( $entry['error'] ?? array() );
		$paths  = (array) ( $entry['tmp_name'] ?? array() );
		$files  = array();
		foreach ( array_keys( $names ) as $i ) {
			$error = (int) ( $errors[ $i ] ?? UPLOAD_ERR_NO_FILE );
			$path  = (string) ( $paths[ $i ] ?? '' );
			if ( UPLOAD_ERR_NO_FILE === $error ) {
				continue;
			}
			if ( in_array( $error, array( UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE ), true ) ) {
				return array( array(), 'file_too_large' );
			}
			if ( UPLOAD_ERR_OK !== $error || ! is_uploaded_file( $path ) ) {
				return array( array(), 'upload_failed' );
			}
			$name  = sanitize_file_name( (string) $names[ $i ] );
			$check = wp_check_filetype_and_ext( $path, $name );
			if ( empty( $check['type'] ) ) {
				return array( array(), 'file_type' ); // Not a type WordPress allows at all (scripts, executables).
			}
			$files[] = array(
				'name' => $name,
				'size' => (int) filesize( $path ),
				'type' => (string) $check['type'],
				'path' => $path,
			);
		}
		return array( $files, null );
	}
}
