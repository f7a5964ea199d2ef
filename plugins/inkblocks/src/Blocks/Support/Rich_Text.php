<?php
/**
 * Text edited with RichText in the block editor, stored as inline HTML in an attribute.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks\Support;

/**
 * A RichText attribute value (titles, prices, labels) as the page may print it: only the inline tags the
 * blocks' RichText formats produce (bold, italic, link, code, strikethrough, sub/superscript, line
 * break) survive.
 *
 * @since 0.5.0
 */
final class Rich_Text {

	/** The inline tags and attributes RichText writes. */
	private const INLINE = array(
		'a'      => array(
			'href'   => true,
			'rel'    => true,
			'target' => true,
		),
		'br'     => array(),
		'code'   => array(),
		'em'     => array(),
		's'      => array(),
		'strong' => array(),
		'sub'    => array(),
		'sup'    => array(),
	);

	/**
	 * The value with only the inline tags left, trimmed; '' for anything but a string.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $value The saved attribute value.
	 */
	public static function inline( mixed $value ): string {
		return is_string( $value ) ? trim( wp_kses( $value, self::INLINE ) ) : '';
	}

	/**
	 * The text of a value typed in a RichText without formats (a name, a label), as it reads: tags
	 * removed, entities such as &amp; decoded, one trimmed line; '' for anything but a string. Print it
	 * escaped (esc_html, esc_attr).
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $value The saved attribute value.
	 */
	public static function plain( mixed $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$text = html_entity_decode( wp_strip_all_tags( $value ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}
}
