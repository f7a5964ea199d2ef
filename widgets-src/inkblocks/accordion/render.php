<?php
/**
 * Template part: accordion. Override it in a theme as inkblocks/accordion.php.
 *
 * Without JavaScript every toggle shows its heading and content. The `accordion` island renders the
 * toggle buttons and opens and closes the panels; it keeps each panel's content (the element with
 * data-inkblocks-slot) as it is.
 *
 * @package Inkblocks
 *
 * @var array{props: array<string,mixed>, items: list<array{id: string, title: string, html: string}>, level: int, attributes: string} $args
 */

defined( 'ABSPATH' ) || exit;

$inkblocks_tag = 'h' . (int) $args['level'];
?>
<div <?php echo $args['attributes']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?> data-inkwell-island="accordion" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $args['props'] ) ); ?>">
	<?php foreach ( $args['items'] as $inkblocks_item ) : ?>
		<div class="inkblocks-accordion__item" id="<?php echo esc_attr( $inkblocks_item['id'] ); ?>">
			<<?php echo esc_attr( $inkblocks_tag ); ?> class="inkblocks-accordion__heading"><?php echo esc_html( $inkblocks_item['title'] ); ?></<?php echo esc_attr( $inkblocks_tag ); ?>>
			<div class="inkblocks-accordion__content" data-inkblocks-slot="<?php echo esc_attr( $inkblocks_item['id'] ); ?>">
				<?php echo $inkblocks_item['html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks. ?>
			</div>
		</div>
	<?php endforeach; ?>
</div>
