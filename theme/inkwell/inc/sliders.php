<?php
/**
 * Article sliders (SPEC 2.9): the front page's sliders, the "Slider" style of the gallery block, and
 * the pages that need the sliders' styles and script.
 *
 * The markup is complete without JavaScript (a horizontally scrollable row); the article-sliders
 * bundle turns it into Swiper sliders.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/** Name of the gallery block style; its class is is-style-inkwell-slider. */
const INKWELL_GALLERY_SLIDER_STYLE = 'inkwell-slider';

/** Transient that keeps the front page's sliders (inkwell_the_front_sliders()). */
const INKWELL_FRONT_SLIDERS = 'inkwell_front_sliders';

/** Name of the sliders' write token (inkwell_write_token()). */
const INKWELL_FRONT_SLIDERS_TOKEN = 'inkwell_front_sliders_token';

/**
 * Registers the "Slider" style of the gallery block.
 *
 * @since 0.1.0
 */
function inkwell_register_slider_styles(): void {
	register_block_style(
		'core/gallery',
		array(
			'name'  => INKWELL_GALLERY_SLIDER_STYLE,
			'label' => __( 'Slider', 'inkwell' ),
		)
	);
}
add_action( 'init', 'inkwell_register_slider_styles' );

/**
 * Whether the current page renders a slider: the first page of the latest-posts front page, or a
 * singular page whose content holds a gallery in the Slider style.
 *
 * @since 0.1.0
 *
 * @return bool
 */
function inkwell_page_has_sliders(): bool {
	if ( is_front_page() && is_home() && ! is_paged() ) {
		return true;
	}
	$post = is_singular() ? get_queried_object() : null;
	return $post instanceof WP_Post
		&& has_block( 'core/gallery', $post )
		&& str_contains( $post->post_content, 'is-style-' . INKWELL_GALLERY_SLIDER_STYLE );
}

/**
 * Returns the label a slide carries for assistive technology ("Slide 2 of 5").
 *
 * @since 0.1.0
 *
 * @param int $index Slide number, from 1.
 * @param int $total Number of slides.
 * @return string
 */
function inkwell_slide_label( int $index, int $total ): string {
	return sprintf(
		/* translators: 1: slide number, 2: number of slides. */
		__( 'Slide %1$s of %2$s', 'inkwell' ),
		number_format_i18n( $index ),
		number_format_i18n( $total )
	);
}

/**
 * Returns the back and next buttons of a slider (and its 'current / total' counter), hidden until the
 * script enhances the slider.
 *
 * @since 0.1.0
 *
 * @param string $controls Id of the slider's viewport.
 * @param int    $total    Number of slides.
 * @param bool   $counter  Whether to show the fraction counter.
 * @return string HTML.
 */
function inkwell_get_slider_controls( string $controls, int $total, bool $counter = false ): string {
	ob_start();
	get_template_part(
		'template-parts/sliders/controls',
		null,
		array(
			'controls' => $controls,
			'total'    => $total,
			'counter'  => $counter,
		)
	);
	return (string) ob_get_clean();
}

/**
 * Wraps a gallery block in the Slider style into a slider: a labelled carousel region around the
 * gallery (its track), each image a labelled slide, with back and next buttons.
 *
 * @since 0.1.0
 *
 * @param string               $content The gallery's HTML.
 * @param array<string, mixed> $block   The parsed block.
 * @return string HTML.
 */
function inkwell_render_gallery_slider( string $content, array $block ): string {
	$class = (string) ( $block['attrs']['className'] ?? '' );
	if ( ! in_array( 'is-style-' . INKWELL_GALLERY_SLIDER_STYLE, explode( ' ', $class ), true ) ) {
		return $content;
	}
	$image = array(
		'tag_name'   => 'figure',
		'class_name' => 'wp-block-image',
	);
	$html  = new WP_HTML_Tag_Processor( $content );
	$total = 0;
	while ( $html->next_tag( $image ) ) {
		++$total;
	}
	$html = new WP_HTML_Tag_Processor( $content );
	if ( 0 === $total || ! $html->next_tag(
		array(
			'tag_name'   => 'figure',
			'class_name' => 'wp-block-gallery',
		)
	) ) {
		return $content;
	}
	$html->add_class( 'inkwell-slider__track' );
	$index = 0;
	while ( $html->next_tag( $image ) ) {
		++$index;
		$html->add_class( 'inkwell-slider__slide' );
		$html->set_attribute( 'role', 'group' );
		$html->set_attribute( 'aria-roledescription', __( 'slide', 'inkwell' ) );
		$html->set_attribute( 'aria-label', inkwell_slide_label( $index, $total ) );
	}
	// A wide or full gallery stays so: the wrapper takes its alignment.
	$align = isset( $block['attrs']['align'] ) ? ' align' . sanitize_html_class( (string) $block['attrs']['align'] ) : '';
	$id    = wp_unique_id( 'inkwell-gallery-slider-' );
	return sprintf(
		'<div class="inkwell-slider inkwell-slider--gallery%6$s" data-inkwell-slider="gallery" role="region" aria-roledescription="%1$s" aria-label="%2$s"><div class="inkwell-slider__viewport" id="%3$s">%4$s</div>%5$s</div>',
		esc_attr__( 'carousel', 'inkwell' ),
		esc_attr__( 'Gallery', 'inkwell' ),
		esc_attr( $id ),
		$html->get_updated_html(),
		inkwell_get_slider_controls( $id, $total ),
		esc_attr( $align )
	);
}
add_filter( 'render_block_core/gallery', 'inkwell_render_gallery_slider', 10, 2 );

