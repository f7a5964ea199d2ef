<?php
/**
 * CSV records for the admin's exports.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Inbox;

/**
 * Builds CSV text in memory, without a file handle: RFC 4180 quoting, and every cell that a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return) prefixed with an apostrophe.
 *
 * @since 0.2.0
 */
final class Csv {

	/**
	 * One record, ending with a line break.
	 *
	 * @since 0.2.0
	 *
	 * @param array<int, scalar> $cells Cell values.
	 */
	public static function line( array $cells ): string {
		$quoted = array();
		foreach ( $cells as $cell ) {
			$cell = (string) $cell;
			if ( preg_match( '/^[=+\-@\t\r]/', $cell ) ) {
				$cell = "'" . $cell;
			}
			$quoted[] = preg_match( '/[",\s]/', $cell ) ? '"' . str_replace( '"', '""', $cell ) . '"' : $cell;
		}
		return implode( ',', $quoted ) . "\n";
	}
}
