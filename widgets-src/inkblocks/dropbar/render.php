<?php
/**
 * Template part: dropbar. Override it in a theme as inkblocks/dropbar.php.
 *
 * Without JavaScript a <details> opens and closes on click. The `dropbar` island renders the button and
 * the drop; it keeps the content (the element with data-inkblocks-slot) as it is.
 *
 * @package Inkblocks
 *
 * @var array{props: array<string,mixed>, content: string, attributes: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo $args['attributes']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?> data-inkwell-island="dropbar" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $args['props'] ) ); ?>">
	<details class="inkblocks-dropbar__details">
		<summary class="inkblocks-dropbar__button"><?php echo esc_html( $args['props']['label'] ); ?></summary>
		<div class="inkblocks-dropbar__drop" data-inkblocks-slot="drop">
			<?php echo $args['content']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks. ?>
		</div>
	</details>
</div>
