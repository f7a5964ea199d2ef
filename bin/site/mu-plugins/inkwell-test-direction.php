<?php
/**
 * Plugin Name: Inkwell right-to-left switch
 * Description: Local sites only: a browser that sends the cookie inkwell_direction=rtl gets the site in Arabic's locale and right to left, without a language pack (for the e2e tests and npm run shots).
 *
 * @package Inkwell
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotValidated -- compared with a fixed value only.
if ( 'rtl' === ( $_COOKIE['inkwell_direction'] ?? '' ) ) {
	add_filter( 'locale', static fn (): string => 'ar' );
	// WP_Locale reads the direction from this translation, as a language pack would give it.
	add_filter(
		'gettext_with_context',
		static fn ( string $translation, string $text, string $context ): string => 'ltr' === $text && 'text direction' === $context ? 'rtl' : $translation,
		10,
		3
	);
}
