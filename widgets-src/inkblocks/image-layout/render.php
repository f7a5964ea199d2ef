<?php
/**
 * Template part: the justified images block. Override it in a theme as inkblocks/image-layout.php.
 *
 * Each image grows in proportion to its aspect ratio, which approximates the justified rows without
 * JavaScript; the image-layout island computes exact rows.
 *
 * @package Inkblocks
 *
 * @var array{props: array<string, mixed>, attributes: string} $args
 */

defined( 'ABSPATH' ) || exit;

$inkblocks_props = $args['props'];
?>
<div <?php echo $args['attributes']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<div class="inkblocks-image-layout__island" data-inkwell-island="image-layout" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props ) ); ?>">
		<ul class="inkblocks-image-layout__items">
			<?php foreach ( $inkblocks_props['images'] as $inkblocks_image ) : ?>
				<li class="inkblocks-image-layout__item" style="<?php echo esc_attr( sprintf( '--inkblocks-image-layout-ratio:%s', $inkblocks_image['ratio'] ) ); ?>">
					<figure class="inkblocks-image-layout__figure">
						<?php if ( '' !== $inkblocks_image['href'] ) : ?>
							<a class="inkblocks-image-layout__link" href="<?php echo esc_attr( $inkblocks_image['href'] ); ?>">
						<?php endif; ?>
						<img class="inkblocks-image-layout__image" src="<?php echo esc_url( $inkblocks_image['url'] ); ?>" alt="<?php echo esc_attr( $inkblocks_image['alt'] ); ?>" loading="lazy" decoding="async">
						<?php if ( '' !== $inkblocks_image['href'] ) : ?>
							</a>
						<?php endif; ?>
						<?php if ( $inkblocks_props['showCaptions'] && '' !== $inkblocks_image['caption'] ) : ?>
							<figcaption class="inkblocks-image-layout__caption"><?php echo esc_html( $inkblocks_image['caption'] ); ?></figcaption>
						<?php endif; ?>
					</figure>
				</li>
			<?php endforeach; ?>
		</ul>
	</div>
</div>
