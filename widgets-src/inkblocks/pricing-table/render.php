<?php
/**
 * The Pricing table block. Override it in a theme as inkblocks/pricing-table.php.
 *
 * Every feature shows without JavaScript; the `pricing-features` island folds those beyond the visible
 * count behind the unfold button.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkblocks\Blocks\Pricing_Table;
use Inkblocks\Blocks\Support\Editor_Notice;
use Inkblocks\Blocks\Support\Rich_Text;

defined( 'ABSPATH' ) || exit;

$inkblocks_plan  = Pricing_Table::plan( $attributes );
$inkblocks_props = Pricing_Table::props( $attributes );
if ( '' === $inkblocks_plan['title'] && '' === $inkblocks_plan['price'] && ! $inkblocks_props['features'] ) {
	echo Editor_Notice::render( __( 'This pricing table has no plan, price or feature yet.', 'inkblocks' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
	return;
}
$inkblocks_wrapper = array( 'class' => 'inkblocks-pricing-table' . ( $inkblocks_plan['featured'] ? ' is-featured' : '' ) );
?>
<div <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<?php if ( '' !== $inkblocks_plan['badge'] ) : ?>
		<p class="inkblocks-pricing-table__badge"><?php echo Rich_Text::inline( $inkblocks_plan['badge'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></p>
	<?php endif; ?>
	<?php if ( '' !== $inkblocks_plan['title'] ) : ?>
		<h3 class="inkblocks-pricing-table__title"><?php echo Rich_Text::inline( $inkblocks_plan['title'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></h3>
	<?php endif; ?>
	<?php if ( '' !== $inkblocks_plan['subtitle'] ) : ?>
		<p class="inkblocks-pricing-table__subtitle"><?php echo Rich_Text::inline( $inkblocks_plan['subtitle'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></p>
	<?php endif; ?>
	<?php if ( '' !== $inkblocks_plan['price'] ) : ?>
		<p class="inkblocks-pricing-table__price">
			<span class="inkblocks-pricing-table__currency"><?php echo Rich_Text::inline( $inkblocks_plan['currency'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></span><span class="inkblocks-pricing-table__amount"><?php echo Rich_Text::inline( $inkblocks_plan['price'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></span>
			<?php if ( '' !== $inkblocks_plan['period'] ) : ?>
				<span class="inkblocks-pricing-table__period"><?php echo Rich_Text::inline( $inkblocks_plan['period'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></span>
			<?php endif; ?>
		</p>
	<?php endif; ?>
	<?php if ( $inkblocks_props['features'] ) : ?>
		<div class="inkblocks-pricing-table__features" id="<?php echo esc_attr( $inkblocks_props['root'] ); ?>"<?php echo $inkblocks_props['foldable'] ? ' data-inkwell-island="pricing-features" data-inkwell-props="' . esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ) . '"' : ''; ?>>
			<ul class="inkblocks-pricing-table__list">
				<?php foreach ( $inkblocks_props['features'] as $inkblocks_feature ) : ?>
					<li class="inkblocks-pricing-table__feature <?php echo $inkblocks_feature['included'] ? 'is-included' : 'is-excluded'; ?>">
						<span class="screen-reader-text"><?php echo $inkblocks_feature['included'] ? esc_html__( 'Included:', 'inkblocks' ) : esc_html__( 'Not included:', 'inkblocks' ); ?></span>
						<span class="inkblocks-pricing-table__feature-text"><?php echo Rich_Text::inline( $inkblocks_feature['text'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></span>
					</li>
				<?php endforeach; ?>
			</ul>
		</div>
	<?php endif; ?>
	<?php if ( '' !== $inkblocks_plan['buttonText'] && '' !== $inkblocks_plan['buttonUrl'] ) : ?>
		<p class="inkblocks-pricing-table__action"><a class="inkblocks-pricing-table__button wp-element-button" href="<?php echo esc_url( $inkblocks_plan['buttonUrl'] ); ?>"><?php echo Rich_Text::inline( $inkblocks_plan['buttonText'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></a></p>
	<?php endif; ?>
</div>
