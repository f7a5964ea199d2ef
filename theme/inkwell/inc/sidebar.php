<?php
/**
 * The article sidebar: its widget area, its default content and its sticky top offset setting.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/** Widget area shown beside an article. */
const INKWELL_ARTICLE_SIDEBAR = 'article';

/** Default top offset of the sticky sidebar, in px below the viewport's top. */
const INKWELL_SIDEBAR_OFFSET = 100;

/** Largest top offset the setting accepts, in px. */
const INKWELL_SIDEBAR_OFFSET_MAX = 400;

/**
 * Registers the "Article sidebar" widget area.
 *
 * @since 0.1.0
 */
function inkwell_register_sidebars(): void {
	register_sidebar(
		array(
			'id'            => INKWELL_ARTICLE_SIDEBAR,
			'name'          => __( 'Article sidebar', 'inkwell' ),
			'description'   => __( 'Beside an article on wide screens, below it on narrow ones. Empty, it shows popular topics and the latest stories.', 'inkwell' ),
			'before_widget' => '<section id="%1$s" class="inkwell-widget %2$s">',
			'after_widget'  => '</section>',
			'before_title'  => '<h2 class="inkwell-widget__title">',
			'after_title'   => '</h2>',
		)
	);
}
add_action( 'widgets_init', 'inkwell_register_sidebars' );

/**
 * The sticky sidebar's top offset (SPEC 9: from its own setting), in px.
 *
 * @since 0.1.0
 */
function inkwell_sidebar_offset(): int {
	return inkwell_sanitize_sidebar_offset( get_theme_mod( 'inkwell_sidebar_offset', INKWELL_SIDEBAR_OFFSET ) );
}

/**
 * Keeps a whole number of px between 0 and the maximum; anything else gives the default.
 *
 * @since 0.1.0
 *
 * @param mixed $offset The submitted offset.
 */
function inkwell_sanitize_sidebar_offset( $offset ): int {
	if ( ! is_numeric( $offset ) ) {
		return INKWELL_SIDEBAR_OFFSET;
	}
	return max( 0, min( INKWELL_SIDEBAR_OFFSET_MAX, (int) $offset ) );
}

/**
 * Adds the sticky sidebar's offset setting to the Customizer.
 *
 * @since 0.1.0
 *
 * @param WP_Customize_Manager $wp_customize The Customizer.
 */
function inkwell_customize_sidebar( WP_Customize_Manager $wp_customize ): void {
	$wp_customize->add_section(
		'inkwell_sidebar',
		array(
			'title'    => __( 'Article sidebar', 'inkwell' ),
			'priority' => 131,
		)
	);
	$wp_customize->add_setting(
		'inkwell_sidebar_offset',
		array(
			'default'           => (string) INKWELL_SIDEBAR_OFFSET,
			'sanitize_callback' => 'inkwell_sanitize_sidebar_offset',
		)
	);
	$wp_customize->add_control(
		'inkwell_sidebar_offset',
		array(
			'section'     => 'inkwell_sidebar',
			'label'       => __( 'Sticky top offset (px)', 'inkwell' ),
			'description' => __( 'Distance between the top of the window and the sticky sidebar on wide screens. It never goes under the sticky header, and the admin bar is added when it shows.', 'inkwell' ),
			'type'        => 'number',
			'input_attrs' => array(
				'min'  => 0,
				'max'  => INKWELL_SIDEBAR_OFFSET_MAX,
				'step' => 1,
			),
		)
	);
}
add_action( 'customize_register', 'inkwell_customize_sidebar' );

/**
 * Hands the offset to the article styles as a custom property.
 *
 * @since 0.1.0
 */
function inkwell_sidebar_offset_style(): void {
	if ( is_singular( 'post' ) ) {
		wp_add_inline_style( 'inkwell-article', sprintf( ':root{--inkwell-sidebar-offset:%dpx}', inkwell_sidebar_offset() ) );
	}
}
add_action( 'wp_enqueue_scripts', 'inkwell_sidebar_offset_style', 20 );

/**
 * The categories with the most published articles, for the sidebar's default content.
 *
 * @since 0.1.0
 *
 * @param int $count Number of categories.
 * @return WP_Term[]
 */
function inkwell_get_popular_topics( int $count = 8 ): array {
	$terms = get_terms(
		array(
			'taxonomy'   => 'category',
			'orderby'    => 'count',
			'order'      => 'DESC',
			'number'     => $count,
			'hide_empty' => true,
		)
	);
	return is_array( $terms ) ? $terms : array();
}
