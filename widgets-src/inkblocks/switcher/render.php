<?php
/**
 * Template part: switcher. Override it in a theme as inkblocks/switcher.php.
 *
 * Without JavaScript both contents show under their titles. The `switcher` island adds the switch and
 * shows one; it keeps each content (the element with data-inkblocks-slot) as it is.
 *
 * @package Inkblocks
 *
 * @var array{props: array<string,mixed>, items: list<array{id: string, title: string, html: string}>, attributes: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo $args['attributes']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?> data-inkwell-island="switcher" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $args['props'] ) ); ?>">
	<?php foreach ( $args['items'] as $inkblocks_item ) : ?>
		<section class="inkblocks-switcher__pane" id="<?php echo esc_attr( $inkblocks_item['id'] ); ?>">
			<h3 class="inkblocks-switcher__heading"><?php echo esc_html( $inkblocks_item['title'] ); ?></h3>
			<div class="inkblocks-switcher__content" data-inkblocks-slot="<?php echo esc_attr( $inkblocks_item['id'] ); ?>">
				<?php echo $inkblocks_item['html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks. ?>
			</div>
		</section>
	<?php endforeach; ?>
</div>
