<?php
/**
 * Plugin Name: Inkwell test switches
 * Description: Local sites only, for the e2e tests and npm run shots. A browser that sends the cookie inkwell_direction=rtl gets the site in Arabic's locale and right to left, without a language pack; one that sends inkwell_menu=long gets a primary menu of 12 top-level items with long labels; one that sends inkwell_form_fill=instant may send a contact form at once (no minimum fill time).
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

// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotValidated -- compared with a fixed value only.
if ( 'long' === ( $_COOKIE['inkwell_menu'] ?? '' ) ) {
	add_filter(
		'wp_nav_menu_items',
		static function ( string $items, stdClass $args ): string {
			if ( 'primary' !== $args->theme_location ) {
				return $items;
			}
			$items = '';
			for ( $i = 1; $i <= 12; $i++ ) {
				$children = 3 === $i ? '<ul class="sub-menu"><li class="menu-item"><a href="/explore/">Every author and every topic to follow</a></li></ul>' : '';
				$items   .= sprintf(
					'<li class="menu-item%1$s"><a href="/?menu-item=%2$d">Section number %2$d with a long label</a>%3$s</li>',
					$children ? ' menu-item-has-children' : '',
					$i,
					$children
				);
			}
			return $items;
		},
		10,
		2
	);
}

// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotValidated -- compared with a fixed value only.
if ( 'instant' === ( $_COOKIE['inkwell_form_fill'] ?? '' ) ) {
	add_filter( 'inkwell_forms_min_fill_time', '__return_zero' );
}
