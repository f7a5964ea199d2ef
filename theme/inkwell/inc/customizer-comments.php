<?php
/**
 * The comments display setting: responses inline under the article or in a modal.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/**
 * The comments modes the theme offers.
 *
 * @since 0.1.0
 *
 * @return array<string,string> Mode => label.
 */
function inkwell_comments_modes(): array {
	return array(
		'inline' => __( 'Inline, under the article', 'inkwell' ),
		'modal'  => __( 'In a modal, opened by "Show responses"', 'inkwell' ),
	);
}

/**
 * The chosen comments mode (SPEC 2.1): 'inline' or 'modal'.
 *
 * @since 0.1.0
 */
function inkwell_comments_mode(): string {
	$mode = (string) get_theme_mod( 'inkwell_comments_mode', 'inline' );
	return array_key_exists( $mode, inkwell_comments_modes() ) ? $mode : 'inline';
}

/**
 * Keeps only a known mode.
 *
 * @since 0.1.0
 *
 * @param mixed $mode The submitted mode.
 */
function inkwell_sanitize_comments_mode( $mode ): string {
	return is_string( $mode ) && array_key_exists( $mode, inkwell_comments_modes() ) ? $mode : 'inline';
}

/**
 * Adds the "Responses" section with the mode setting to the Customizer.
 *
 * @since 0.1.0
 *
 * @param WP_Customize_Manager $wp_customize The Customizer.
 */
function inkwell_customize_comments( WP_Customize_Manager $wp_customize ): void {
	$wp_customize->add_section(
		'inkwell_comments',
		array(
			'title'    => __( 'Responses', 'inkwell' ),
			'priority' => 130,
		)
	);
	$wp_customize->add_setting(
		'inkwell_comments_mode',
		array(
			'default'           => 'inline',
			'sanitize_callback' => 'inkwell_sanitize_comments_mode',
		)
	);
	$wp_customize->add_control(
		'inkwell_comments_mode',
		array(
			'section' => 'inkwell_comments',
			'label'   => __( 'Show the responses of an article', 'inkwell' ),
			'type'    => 'radio',
			'choices' => inkwell_comments_modes(),
		)
	);
}
add_action( 'customize_register', 'inkwell_customize_comments' );
