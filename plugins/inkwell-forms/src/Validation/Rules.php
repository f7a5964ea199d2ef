<?php
/**
 * The validation rules of SPEC 5.3, applied to one field's value.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Validation;

/**
 * The same rules the client applies from the schema (widgets-src/forms/validation/rules.ts); both are
 * tested against one value table, tests/fixtures/validation-cases.json.
 *
 * A value is a string for single-value fields, a list of strings for checkboxes, and a list of
 * {name, size, type} for files. The answer is null when the value is valid, otherwise an error code.
 *
 * @since 0.1.0
 */
final class Rules {

	/** Field types whose value is text checked by length. */
	private const TEXT_TYPES = array( 'text', 'email', 'url', 'tel', 'textarea' );

	/** Schemes that need a host after '//'. */
	private const HIERARCHICAL = array( 'http', 'https', 'ftp', 'ftps' );

	/**
	 * Checks a value against a field definition.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $field   Field definition (schema shape).
	 * @param mixed               $value   The submitted value.
	 * @param string[]            $schemes Allowed URL schemes.
	 * @return string|null Error code, or null when valid.
	 */
	public static function check( array $field, mixed $value, array $schemes ): ?string {
		$type = (string) ( $field['type'] ?? 'text' );
		if ( self::is_blank( $value ) ) {
			return empty( $field['required'] ) ? null : 'required';
		}
		if ( is_array( $value ) && 'file' === $type ) {
			return self::check_files( $field, $value );
		}
		if ( is_array( $value ) ) {
			return self::check_items( $field, array_map( 'strval', $value ) );
		}
		$value = (string) $value;
		$valid = match ( $type ) {
			'email'  => self::is_email( $value ),
			'url'    => null !== self::normalize_url( $value, $schemes ),
			'tel'    => (bool) preg_match( '/^\+?\d{6,15}$/', (string) preg_replace( '/[\s\-().\/]/', '', $value ) ),
			'number' => self::is_number( $value ),
			'date'   => self::is_date( $value ),
			'time'   => self::is_time( $value ),
			default  => true,
		};
		if ( ! $valid ) {
			return 'invalid_' . $type;
		}
		if ( in_array( $type, self::TEXT_TYPES, true ) ) {
			return self::check_length( $field, $value );
		}
		return match ( $type ) {
			'number'          => self::check_number( $field, (float) $value ),
			'date'            => self::check_range( $field, $value ) ?? self::check_day( $field, $value ),
			'time'            => self::check_range( $field, self::full_time( $value ) ),
			'select', 'radio' => self::check_items( $field, array( $value ) ),
			default           => null,
		};
	}

	/**
	 * The text people see for an error code.
	 *
	 * @since 0.1.0
	 *
	 * @param string $code Error code.
	 */
	public static function message( string $code ): string {
		return self::messages()[ $code ] ?? __( 'This field has an error.', 'inkwell-forms' );
	}

	/**
	 * Every error message by code; the client receives them with the schema.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,string>
	 */
	public static function messages(): array {
		return array(
			'required'       => __( 'Please fill out this field.', 'inkwell-forms' ),
			'invalid_email'  => __( 'Please enter an email address.', 'inkwell-forms' ),
			'invalid_url'    => __( 'Please enter a URL.', 'inkwell-forms' ),
			'invalid_tel'    => __( 'Please enter a telephone number.', 'inkwell-forms' ),
			'invalid_number' => __( 'Please enter a number.', 'inkwell-forms' ),
			'invalid_date'   => __( 'Please enter a date in YYYY-MM-DD format.', 'inkwell-forms' ),
			'invalid_time'   => __( 'Please enter a time in HH:MM format.', 'inkwell-forms' ),
			'too_short'      => __( 'This field has a too short input.', 'inkwell-forms' ),
			'too_long'       => __( 'This field has a too long input.', 'inkwell-forms' ),
			'too_small'      => __( 'This field has a too small number.', 'inkwell-forms' ),
			'too_large'      => __( 'This field has a too large number.', 'inkwell-forms' ),
			'step_mismatch'  => __( 'This number does not match the allowed steps.', 'inkwell-forms' ),
			'too_early'      => __( 'This field has a too early value.', 'inkwell-forms' ),
			'too_late'       => __( 'This field has a too late value.', 'inkwell-forms' ),
			'wrong_day'      => __( 'This date falls on a day that is not allowed.', 'inkwell-forms' ),
			'not_in_list'    => __( 'Please choose one of the offered options.', 'inkwell-forms' ),
			'too_few_items'  => __( 'Please choose more options.', 'inkwell-forms' ),
			'too_many_items' => __( 'Please choose fewer options.', 'inkwell-forms' ),
			'file_too_large' => __( 'The uploaded file is too large.', 'inkwell-forms' ),
			'file_too_small' => __( 'The uploaded file is too small.', 'inkwell-forms' ),
			'file_type'      => __( 'You are not allowed to upload files of this type.', 'inkwell-forms' ),
			'upload_failed'  => __( 'The file could not be uploaded.', 'inkwell-forms' ),
			'quiz_wrong'     => __( 'The answer to the quiz is incorrect.', 'inkwell-forms' ),
			'captcha_wrong'  => __( 'The code you entered is incorrect. Please try the new one.', 'inkwell-forms' ),
		);
	}

