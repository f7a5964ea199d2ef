<?php
/**
 * The mail a form sends: placeholders filled in, headers built only from checked addresses.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Submission;

use Inkwell\Forms\Form\Form;

/**
 * Sends the form's mail. `[field-name]` placeholders take the submitted values; `[_site_title]`,
 * `[_site_url]`, `[_site_admin_email]` and `[_all_fields]` are filled in by the site.
 *
 * @since 0.1.0
 */
final class Mailer {

	/**
	 * Sends the mail of a form for validated values.
	 *
	 * @since 0.1.0
	 *
	 * @param Form                 $form        The form.
	 * @param array<string,mixed>  $values      Values by field name (lists for checkboxes and files).
	 * @param array<string,string> $attachments Files to attach: name shown in the mail => path.
	 * @return bool Whether WordPress handed the mail over.
	 */
	public function send( Form $form, array $values, array $attachments ): bool {
		$mail    = $form->mail();
		$fill    = fn ( string $text ): string => $this->fill( $text, $form, $values );
		$to      = $this->addresses( $fill( $mail['to'] ) );
		$subject = self::one_line( $fill( $mail['subject'] ) );
		if ( ! $to ) {
			return false;
		}
		$headers  = array();
		$reply_to = $this->addresses( $fill( $mail['reply_to'] ) );
		if ( $reply_to ) {
			$headers[] = 'Reply-To: ' . $reply_to[0];
		}
		return wp_mail( $to, $subject, $fill( $mail['body'] ), $headers, $attachments );
	}

	/**
	 * Replaces the placeholders of a template.
	 *
	 * @param string              $text   Template.
	 * @param Form                $form   The form.
	 * @param array<string,mixed> $values Values by field name.
	 */
	private function fill( string $text, Form $form, array $values ): string {
		$lines = array();
		foreach ( $form->data_fields() as $field ) {
			$value   = self::text( $values[ $field['name'] ] ?? '' );
			$lines[] = ( '' !== $field['label'] ? $field['label'] : $field['name'] ) . ': ' . $value;
		}
		$replace = array(
			'[_site_title]'       => wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ),
			'[_site_url]'         => home_url( '/' ),
			'[_site_admin_email]' => (string) get_option( 'admin_email' ),
			'[_all_fields]'       => implode( "\n", $lines ),
		);
		foreach ( $values as $name => $value ) {
			$replace[ '[' . $name . ']' ] = self::text( $value );
		}
		return strtr( $text, $replace );
	}

	/**
	 * A value as text: lists joined, files by name.
	 *
	 * @param mixed $value Value.
	 */
	private static function text( mixed $value ): string {
		if ( ! is_array( $value ) ) {
			return (string) $value;
		}
		return implode( ', ', array_map( static fn ( $item ): string => is_array( $item ) ? (string) ( $item['name'] ?? '' ) : (string) $item, $value ) );
	}

	/**
	 * The valid addresses of a comma-separated list; anything with a line break or not an address is dropped.
	 *
	 * @param string $list Filled-in list.
	 * @return string[]
	 */
	private function addresses( string $list ): array {
		$valid = array();
		foreach ( explode( ',', $list ) as $address ) {
			$address = trim( $address );
			if ( '' !== $address && ! preg_match( '/[\r\n\0]/', $address ) && is_email( $address ) ) {
				$valid[] = $address;
			}
		}
		return $valid;
	}

	/**
	 * Text for a header: control characters (line breaks included) become spaces.
	 *
	 * @param string $text Text.
	 */
	private static function one_line( string $text ): string {
		return trim( (string) preg_replace( '/[\x00-\x1F\x7F]+/', ' ', $text ) );
	}
}
