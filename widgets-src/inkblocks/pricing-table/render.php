<?php
/**
 * Template part: pricing table. Override it in a theme as inkblocks/pricing-table.php.
 *
 * Every feature shows without JavaScript; the `pricing-features` island folds those beyond the visible
 * count behind the unfold button.
 *
 * @package Inkblocks
 *
 * @var array{props: array<string,mixed>, title: string, subtitle: string, currency: string, price: string, period: string, badge: string, buttonText: string, buttonUrl: string, attributes: string} $args
 */

defined( 'ABSPATH' ) || exit;

$inkblocks_props = $args['props'];
?>
<div <?php echo $args['attributes']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<?php if ( '' !== $args['badge'] ) : ?>
		<p class="inkblocks-pricing-table__badge"><?php echo esc_html( $args['badge'] ); ?></p>
	<?php endif; ?>
	<?php if ( '' !== $args['title'] ) : ?>
		<h3 class="inkblocks-pricing-table__title"><?php echo esc_html( $args['title'] ); ?></h3>
	<?php endif; ?>
	<?php if ( '' !== $args['subtitle'] ) : ?>
		<p class="inkblocks-pricing-table__subtitle"><?php echo esc_html( $args['subtitle'] ); ?></p>
	<?php endif; ?>
	<?php if ( '' !== $args['price'] ) : ?>
		<p class="inkblocks-pricing-table__price">
			<span class="inkblocks-pricing-table__currency"><?php echo esc_html( $args['currency'] ); ?></span><span class="inkblocks-pricing-table__amount"><?php echo esc_html( $args['price'] ); ?></span>
			<?php if ( '' !== $args['period'] ) : ?>
				<span class="inkblocks-pricing-table__period"><?php echo esc_html( $args['period'] ); ?></span>
			<?php endif; ?>
		</p>
	<?php endif; ?>
	<?php if ( $inkblocks_props['features'] ) : ?>
		<div class="inkblocks-pricing-table__features" id="<?php echo esc_attr( $inkblocks_props['root'] ); ?>"<?php echo $inkblocks_props['foldable'] ? ' data-inkwell-island="pricing-features" data-inkwell-props="' . esc_attr( (string) wp_json_encode( $inkblocks_props ) ) . '"' : ''; ?>>
			<ul class="inkblocks-pricing-table__list">
				<?php foreach ( $inkblocks_props['features'] as $inkblocks_feature ) : ?>
					<li class="inkblocks-pricing-table__feature <?php echo $inkblocks_feature['included'] ? 'is-included' : 'is-excluded'; ?>">
						<span class="screen-reader-text"><?php echo $inkblocks_feature['included'] ? esc_html__( 'Included:', 'inkblocks' ) : esc_html__( 'Not included:', 'inkblocks' ); ?></span>
						<?php echo esc_html( $inkblocks_feature['text'] ); ?>
					</li>
				<?php endforeach; ?>
			</ul>
		</div>
	<?php endif; ?>
	<?php if ( '' !== $args['buttonText'] && '' !== $args['buttonUrl'] ) : ?>
		<p class="inkblocks-pricing-table__action"><a class="inkblocks-pricing-table__button wp-element-button" href="<?php echo esc_url( $args['buttonUrl'] ); ?>"><?php echo esc_html( $args['buttonText'] ); ?></a></p>
	<?php endif; ?>
</div>
