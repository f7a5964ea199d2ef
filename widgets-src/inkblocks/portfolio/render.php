<?php
/**
 * The Portfolio block. Override it in a theme as inkblocks/portfolio.php.
 *
 * Every item is printed, readable without JavaScript; the portfolio island adds the filters and paging.
 * Items that open in the lightbox link to it, and the page then loads the lightbox.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkblocks\Blocks\Portfolio;
use Inkblocks\Blocks\Support\Editor_Notice;
use Inkblocks\Blocks\Support\Rich_Text;
use Inkblocks\Lightbox\Lightbox;

defined( 'ABSPATH' ) || exit;

$inkblocks_props = Portfolio::props( $attributes );
if ( ! $inkblocks_props['items'] ) {
	echo Editor_Notice::render( __( 'This portfolio has no items yet: choose a starting point in the editor.', 'inkblocks' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
	return;
}
if ( Portfolio::uses_lightbox( $inkblocks_props['items'] ) ) {
	Lightbox::enqueue();
}
$inkblocks_wrapper = array(
	'class' => 'inkblocks-portfolio is-layout-' . $inkblocks_props['layout'],
	'style' => '--inkblocks-portfolio-columns:' . $inkblocks_props['columns'],
);
?>
<div <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<div class="inkblocks-portfolio__island" data-inkwell-island="portfolio" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
		<ul class="inkblocks-portfolio__items">
			<?php foreach ( $inkblocks_props['items'] as $inkblocks_item ) : ?>
				<li class="inkblocks-portfolio__item" data-slug="<?php echo esc_attr( implode( ' ', $inkblocks_item['slug'] ) ); ?>">
					<figure class="inkblocks-portfolio__figure">
						<?php if ( $inkblocks_item['image'] ) : ?>
							<?php if ( '' !== $inkblocks_item['href'] ) : ?>
								<a class="inkblocks-portfolio__link" href="<?php echo esc_attr( $inkblocks_item['href'] ); ?>">
							<?php endif; ?>
							<img class="inkblocks-portfolio__image" src="<?php echo esc_url( $inkblocks_item['image']['url'] ); ?>" alt="<?php echo esc_attr( $inkblocks_item['image']['alt'] ); ?>"<?php echo $inkblocks_item['image']['width'] ? ' width="' . (int) $inkblocks_item['image']['width'] . '" height="' . (int) $inkblocks_item['image']['height'] . '"' : ''; ?><?php echo '' !== $inkblocks_item['image']['srcset'] ? ' srcset="' . esc_attr( $inkblocks_item['image']['srcset'] ) . '" sizes="(max-width: 767px) 100vw, 33vw"' : ''; ?> loading="lazy" decoding="async">
							<?php if ( '' !== $inkblocks_item['href'] ) : ?>
								</a>
							<?php endif; ?>
						<?php endif; ?>
						<figcaption class="inkblocks-portfolio__caption">
							<?php if ( '' !== $inkblocks_item['title'] ) : ?>
								<strong class="inkblocks-portfolio__title"><?php echo Rich_Text::inline( $inkblocks_item['title'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></strong>
							<?php endif; ?>
							<?php if ( $inkblocks_item['categories'] ) : ?>
								<span class="inkblocks-portfolio__categories"><?php echo esc_html( implode( ', ', $inkblocks_item['categories'] ) ); ?></span>
							<?php endif; ?>
							<?php if ( '' !== $inkblocks_item['description'] ) : ?>
								<span class="inkblocks-portfolio__description"><?php echo Rich_Text::inline( $inkblocks_item['description'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></span>
							<?php endif; ?>
						</figcaption>
					</figure>
				</li>
			<?php endforeach; ?>
		</ul>
	</div>
</div>
