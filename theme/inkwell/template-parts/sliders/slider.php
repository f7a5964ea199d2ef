<?php
/**
 * An article slider: a titled row of article slides with back and next buttons (SPEC 2.9). Without
 * JavaScript the row scrolls sideways.
 *
 * Arguments: 'posts' (WP_Post[]), 'kind' ('articles': cards; 'topic': cards inside the topics slider;
 * 'panels': wide panels with an excerpt and a 'current / total' counter), 'title', 'link' (optional URL
 * of the title), 'heading' (h2 or h3).
 *
 * @package Inkwell
 */

$inkwell_posts = isset( $args['posts'] ) ? array_filter( (array) $args['posts'], static fn ( $p ): bool => $p instanceof WP_Post ) : array();
if ( ! $inkwell_posts ) {
	return;
}
inkwell_prime_thumbnails( $inkwell_posts );
$inkwell_kind    = isset( $args['kind'] ) && in_array( $args['kind'], array( 'topic', 'panels' ), true ) ? $args['kind'] : 'articles';
$inkwell_heading = isset( $args['heading'] ) && 'h3' === $args['heading'] ? 'h3' : 'h2';
$inkwell_id      = wp_unique_id( 'inkwell-slider-' );
$inkwell_total   = count( $inkwell_posts );
$inkwell_link    = isset( $args['link'] ) ? (string) $args['link'] : '';
$inkwell_title   = isset( $args['title'] ) ? (string) $args['title'] : '';
?>
<section class="inkwell-slider inkwell-slider--<?php echo esc_attr( $inkwell_kind ); ?>" data-inkwell-slider="<?php echo esc_attr( $inkwell_kind ); ?>" aria-roledescription="<?php esc_attr_e( 'carousel', 'inkwell' ); ?>" aria-labelledby="<?php echo esc_attr( $inkwell_id . '-title' ); ?>">
	<div class="inkwell-slider__head">
		<<?php echo tag_escape( $inkwell_heading ); ?> class="inkwell-section-title inkwell-slider__title" id="<?php echo esc_attr( $inkwell_id . '-title' ); ?>">
			<?php if ( $inkwell_link ) : ?>
				<a href="<?php echo esc_url( $inkwell_link ); ?>"><?php echo esc_html( $inkwell_title ); ?></a>
			<?php else : ?>
				<?php echo esc_html( $inkwell_title ); ?>
			<?php endif; ?>
		</<?php echo tag_escape( $inkwell_heading ); ?>>
		<?php echo inkwell_get_slider_controls( $inkwell_id, $inkwell_total, 'panels' === $inkwell_kind ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in its template part. ?>
	</div>
	<div class="inkwell-slider__viewport" id="<?php echo esc_attr( $inkwell_id ); ?>">
		<div class="inkwell-slider__track">
			<?php
			foreach ( array_values( $inkwell_posts ) as $inkwell_index => $inkwell_post ) {
				$GLOBALS['post'] = $inkwell_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the template tags read the current post.
				setup_postdata( $inkwell_post );
				get_template_part(
					'template-parts/sliders/slide',
					null,
					array(
						'index'   => $inkwell_index + 1,
						'total'   => $inkwell_total,
						'panel'   => 'panels' === $inkwell_kind,
						'heading' => 'h2' === $inkwell_heading ? 'h3' : 'h4',
					)
				);
			}
			wp_reset_postdata();
			?>
		</div>
	</div>
</section>