/**
 * Returns the topics of the nested media slider: the biggest categories, each with its newest articles.
 *
 * @since 0.1.0
 *
 * @param int $topics Number of categories.
 * @param int $posts  Articles per category.
 * @return array<int, array{term: WP_Term, posts: WP_Post[]}>
 */
function inkwell_get_slider_topics( int $topics = 4, int $posts = 6 ): array {
	$terms = get_categories(
		array(
			'orderby'    => 'count',
			'order'      => 'DESC',
			'number'     => $topics,
			'hide_empty' => true,
			'exclude'    => array( (int) get_option( 'default_category' ) ),
		)
	);
	$out   = array();
	foreach ( $terms as $term ) {
		$query = new WP_Query(
			array(
				'post_type'           => 'post',
				'post_status'         => 'publish',
				'cat'                 => $term->term_id,
				'posts_per_page'      => $posts,
				'ignore_sticky_posts' => true,
				'no_found_rows'       => true,
			)
		);
		if ( $query->posts ) {
			$out[] = array(
				'term'  => $term,
				'posts' => $query->posts,
			);
		}
	}
	return $out;
}

/**
 * Prints the front page's sliders (template-parts/sliders/front-page.php).
 *
 * They are a third of the front page's server time, and their HTML is the same for every reader. So the
 * printed HTML is kept (a transient: in the object cache when there is one, else in the options table)
 * until an article, its cover or categories, a topic or the order of the most discussed articles changes,
 * or an hour passes, the most discussed list's own lifetime. A kept copy counts its images as content media again, and takes the
 * high priority image when it did, so the images after it get the loading attributes they would otherwise.
 * A copy is kept under the write token read before rendering it (inkwell_write_token()).
 *
 * @since 0.6.0
 */
function inkwell_the_front_sliders(): void {
	// What else the HTML depends on: a kept copy of another variant is printed anew.
	$variant = implode( '|', array( determine_locale(), get_option( 'posts_per_page' ), get_option( 'default_category' ), wp_get_theme()->get( 'Version' ) ) );
	$token   = inkwell_write_token( INKWELL_FRONT_SLIDERS_TOKEN );
	$kept    = get_transient( INKWELL_FRONT_SLIDERS );
	if ( is_array( $kept ) && isset( $kept['variant'], $kept['token'], $kept['html'], $kept['media'], $kept['priority'] ) && $variant === $kept['variant'] && $token === $kept['token'] ) {
		wp_increase_content_media_count( (int) $kept['media'] );
		if ( $kept['priority'] ) {
			wp_high_priority_element_flag( false );
		}
		echo $kept['html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the template parts that printed it.
		return;
	}
	$media    = wp_increase_content_media_count( 0 );
	$priority = wp_high_priority_element_flag();
	ob_start();
	get_template_part( 'template-parts/sliders/front-page' );
	$html = (string) ob_get_clean();
	set_transient(
		INKWELL_FRONT_SLIDERS,
		array(
			'variant'  => $variant,
			'token'    => $token,
			'html'     => $html,
			'media'    => wp_increase_content_media_count( 0 ) - $media,
			'priority' => $priority && ! wp_high_priority_element_flag(),
		),
		HOUR_IN_SECONDS
	);
	echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the template parts that printed it.
}

/**
 * Forgets the front page's sliders when what they show changes: an article (saved or deleted), its cover
 * image or categories, a topic, or the most discussed articles' order; and after demo content is generated.
 *
 * @since 0.6.0
 */
function inkwell_forget_front_sliders(): void {
	inkwell_renew_write_token( INKWELL_FRONT_SLIDERS_TOKEN );
}

/**
 * Forgets the front page's sliders when a post that readers can see changes, not a revision, a menu item or
 * a changeset, which the editor writes while someone types. A new comment count alone cleans its article's
 * cache too (inkwell_is_comment_count_clean()): the most discussed list decides then
 * (inkwell_update_most_discussed()).
 *
 * @since 0.6.0
 *
 * @param int|mixed $post_id The post.
 */
function inkwell_forget_front_sliders_on_post( $post_id ): void {
	if ( inkwell_is_comment_count_clean( (int) $post_id ) ) {
		return;
	}
	$type = get_post_type( (int) $post_id );
	if ( false === $type || is_post_type_viewable( $type ) ) {
		inkwell_forget_front_sliders();
	}
}
add_action( 'clean_post_cache', 'inkwell_forget_front_sliders_on_post' );
add_action( 'clean_term_cache', 'inkwell_forget_front_sliders' );
add_action( 'set_object_terms', 'inkwell_forget_front_sliders_on_post' );
// The demo generator writes with cache invalidation suspended, so clean_post_cache is silent meanwhile.
add_action( 'inkwell_demo_content_seeded', 'inkwell_forget_front_sliders' );

/**
 * Forgets the front page's sliders when a cover image changes: an article's, or an image's sizes.
 *
 * @since 0.6.0
 *
 * @param int|int[] $meta_id   Meta id(s).
 * @param int       $object_id Post id.
 * @param string    $meta_key  Meta key.
 */
function inkwell_forget_front_sliders_on_meta( $meta_id, $object_id, $meta_key ): void {
	if ( '_thumbnail_id' === $meta_key || '_wp_attachment_metadata' === $meta_key ) {
		inkwell_forget_front_sliders();
	}
}
add_action( 'added_post_meta', 'inkwell_forget_front_sliders_on_meta', 10, 3 );
add_action( 'updated_post_meta', 'inkwell_forget_front_sliders_on_meta', 10, 3 );
add_action( 'deleted_post_meta', 'inkwell_forget_front_sliders_on_meta', 10, 3 );
