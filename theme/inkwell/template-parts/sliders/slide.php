<?php
/**
 * One article slide of a slider: image, category label, title and, on a panel, the excerpt.
 *
 * Arguments: 'index' and 'total' (its position, for "Slide 2 of 5"), 'panel' (bool), 'heading' (h3 or h4).
 *
 * @package Inkwell
 */

$inkwell_panel   = ! empty( $args['panel'] );
$inkwell_heading = isset( $args['heading'] ) && 'h4' === $args['heading'] ? 'h4' : 'h3';
?>
<div class="inkwell-slider__slide" role="group" aria-roledescription="<?php esc_attr_e( 'slide', 'inkwell' ); ?>" aria-label="<?php echo esc_attr( inkwell_slide_label( (int) ( $args['index'] ?? 1 ), (int) ( $args['total'] ?? 1 ) ) ); ?>">
	<article <?php post_class( $inkwell_panel ? 'inkwell-slide inkwell-slide--panel' : 'inkwell-slide' ); ?>>
		<?php
		if ( $inkwell_panel ) {
			inkwell_post_thumbnail( 'inkwell-hero', '(min-width: 1200px) 1200px, 100vw' );
		} else {
			inkwell_post_thumbnail( 'inkwell-card', '(min-width: 992px) 384px, (min-width: 576px) 50vw, 100vw' );
		}
		?>
		<div class="inkwell-slide__body">
			<?php inkwell_category_label(); ?>
			<<?php echo tag_escape( $inkwell_heading ); ?> class="inkwell-slide__title">
				<a href="<?php the_permalink(); ?>"><?php the_title(); ?></a>
			</<?php echo tag_escape( $inkwell_heading ); ?>>
			<?php
			if ( $inkwell_panel ) {
				inkwell_card_excerpt( 30 );
			}
			?>
		</div>
	</article>
</div>