	/**
	 * A URL with the http:// prefix a bare host gets, or null when it is not an allowed URL.
	 *
	 * @since 0.1.0
	 *
	 * @param string   $value   The value.
	 * @param string[] $schemes Allowed schemes.
	 */
	public static function normalize_url( string $value, array $schemes ): ?string {
		$value = trim( $value );
		if ( ! preg_match( '/^[a-z][a-z0-9+.\-]*:/i', $value ) ) {
			$value = 'http://' . $value;
		}
		if ( ! preg_match( '/^([a-z][a-z0-9+.\-]*):(\S+)$/i', $value, $parts ) ) {
			return null;
		}
		$scheme = strtolower( $parts[1] );
		if ( ! in_array( $scheme, $schemes, true ) ) {
			return null;
		}
		if ( in_array( $scheme, self::HIERARCHICAL, true ) && ! preg_match( '#^//[a-z0-9\-]+(\.[a-z0-9\-]+)*(:\d+)?([/?\#]\S*)?$#i', $parts[2] ) ) {
			return null;
		}
		return $value;
	}

	/**
	 * Whether the value is empty after trimming (or an empty list).
	 *
	 * @param mixed $value The value.
	 */
	private static function is_blank( mixed $value ): bool {
		return is_array( $value ) ? array() === $value : '' === trim( (string) $value );
	}

	/**
	 * At least 6 characters; one '@', not first; a valid local part; 2+ labels of letters, digits, hyphens.
	 *
	 * @param string $value The value.
	 */
	private static function is_email( string $value ): bool {
		if ( strlen( $value ) < 6 || 1 !== substr_count( $value, '@' ) || str_starts_with( $value, '@' ) ) {
			return false;
		}
		list( $local, $domain ) = explode( '@', $value );
		if ( ! preg_match( '/^[a-zA-Z0-9!#$%&\'*+\/=?^_`{|}~.\-]+$/', $local ) ) {
			return false;
		}
		$labels = explode( '.', $domain );
		if ( count( $labels ) < 2 ) {
			return false;
		}
		foreach ( $labels as $label ) {
			if ( ! preg_match( '/^[a-z0-9\-]+$/i', $label ) ) {
				return false; // An empty label is a leading, trailing or doubled dot.
			}
		}
		return true;
	}

	/**
	 * A decimal number, optionally negative.
	 *
	 * @param string $value The value.
	 */
	private static function is_number( string $value ): bool {
		return (bool) preg_match( '/^-?(\d+(\.\d+)?|\.\d+)$/', trim( $value ) );
	}

