<?php
/**
 * The slides of the Slider and Carousel blocks, included by their render.php.
 *
 * Without JavaScript the slides form a row that scrolls and snaps (each one readable, its link followable);
 * the slider or carousel island of the slider's view script replaces it with Swiper.
 *
 * @package Inkblocks
 *
 * @var string               $inkblocks_kind  'slider' or 'carousel': the island and the CSS block.
 * @var array<string, mixed> $inkblocks_props The island's props; `slides` holds the validated slides.
 * @var string               $inkblocks_style Inline CSS custom properties of the wrapper.
 */

use Inkblocks\Blocks\Support\Rich_Text;

defined( 'ABSPATH' ) || exit;

$inkblocks_wrapper = array(
	'class' => "inkblocks-$inkblocks_kind",
	'style' => $inkblocks_style,
);
?>
<div <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<div class="inkblocks-slides__island" data-inkwell-island="<?php echo esc_attr( $inkblocks_kind ); ?>" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
	<div class="inkblocks-slides" role="region" aria-label="<?php echo esc_attr( $inkblocks_props['label'] ); ?>" tabindex="0">
		<ul class="inkblocks-slides__track">
			<?php foreach ( $inkblocks_props['slides'] as $inkblocks_slide ) : ?>
				<li class="inkblocks-slides__slide">
					<figure class="inkblocks-slides__figure">
						<img class="inkblocks-slides__image" src="<?php echo esc_url( $inkblocks_slide['src'] ); ?>"
							<?php if ( '' !== $inkblocks_slide['srcset'] ) : ?>
								srcset="<?php echo esc_attr( $inkblocks_slide['srcset'] ); ?>" sizes="(max-width: 1200px) 100vw, 1200px"
							<?php endif; ?>
							<?php if ( $inkblocks_slide['width'] ) : ?>
								width="<?php echo (int) $inkblocks_slide['width']; ?>" height="<?php echo (int) $inkblocks_slide['height']; ?>"
							<?php endif; ?>
							alt="<?php echo esc_attr( $inkblocks_slide['alt'] ); ?>" loading="lazy" decoding="async">
						<?php if ( '' !== $inkblocks_slide['title'] || '' !== $inkblocks_slide['text'] ) : ?>
							<figcaption class="inkblocks-slides__caption">
								<?php if ( '' !== $inkblocks_slide['title'] ) : ?>
									<h3 class="inkblocks-slides__title">
										<?php if ( '' !== $inkblocks_slide['link'] ) : ?>
											<a href="<?php echo esc_url( $inkblocks_slide['link'] ); ?>"><?php echo Rich_Text::inline( $inkblocks_slide['title'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></a>
										<?php else : ?>
											<?php echo Rich_Text::inline( $inkblocks_slide['title'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?>
										<?php endif; ?>
									</h3>
								<?php endif; ?>
								<?php if ( '' !== $inkblocks_slide['text'] ) : ?>
									<p class="inkblocks-slides__text"><?php echo Rich_Text::inline( $inkblocks_slide['text'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></p>
								<?php endif; ?>
							</figcaption>
						<?php endif; ?>
					</figure>
				</li>
			<?php endforeach; ?>
		</ul>
	</div>
	</div>
</div>
