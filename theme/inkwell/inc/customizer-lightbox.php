<?php
/**
 * The site-wide lightbox settings (SPEC 3, page configuration) in the Customizer.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/**
 * The lightbox settings with their defaults, keyed by their SPEC names (also their theme_mod names).
 *
 * @since 0.2.0
 *
 * @return array<string, bool|string>
 */
function inkwell_lightbox_defaults(): array {
	return array(
		'global_image_lightbox'      => true,
		'lightbox_enable_counter'    => true,
		'lightbox_enable_fullscreen' => true,
		'lightbox_enable_zoom'       => true,
		'lightbox_enable_share'      => true,
		'lightbox_title_src'         => 'title',
		'lightbox_description_src'   => 'description',
	);
}

/**
 * Where a lightbox title or description may come from: a field of the image's attachment, or none.
 *
 * @since 0.2.0
 *
 * @return array<string, string> Value => label.
 */
function inkwell_lightbox_sources(): array {
	return array(
		''            => __( 'None', 'inkwell' ),
		'title'       => __( 'Title', 'inkwell' ),
		'caption'     => __( 'Caption', 'inkwell' ),
		'alt'         => __( 'Alternative text', 'inkwell' ),
		'description' => __( 'Description', 'inkwell' ),
	);
}

/**
 * Adds the "Lightbox" section and its settings to the Customizer.
 *
 * @since 0.2.0
 *
 * @param WP_Customize_Manager $wp_customize The Customizer.
 */
function inkwell_customize_lightbox( WP_Customize_Manager $wp_customize ): void {
	$wp_customize->add_section(
		'inkwell_lightbox',
		array(
			'title'       => __( 'Lightbox', 'inkwell' ),
			'description' => __( 'How images open in the lightbox, site-wide.', 'inkwell' ),
			'priority'    => 160,
		)
	);
	$checkboxes = array(
		'global_image_lightbox'      => __( 'Open images linked to their file in the lightbox', 'inkwell' ),
		'lightbox_enable_counter'    => __( 'Show the counter (3 / 8)', 'inkwell' ),
		'lightbox_enable_fullscreen' => __( 'Show the full-screen button', 'inkwell' ),
		'lightbox_enable_zoom'       => __( 'Show the zoom button', 'inkwell' ),
		'lightbox_enable_share'      => __( 'Show the share button', 'inkwell' ),
	);
	$defaults   = inkwell_lightbox_defaults();
	foreach ( $checkboxes as $name => $label ) {
		$wp_customize->add_setting(
			$name,
			array(
				'default'           => $defaults[ $name ],
				'sanitize_callback' => 'inkwell_lightbox_sanitize_checkbox',
			)
		);
		$wp_customize->add_control(
			$name,
			array(
				'label'   => $label,
				'section' => 'inkwell_lightbox',
				'type'    => 'checkbox',
			)
		);
	}
	$selects = array(
		'lightbox_title_src'       => __( 'Title from', 'inkwell' ),
		'lightbox_description_src' => __( 'Description from', 'inkwell' ),
	);
	foreach ( $selects as $name => $label ) {
		$wp_customize->add_setting(
			$name,
			array(
				'default'           => $defaults[ $name ],
				'sanitize_callback' => 'inkwell_lightbox_sanitize_source',
			)
		);
		$wp_customize->add_control(
			$name,
			array(
				'label'   => $label,
				'section' => 'inkwell_lightbox',
				'type'    => 'select',
				'choices' => inkwell_lightbox_sources(),
			)
		);
	}
}
add_action( 'customize_register', 'inkwell_customize_lightbox' );

/**
 * Sanitizes a lightbox checkbox.
 *
 * @since 0.2.0
 *
 * @param mixed $value Submitted value.
 */
function inkwell_lightbox_sanitize_checkbox( mixed $value ): bool {
	return (bool) filter_var( $value, FILTER_VALIDATE_BOOLEAN );
}

/**
 * Sanitizes a title or description source; anything unknown becomes 'none'.
 *
 * @since 0.2.0
 *
 * @param mixed $value Submitted value.
 */
function inkwell_lightbox_sanitize_source( mixed $value ): string {
	return is_string( $value ) && array_key_exists( $value, inkwell_lightbox_sources() ) ? $value : '';
}

/**
 * The saved lightbox settings over the defaults.
 *
 * @since 0.2.0
 *
 * @return array<string, bool|string>
 */
function inkwell_lightbox_settings(): array {
	$settings = array();
	foreach ( inkwell_lightbox_defaults() as $name => $default ) {
		$value             = get_theme_mod( $name, $default );
		$settings[ $name ] = is_bool( $default ) ? inkwell_lightbox_sanitize_checkbox( $value ) : inkwell_lightbox_sanitize_source( $value );
	}
	return $settings;
}

/**
 * Hands the theme's lightbox settings to the Inkblocks lightbox, which prints them as the page configuration.
 *
 * @since 0.2.0
 *
 * @param array<string, mixed> $settings Settings so far.
 * @return array<string, mixed>
 */
function inkwell_lightbox_filter_settings( array $settings ): array {
	return array_merge( $settings, inkwell_lightbox_settings() );
}
add_filter( 'inkblocks_lightbox_settings', 'inkwell_lightbox_filter_settings' );
