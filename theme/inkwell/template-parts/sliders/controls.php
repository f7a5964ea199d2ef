<?php
/**
 * The back and next buttons of a slider, with its 'current / total' counter when asked. Hidden until
 * the script enhances the slider: without it the slides scroll sideways.
 *
 * Arguments: 'controls' (id of the slider's viewport), 'total' (number of slides), 'counter' (bool).
 *
 * @package Inkwell
 */

$inkwell_controls = isset( $args['controls'] ) ? (string) $args['controls'] : '';
$inkwell_total    = isset( $args['total'] ) ? (int) $args['total'] : 0;
/* translators: Slider counter. 1: current slide, 2: number of slides. */
$inkwell_format = __( '%1$s / %2$s', 'inkwell' );
?>
<div class="inkwell-slider__controls" hidden>
	<button type="button" class="inkwell-slider__button inkwell-slider__prev" aria-controls="<?php echo esc_attr( $inkwell_controls ); ?>" aria-label="<?php esc_attr_e( 'Previous slide', 'inkwell' ); ?>" disabled>
		<span aria-hidden="true">&lsaquo;</span>
	</button>
	<?php if ( ! empty( $args['counter'] ) ) : ?>
		<p class="inkwell-slider__counter" aria-live="polite" aria-atomic="true" data-format="<?php echo esc_attr( $inkwell_format ); ?>">
			<?php echo esc_html( sprintf( $inkwell_format, number_format_i18n( 1 ), number_format_i18n( $inkwell_total ) ) ); ?>
		</p>
	<?php endif; ?>
	<button type="button" class="inkwell-slider__button inkwell-slider__next" aria-controls="<?php echo esc_attr( $inkwell_controls ); ?>" aria-label="<?php esc_attr_e( 'Next slide', 'inkwell' ); ?>">
		<span aria-hidden="true">&rsaquo;</span>
	</button>
</div>
