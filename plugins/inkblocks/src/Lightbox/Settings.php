<?php
/**
 * The site-wide lightbox settings and breakpoints of the page configuration.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Lightbox;

/**
 * The site-wide settings of SPEC 3 (page configuration): their defaults here, their values from the
 * `inkblocks_lightbox_settings` filter (the Inkwell theme fills it from its Customizer settings).
 *
 * @since 0.2.0
 */
final class Settings {

	/** Where a slide's title or description may come from: an attachment field, or nowhere (''). */
	public const SOURCES = array( '', 'title', 'caption', 'alt', 'description' );

	/**
	 * Per-device breakpoints of block settings (SPEC 9, reading B): max width and whether enabled.
	 *
	 * @var array<string, array{value: int, enabled: bool}>
	 */
	public const BREAKPOINTS = array(
		'mobile'       => array(
			'value'   => 767,
			'enabled' => true,
		),
		'mobile_extra' => array(
			'value'   => 880,
			'enabled' => false,
		),
		'tablet'       => array(
			'value'   => 1024,
			'enabled' => true,
		),
		'tablet_extra' => array(
			'value'   => 1200,
			'enabled' => false,
		),
		'laptop'       => array(
			'value'   => 1366,
			'enabled' => false,
		),
		'widescreen'   => array(
			'value'   => 2400,
			'enabled' => false,
		),
	);

	/**
	 * Defaults: every feature on, titles and descriptions from the attachment's fields of those names.
	 *
	 * @var array{global_image_lightbox: bool, lightbox_enable_counter: bool, lightbox_enable_fullscreen: bool, lightbox_enable_zoom: bool, lightbox_enable_share: bool, lightbox_title_src: string, lightbox_description_src: string}
	 */
	public const DEFAULTS = array(
		'global_image_lightbox'      => true,
		'lightbox_enable_counter'    => true,
		'lightbox_enable_fullscreen' => true,
		'lightbox_enable_zoom'       => true,
		'lightbox_enable_share'      => true,
		'lightbox_title_src'         => 'title',
		'lightbox_description_src'   => 'description',
	);

	/**
	 * The lightbox settings in effect, validated.
	 *
	 * @since 0.2.0
	 *
	 * @return array{global_image_lightbox: bool, lightbox_enable_counter: bool, lightbox_enable_fullscreen: bool, lightbox_enable_zoom: bool, lightbox_enable_share: bool, lightbox_title_src: string, lightbox_description_src: string}
	 */
	public static function lightbox(): array {
		/**
		 * Filters the site-wide lightbox settings (SPEC 3, page configuration).
		 *
		 * @since 0.2.0
		 *
		 * @param array<string, bool|string> $settings The settings, keyed by their SPEC names.
		 */
		$raw      = (array) apply_filters( 'inkblocks_lightbox_settings', self::DEFAULTS );
		$settings = self::DEFAULTS;
		foreach ( self::DEFAULTS as $name => $default ) {
			$value = $raw[ $name ] ?? $default;
			if ( is_bool( $default ) ) {
				$settings[ $name ] = (bool) $value;
			} else {
				$settings[ $name ] = in_array( $value, self::SOURCES, true ) ? $value : $default;
			}
		}
		return $settings;
	}

	/**
	 * The enabled breakpoints, name => max width (`active_breakpoints` of the page configuration).
	 *
	 * @since 0.2.0
	 *
	 * @return array<string, int>
	 */
	public static function active_breakpoints(): array {
		/**
		 * Filters the per-device breakpoints of block settings.
		 *
		 * @since 0.2.0
		 *
		 * @param array<string, array{value: int, enabled: bool}> $breakpoints Breakpoints by name.
		 */
		$breakpoints = (array) apply_filters( 'inkblocks_breakpoints', self::BREAKPOINTS );
		$active      = array();
		foreach ( $breakpoints as $name => $breakpoint ) {
			if ( is_array( $breakpoint ) && ! empty( $breakpoint['enabled'] ) ) {
				$active[ (string) $name ] = (int) ( $breakpoint['value'] ?? 0 );
			}
		}
		return $active;
	}

	/**
	 * The page configuration of SPEC 3: the current post and the site-wide settings.
	 *
	 * @since 0.2.0
	 *
	 * @return array{post: array{id: int, title: string, excerpt: string}, settings: array<string, mixed>}
	 */
	public static function page_config(): array {
		$post = is_singular() ? get_queried_object() : null;
		return array(
			'post'     => array(
				'id'      => $post instanceof \WP_Post ? $post->ID : 0,
				'title'   => html_entity_decode( wp_strip_all_tags( $post instanceof \WP_Post ? get_the_title( $post ) : wp_get_document_title() ), ENT_QUOTES, 'UTF-8' ),
				'excerpt' => $post instanceof \WP_Post ? self::excerpt( $post ) : '',
			),
			'settings' => self::lightbox() + array( 'active_breakpoints' => self::active_breakpoints() ),
		);
	}

	/**
	 * The post's excerpt as plain text, without running the content filters (this is printed from them).
	 *
	 * @param \WP_Post $post The post.
	 */
	private static function excerpt( \WP_Post $post ): string {
		$text = '' !== $post->post_excerpt ? $post->post_excerpt : excerpt_remove_blocks( strip_shortcodes( $post->post_content ) );
		return wp_trim_words( wp_strip_all_tags( $text ), 40 );
	}
}
