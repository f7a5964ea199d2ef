<?php
/**
 * The Popup trigger block. Override it in a theme as inkblocks/popup-trigger.php.
 *
 * The popups island opens the popup from the per-element trigger settings (data-inkblocks-popup-trigger)
 * of the block's element and of its control. Without JavaScript the control is a link to the post the
 * popup shows, or a button that does nothing.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 * @var string               $content    Inner blocks' markup: shown by the wrapper display only.
 */

use Inkblocks\Blocks\Popup_Trigger;
use Inkblocks\Blocks\Support\Editor_Notice;
use Inkblocks\Popups\Popup_Post_Type;
use Inkblocks\Popups\Popup_Renderer;

defined( 'ABSPATH' ) || exit;

$inkblocks_popup_id = Popup_Trigger::popup_id( $attributes );
$inkblocks_popup    = Popup_Trigger::published_popup( $inkblocks_popup_id );
if ( null === $inkblocks_popup ) {
	echo Editor_Notice::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
		0 === $inkblocks_popup_id
			? __( 'Choose a popup for this trigger.', 'inkblocks' )
			: __( 'The popup of this trigger is not published: visitors see nothing here.', 'inkblocks' )
	);
	return;
}
if ( ! Popup_Renderer::reaches( Popup_Post_Type::settings( $inkblocks_popup->ID ) ) ) {
	return;
}
$inkblocks_parts   = Popup_Trigger::parts( $attributes, $inkblocks_popup );
$inkblocks_control = $inkblocks_parts['control'];
$inkblocks_wrapper = array( 'class' => "inkblocks-popup-trigger is-display-{$inkblocks_parts['display']} is-trigger-{$inkblocks_parts['trigger']}" );

/**
 * Fires when a trigger block on the page opens a popup, so that the popup is printed with the page.
 *
 * @since 0.3.0
 *
 * @param int $popup_id The popup.
 */
do_action( 'inkblocks_popup_attached', $inkblocks_popup->ID );
?>
<div <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?><?php echo '' !== $inkblocks_parts['own'] ? ' data-inkblocks-popup-trigger="' . esc_attr( $inkblocks_parts['own'] ) . '"' : ''; ?>>
	<?php echo 'wrapper' === $inkblocks_parts['display'] ? $content : ''; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks. ?>
	<?php if ( 'a' === $inkblocks_control['tag'] ) : ?>
		<a class="<?php echo esc_attr( $inkblocks_control['class'] ); ?>" href="<?php echo esc_url( $inkblocks_control['href'] ); ?>" aria-haspopup="dialog"<?php echo '' !== $inkblocks_control['settings'] ? ' data-inkblocks-popup-trigger="' . esc_attr( $inkblocks_control['settings'] ) . '"' : ''; ?>><?php echo esc_html( $inkblocks_control['text'] ); ?></a>
	<?php else : ?>
		<button type="button" class="<?php echo esc_attr( $inkblocks_control['class'] ); ?>" aria-haspopup="dialog"<?php echo '' !== $inkblocks_control['settings'] ? ' data-inkblocks-popup-trigger="' . esc_attr( $inkblocks_control['settings'] ) . '"' : ''; ?>><?php echo esc_html( $inkblocks_control['text'] ); ?></button>
	<?php endif; ?>
</div>
