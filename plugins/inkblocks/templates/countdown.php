<?php
/**
 * Template part: the countdown. Override it in a theme as inkblocks/countdown.php.
 *
 * Without JavaScript it says when the countdown ends (or, past a due date, shows the expire message); the
 * countdown island replaces it with the ticking digits.
 *
 * @package Inkblocks
 *
 * @var array{props: array<string, mixed>, statement: string, expired: bool, attributes: string} $args
 */

defined( 'ABSPATH' ) || exit;

$inkblocks_props   = $args['props'];
$inkblocks_message = $args['expired'] && in_array( 'message', $inkblocks_props['expire-actions'], true );
$inkblocks_hidden  = $args['expired'] && ! $inkblocks_message && in_array( 'hide', $inkblocks_props['expire-actions'], true );
$inkblocks_instant = 'endless' === $inkblocks_props['type'] ? $inkblocks_props['start-date'] : $inkblocks_props['due-date'];
?>
<div <?php echo $args['attributes']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?><?php echo $inkblocks_hidden ? ' hidden' : ''; ?>>
	<div class="inkblocks-countdown__island" data-inkwell-island="countdown" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props ) ); ?>">
		<?php if ( $inkblocks_message ) : ?>
			<p class="inkblocks-countdown__message"><?php echo esc_html( $inkblocks_props['message'] ); ?></p>
		<?php elseif ( null !== $inkblocks_instant && 'evergreen' !== $inkblocks_props['type'] ) : ?>
			<p class="inkblocks-countdown__statement"><time datetime="<?php echo esc_attr( gmdate( 'c', intdiv( $inkblocks_instant, 1000 ) ) ); ?>"><?php echo esc_html( $args['statement'] ); ?></time></p>
		<?php else : ?>
			<p class="inkblocks-countdown__statement"><?php echo esc_html( $args['statement'] ); ?></p>
		<?php endif; ?>
	</div>
</div>