	/**
	 * A real calendar date written YYYY-MM-DD.
	 *
	 * @param string $value The value.
	 */
	private static function is_date( string $value ): bool {
		return (bool) preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $m ) && checkdate( (int) $m[2], (int) $m[3], (int) $m[1] );
	}

	/**
	 * HH:MM or HH:MM:SS on a 24-hour clock.
	 *
	 * @param string $value The value.
	 */
	private static function is_time( string $value ): bool {
		return (bool) preg_match( '/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/', $value );
	}

	/**
	 * HH:MM as HH:MM:00, so times compare as strings.
	 *
	 * @param string $value A valid time.
	 */
	private static function full_time( string $value ): string {
		return 5 === strlen( $value ) ? $value . ':00' : $value;
	}

	/**
	 * Minimum and maximum length in characters.
	 *
	 * @param array<string,mixed> $field Field.
	 * @param string              $value Value.
	 */
	private static function check_length( array $field, string $value ): ?string {
		$length = mb_strlen( $value );
		if ( isset( $field['minLength'] ) && $length < (int) $field['minLength'] ) {
			return 'too_short';
		}
		if ( isset( $field['maxLength'] ) && $length > (int) $field['maxLength'] ) {
			return 'too_long';
		}
		return null;
	}

	/**
	 * Range and step of a number; the step counts from the minimum (or 0).
	 *
	 * @param array<string,mixed> $field Field.
	 * @param float               $value Value.
	 */
	private static function check_number( array $field, float $value ): ?string {
		if ( isset( $field['min'] ) && $value < (float) $field['min'] ) {
			return 'too_small';
		}
		if ( isset( $field['max'] ) && $value > (float) $field['max'] ) {
			return 'too_large';
		}
		if ( isset( $field['step'] ) && (float) $field['step'] > 0 ) {
			$steps = ( $value - (float) ( $field['min'] ?? 0 ) ) / (float) $field['step'];
			if ( abs( $steps - round( $steps ) ) > 1e-8 ) {
				return 'step_mismatch';
			}
		}
		return null;
	}

	/**
	 * Earliest and latest date or time (compared as ISO strings).
	 *
	 * @param array<string,mixed> $field Field.
	 * @param string              $value Value in full form.
	 */
	private static function check_range( array $field, string $value ): ?string {
		$normalize = 'time' === ( $field['type'] ?? '' ) ? array( self::class, 'full_time' ) : 'strval';
		if ( isset( $field['min'] ) && $value < $normalize( (string) $field['min'] ) ) {
			return 'too_early';
		}
		if ( isset( $field['max'] ) && $value > $normalize( (string) $field['max'] ) ) {
			return 'too_late';
		}
		return null;
	}

	/**
	 * Allowed days of the week (ISO: 1 Monday to 7 Sunday).
	 *
	 * @param array<string,mixed> $field Field.
	 * @param string              $value A valid date.
	 */
	private static function check_day( array $field, string $value ): ?string {
		if ( empty( $field['days'] ) || ! is_array( $field['days'] ) ) {
			return null;
		}
		$day = (int) gmdate( 'N', (int) strtotime( $value . ' 00:00:00 UTC' ) );
		return in_array( $day, array_map( 'intval', $field['days'] ), true ) ? null : 'wrong_day';
	}

	/**
	 * Enumeration and item counts of choices.
	 *
	 * @param array<string,mixed> $field Field.
	 * @param string[]            $items Chosen values.
	 */
	private static function check_items( array $field, array $items ): ?string {
		$options = isset( $field['options'] ) && is_array( $field['options'] ) ? array_map( 'strval', $field['options'] ) : array();
		if ( $options && array_diff( $items, $options ) ) {
			return 'not_in_list';
		}
		if ( isset( $field['minItems'] ) && count( $items ) < (int) $field['minItems'] ) {
			return 'too_few_items';
		}
		if ( isset( $field['maxItems'] ) && count( $items ) > (int) $field['maxItems'] ) {
			return 'too_many_items';
		}
		return null;
	}

	/**
	 * Size and type of each uploaded file.
	 *
	 * @param array<string,mixed>            $field Field.
	 * @param array<int,array<string,mixed>> $files Files as {name, size, type}.
	 */
	private static function check_files( array $field, array $files ): ?string {
		foreach ( $files as $file ) {
			$size = (int) ( $file['size'] ?? 0 );
			if ( isset( $field['maxSize'] ) && $size > (int) $field['maxSize'] ) {
				return 'file_too_large';
			}
			if ( isset( $field['minSize'] ) && $size < (int) $field['minSize'] ) {
				return 'file_too_small';
			}
			if ( ! empty( $field['accept'] ) && ! self::accepts( (array) $field['accept'], (string) ( $file['name'] ?? '' ), (string) ( $file['type'] ?? '' ) ) ) {
				return 'file_type';
			}
		}
		return null;
	}

	/**
	 * Whether a file matches one accepted extension ('.pdf'), MIME type ('application/pdf') or family ('image/*').
	 *
	 * @param string[] $accept Accepted entries.
	 * @param string   $name   File name.
	 * @param string   $type   MIME type.
	 */
	private static function accepts( array $accept, string $name, string $type ): bool {
		foreach ( $accept as $entry ) {
			$entry = strtolower( trim( (string) $entry ) );
			if ( str_starts_with( $entry, '.' ) ) {
				$match = str_ends_with( strtolower( $name ), $entry );
			} elseif ( str_ends_with( $entry, '/*' ) ) {
				$match = str_starts_with( strtolower( $type ), substr( $entry, 0, -1 ) );
			} else {
				$match = strtolower( $type ) === $entry;
			}
			if ( $match ) {
				return true;
			}
		}
		return false;
	}
}
