<?php
/**
 * Template part: the popup trigger block. Override it in a theme as inkblocks/popup-trigger.php.
 *
 * The popups island opens the popup from the per-element trigger settings (data-inkblocks-popup-trigger)
 * of the block's element and of its control. Without JavaScript the control is a link to the post the
 * popup shows, or a button that does nothing.
 *
 * @package Inkblocks
 *
 * @var array{attributes: string, own: string, content: string, control: array{tag: string, href: string, text: string, settings: string, class: string}} $args
 */

defined( 'ABSPATH' ) || exit;

$inkblocks_control = $args['control'];
?>
<div <?php echo $args['attributes']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?><?php echo '' !== $args['own'] ? ' data-inkblocks-popup-trigger="' . esc_attr( $args['own'] ) . '"' : ''; ?>>
	<?php echo $args['content']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks. ?>
	<?php if ( 'a' === $inkblocks_control['tag'] ) : ?>
		<a class="<?php echo esc_attr( $inkblocks_control['class'] ); ?>" href="<?php echo esc_url( $inkblocks_control['href'] ); ?>" aria-haspopup="dialog"<?php echo '' !== $inkblocks_control['settings'] ? ' data-inkblocks-popup-trigger="' . esc_attr( $inkblocks_control['settings'] ) . '"' : ''; ?>><?php echo esc_html( $inkblocks_control['text'] ); ?></a>
	<?php else : ?>
		<button type="button" class="<?php echo esc_attr( $inkblocks_control['class'] ); ?>" aria-haspopup="dialog"<?php echo '' !== $inkblocks_control['settings'] ? ' data-inkblocks-popup-trigger="' . esc_attr( $inkblocks_control['settings'] ) . '"' : ''; ?>><?php echo esc_html( $inkblocks_control['text'] ); ?></button>
	<?php endif; ?>
</div>
