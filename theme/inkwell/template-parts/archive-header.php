<?php
/**
 * The header of a topic or archive listing: eyebrow, name, description and number of articles.
 *
 * @package Inkwell
 */

$inkwell_term = get_queried_object();
if ( is_category() ) {
	$inkwell_eyebrow = __( 'Topic', 'inkwell' );
} elseif ( is_tag() ) {
	$inkwell_eyebrow = __( 'Tag', 'inkwell' );
} elseif ( is_date() ) {
	$inkwell_eyebrow = __( 'Archive', 'inkwell' );
} else {
	$inkwell_eyebrow = __( 'Browse', 'inkwell' );
}
$inkwell_count = $inkwell_term instanceof WP_Term ? (int) $inkwell_term->count : (int) $GLOBALS['wp_query']->found_posts;
?>
<header class="inkwell-topic">
	<div class="inkwell-topic__inner">
		<p class="inkwell-eyebrow"><?php echo esc_html( $inkwell_eyebrow ); ?></p>
		<h1 class="inkwell-topic__title"><?php echo wp_kses_post( get_the_archive_title() ); ?></h1>
		<?php if ( get_the_archive_description() ) : ?>
			<div class="inkwell-topic__description"><?php echo wp_kses_post( wpautop( get_the_archive_description() ) ); ?></div>
		<?php endif; ?>
		<div class="inkwell-topic__footer">
			<?php inkwell_count_label( $inkwell_count ); ?>
			<?php
			if ( is_category() ) {
				/**
				 * Fires in the header of a category page (for example a follow-topic button).
				 *
				 * @since 0.1.0
				 *
				 * @param int $term_id The category's term ID.
				 */
				do_action( 'inkwell_category_header_actions', get_queried_object_id() );
			}
			?>
		</div>
	</div>
</header>
