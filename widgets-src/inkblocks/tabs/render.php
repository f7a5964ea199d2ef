<?php
/**
 * Template part: tabs. Override it in a theme as inkblocks/tabs.php.
 *
 * Without JavaScript: a list of links to the panels, then each panel under its heading. The `tabs` island
 * renders the tab list and shows one panel; it keeps each panel's content (the element with
 * data-inkblocks-slot) as it is.
 *
 * @package Inkblocks
 *
 * @var array{props: array<string,mixed>, items: list<array{id: string, title: string, html: string}>, attributes: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo $args['attributes']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?> data-inkwell-island="tabs" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $args['props'] ) ); ?>">
	<ul class="inkblocks-tabs__toc">
		<?php foreach ( $args['items'] as $inkblocks_item ) : ?>
			<li><a href="#<?php echo esc_attr( $inkblocks_item['id'] ); ?>"><?php echo esc_html( $inkblocks_item['title'] ); ?></a></li>
		<?php endforeach; ?>
	</ul>
	<?php foreach ( $args['items'] as $inkblocks_item ) : ?>
		<section class="inkblocks-tabs__panel" id="<?php echo esc_attr( $inkblocks_item['id'] ); ?>">
			<h3 class="inkblocks-tabs__heading"><?php echo esc_html( $inkblocks_item['title'] ); ?></h3>
			<div class="inkblocks-tabs__content" data-inkblocks-slot="<?php echo esc_attr( $inkblocks_item['id'] ); ?>">
				<?php echo $inkblocks_item['html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks. ?>
			</div>
		</section>
	<?php endforeach; ?>
</div>
