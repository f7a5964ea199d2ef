<?php
/**
 * The Testimonials block. Override it in a theme as inkblocks/testimonials.php.
 *
 * Without JavaScript every quote is printed (a scrolling row for the carousel); the testimonials island
 * runs the carousel. The quotes are the block's Testimonial children (or, saved before them, its `items`).
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 * @var WP_Block             $block      The block, whose children are the quotes.
 */

use Inkblocks\Blocks\Support\Editor_Notice;
use Inkblocks\Blocks\Support\Rich_Text;
use Inkblocks\Blocks\Testimonials;

defined( 'ABSPATH' ) || exit;

$inkblocks_props = Testimonials::props( $attributes, $block );
if ( ! $inkblocks_props['items'] ) {
	echo Editor_Notice::render( __( 'These testimonials have no quotes yet: add some in the editor.', 'inkblocks' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
	return;
}
$inkblocks_wrapper = array(
	'class' => 'inkblocks-testimonials is-layout-' . $inkblocks_props['layout'],
	'style' => '--inkblocks-testimonials-columns:' . $inkblocks_props['columns'],
);
?>
<div <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<div class="inkblocks-testimonials__island" data-inkwell-island="testimonials" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
		<ul class="inkblocks-testimonials__track">
			<?php foreach ( $inkblocks_props['items'] as $inkblocks_item ) : ?>
				<li class="inkblocks-testimonials__item">
					<figure class="inkblocks-testimonials__figure">
						<blockquote class="inkblocks-testimonials__quote"><?php echo wp_kses_post( $inkblocks_item['content'] ); ?></blockquote>
						<figcaption class="inkblocks-testimonials__author">
							<?php if ( $inkblocks_item['image'] ) : ?>
								<img class="inkblocks-testimonials__photo" src="<?php echo esc_url( $inkblocks_item['image']['url'] ); ?>" alt="<?php echo esc_attr( $inkblocks_item['image']['alt'] ); ?>" width="56" height="56" loading="lazy" decoding="async">
							<?php endif; ?>
							<span class="inkblocks-testimonials__who">
								<cite class="inkblocks-testimonials__name"><?php echo Rich_Text::inline( $inkblocks_item['name'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></cite>
								<?php if ( '' !== $inkblocks_item['role'] ) : ?>
									<span class="inkblocks-testimonials__role"><?php echo Rich_Text::inline( $inkblocks_item['role'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></span>
								<?php endif; ?>
							</span>
							<?php if ( $inkblocks_props['showRating'] && $inkblocks_item['rating'] > 0 ) : ?>
								<?php /* translators: 1: filled stars, 2: most stars. */ ?>
								<span class="inkblocks-testimonials__rating" role="img" aria-label="<?php echo esc_attr( sprintf( __( 'Rated %1$d out of %2$d', 'inkblocks' ), $inkblocks_item['rating'], Testimonials::MAX_RATING ) ); ?>">
									<?php for ( $inkblocks_star = 1; $inkblocks_star <= Testimonials::MAX_RATING; $inkblocks_star++ ) : ?>
										<span class="inkblocks-testimonials__star<?php echo $inkblocks_star <= $inkblocks_item['rating'] ? ' is-filled' : ''; ?>" aria-hidden="true">★</span>
									<?php endfor; ?>
								</span>
							<?php endif; ?>
						</figcaption>
					</figure>
				</li>
			<?php endforeach; ?>
		</ul>
	</div>
</div>
