<?php
/**
 * The "Image accordion" block. Override it in a theme as inkblocks/image-accordion.php.
 *
 * Without JavaScript hover and keyboard focus widen an image with CSS alone; the image-accordion island
 * takes over.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkblocks\Blocks\Image_Accordion;
use Inkblocks\Blocks\Support\Editor_Notice;
use Inkblocks\Blocks\Support\Rich_Text;

defined( 'ABSPATH' ) || exit;

$inkblocks_props = Image_Accordion::props( $attributes );
if ( ! $inkblocks_props['items'] ) {
	echo Editor_Notice::render( __( 'This image accordion has no images yet: choose a starting point in the editor.', 'inkblocks' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
	return;
}
$inkblocks_wrapper = array(
	'class' => 'inkblocks-image-accordion',
	'style' => sprintf(
		'--inkblocks-image-accordion-grow:%s;--inkblocks-image-accordion-duration:%dms;--inkblocks-image-accordion-height:%dpx',
		Image_Accordion::grow( $inkblocks_props ),
		$inkblocks_props['duration'],
		$inkblocks_props['height']
	),
);
?>
<div <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<div class="inkblocks-image-accordion__island" data-inkwell-island="image-accordion" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
		<ul class="inkblocks-image-accordion__items">
			<?php foreach ( $inkblocks_props['items'] as $inkblocks_index => $inkblocks_item ) : ?>
				<li class="inkblocks-image-accordion__item<?php echo $inkblocks_index + 1 === $inkblocks_props['activeItem'] ? ' is-active' : ''; ?>" tabindex="0">
					<img class="inkblocks-image-accordion__image" src="<?php echo esc_url( $inkblocks_item['image']['url'] ); ?>" alt="<?php echo esc_attr( $inkblocks_item['image']['alt'] ); ?>" loading="lazy" decoding="async">
					<div class="inkblocks-image-accordion__panel">
						<?php if ( '' !== $inkblocks_item['title'] ) : ?>
							<h3 class="inkblocks-image-accordion__title"><?php echo Rich_Text::inline( $inkblocks_item['title'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></h3>
						<?php endif; ?>
						<?php if ( '' !== $inkblocks_item['description'] ) : ?>
							<p class="inkblocks-image-accordion__description"><?php echo Rich_Text::inline( $inkblocks_item['description'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></p>
						<?php endif; ?>
						<?php if ( '' !== $inkblocks_item['link'] ) : ?>
							<a class="inkblocks-image-accordion__link" href="<?php echo esc_url( $inkblocks_item['link'] ); ?>"><?php echo '' !== $inkblocks_item['linkText'] ? Rich_Text::inline( $inkblocks_item['linkText'] ) : esc_html__( 'Read more', 'inkblocks' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></a>
						<?php endif; ?>
					</div>
				</li>
			<?php endforeach; ?>
		</ul>
	</div>
</div>
