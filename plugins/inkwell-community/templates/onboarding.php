<?php
/**
 * Template part: the onboarding slider (SPEC 2.7). Override it as inkwell-community/onboarding.php.
 *
 * @package Inkwell\Community
 *
 * @var array{slides: array<int,array{title: string, text: string}>} $args
 */

defined( 'ABSPATH' ) || exit;

$inkwell_total = count( $args['slides'] );
?>
<dialog id="inkwell-onboarding" class="inkwell-popup inkwell-onboarding" aria-labelledby="inkwell-onboarding-title-0" aria-roledescription="<?php esc_attr_e( 'carousel', 'inkwell-community' ); ?>" data-inkwell-onboarding>
	<div class="inkwell-popup__inner">
		<button type="button" class="inkwell-popup__close" data-inkwell-onboarding-close aria-label="<?php esc_attr_e( 'Close', 'inkwell-community' ); ?>">&times;</button>
		<?php foreach ( $args['slides'] as $inkwell_index => $inkwell_slide ) : ?>
			<section class="inkwell-onboarding__slide" role="group" aria-roledescription="<?php esc_attr_e( 'slide', 'inkwell-community' ); ?>" aria-labelledby="inkwell-onboarding-title-<?php echo (int) $inkwell_index; ?>" data-inkwell-slide<?php echo 0 === $inkwell_index ? '' : ' hidden'; ?>>
				<p class="inkwell-onboarding__step">
					<?php
					/* translators: 1: slide number, 2: number of slides. */
					echo esc_html( sprintf( __( 'Step %1$d of %2$d', 'inkwell-community' ), $inkwell_index + 1, $inkwell_total ) );
					?>
				</p>
				<h2 class="inkwell-popup__title" id="inkwell-onboarding-title-<?php echo (int) $inkwell_index; ?>" tabindex="-1"><?php echo esc_html( $inkwell_slide['title'] ); ?></h2>
				<p><?php echo esc_html( $inkwell_slide['text'] ); ?></p>
			</section>
		<?php endforeach; ?>
		<div class="inkwell-onboarding__controls">
			<button type="button" class="inkwell-button is-outline" data-inkwell-onboarding-skip><?php esc_html_e( 'Skip', 'inkwell-community' ); ?></button>
			<button type="button" class="inkwell-button" data-inkwell-onboarding-next><?php esc_html_e( 'Next', 'inkwell-community' ); ?></button>
			<button type="button" class="inkwell-button" data-inkwell-onboarding-close hidden><?php esc_html_e( 'Close', 'inkwell-community' ); ?></button>
		</div>
	</div>
</dialog>
