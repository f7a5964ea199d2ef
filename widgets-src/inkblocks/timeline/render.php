<?php
/**
 * The Timeline block. Override it in a theme as inkblocks/timeline.php.
 *
 * Every event is printed in order, readable without JavaScript; the timeline island adds the reveal and
 * the horizontal navigation.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 * @var WP_Block             $block      The block, whose children are the events.
 */

use Inkblocks\Blocks\Support\Editor_Notice;
use Inkblocks\Blocks\Support\Rich_Text;
use Inkblocks\Blocks\Timeline;

defined( 'ABSPATH' ) || exit;

$inkblocks_props = Timeline::props( $attributes, $block );
if ( ! $inkblocks_props['items'] ) {
	echo Editor_Notice::render( __( 'This timeline has no events yet: add some in the editor.', 'inkblocks' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
	return;
}
$inkblocks_wrapper = array(
	'class' => 'inkblocks-timeline is-layout-' . $inkblocks_props['layout'],
	'style' => '--inkblocks-timeline-per-view:' . $inkblocks_props['perView'],
);
?>
<div <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<div class="inkblocks-timeline__island" data-inkwell-island="timeline" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
		<ol class="inkblocks-timeline__track">
			<?php foreach ( $inkblocks_props['items'] as $inkblocks_item ) : ?>
				<li class="inkblocks-timeline__item">
					<div class="inkblocks-timeline__card">
						<?php if ( '' !== $inkblocks_item['date'] ) : ?>
							<p class="inkblocks-timeline__date"><?php echo Rich_Text::inline( $inkblocks_item['date'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></p>
						<?php endif; ?>
						<h3 class="inkblocks-timeline__title"><?php echo Rich_Text::inline( $inkblocks_item['title'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></h3>
						<?php if ( $inkblocks_item['image'] ) : ?>
							<img class="inkblocks-timeline__image" src="<?php echo esc_url( $inkblocks_item['image']['url'] ); ?>" alt="<?php echo esc_attr( $inkblocks_item['image']['alt'] ); ?>" loading="lazy" decoding="async">
						<?php endif; ?>
						<?php if ( '' !== $inkblocks_item['content'] ) : ?>
							<div class="inkblocks-timeline__content"><?php echo wp_kses_post( $inkblocks_item['content'] ); ?></div>
						<?php endif; ?>
					</div>
				</li>
			<?php endforeach; ?>
		</ol>
	</div>
</div>
