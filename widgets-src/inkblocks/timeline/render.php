<?php
/**
 * Template part: the timeline block. Override it in a theme as inkblocks/timeline.php.
 *
 * Every event is printed in order; the timeline island adds the reveal and the horizontal navigation.
 *
 * @package Inkblocks
 *
 * @var array{props: array<string, mixed>, attributes: string} $args
 */

defined( 'ABSPATH' ) || exit;

$inkblocks_props = $args['props'];
?>
<div <?php echo $args['attributes']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<div class="inkblocks-timeline__island" data-inkwell-island="timeline" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props ) ); ?>">
		<ol class="inkblocks-timeline__track">
			<?php foreach ( $inkblocks_props['items'] as $inkblocks_item ) : ?>
				<li class="inkblocks-timeline__item">
					<div class="inkblocks-timeline__card">
						<?php if ( '' !== $inkblocks_item['date'] ) : ?>
							<p class="inkblocks-timeline__date"><?php echo esc_html( $inkblocks_item['date'] ); ?></p>
						<?php endif; ?>
						<h3 class="inkblocks-timeline__title"><?php echo esc_html( $inkblocks_item['title'] ); ?></h3>
						<?php if ( $inkblocks_item['image'] ) : ?>
							<img class="inkblocks-timeline__image" src="<?php echo esc_url( $inkblocks_item['image']['url'] ); ?>" alt="<?php echo esc_attr( $inkblocks_item['image']['alt'] ); ?>" loading="lazy" decoding="async">
						<?php endif; ?>
						<?php if ( '' !== $inkblocks_item['content'] ) : ?>
							<div class="inkblocks-timeline__content"><?php echo wp_kses_post( wpautop( $inkblocks_item['content'] ) ); ?></div>
						<?php endif; ?>
					</div>
				</li>
			<?php endforeach; ?>
		</ol>
	</div>
</div>
