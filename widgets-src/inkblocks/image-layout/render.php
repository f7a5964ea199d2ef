<?php
/**
 * The "Justified images" block. Override it in a theme as inkblocks/image-layout.php.
 *
 * Without JavaScript each image grows in proportion to its aspect ratio, which approximates the justified
 * rows; the image-layout island computes exact rows. With the lightbox on, each image links to it.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkblocks\Blocks\Image_Layout;
use Inkblocks\Blocks\Support\Editor_Notice;
use Inkblocks\Blocks\Support\Rich_Text;
use Inkblocks\Lightbox\Lightbox;

defined( 'ABSPATH' ) || exit;

$inkblocks_props = Image_Layout::props( $attributes );
if ( ! $inkblocks_props['images'] ) {
	echo Editor_Notice::render( __( 'This image layout has no images yet: choose a starting point in the editor.', 'inkblocks' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
	return;
}
if ( Image_Layout::lightbox( $attributes ) ) {
	Lightbox::enqueue();
}
$inkblocks_wrapper = array(
	'class' => 'inkblocks-image-layout',
	'style' => sprintf( '--inkblocks-image-layout-height:%dpx;--inkblocks-image-layout-gap:%dpx', $inkblocks_props['rowHeight'], $inkblocks_props['gap'] ),
);
?>
<div <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<div class="inkblocks-image-layout__island" data-inkwell-island="image-layout" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
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
							<figcaption class="inkblocks-image-layout__caption"><?php echo Rich_Text::inline( $inkblocks_image['caption'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></figcaption>
						<?php endif; ?>
					</figure>
				</li>
			<?php endforeach; ?>
		</ul>
	</div>
</div>
