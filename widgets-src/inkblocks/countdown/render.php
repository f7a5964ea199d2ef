<?php
/**
 * The Countdown block. Override it in a theme as inkblocks/countdown.php.
 *
 * Without JavaScript it says when the countdown ends (or, past a due date, shows the expire message); the
 * countdown island replaces it with the ticking digits.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkblocks\Blocks\Countdown;
use Inkblocks\Blocks\Support\Editor_Notice;
use Inkblocks\Blocks\Support\Rich_Text;

defined( 'ABSPATH' ) || exit;

$inkblocks_props   = Countdown::props( $attributes );
$inkblocks_missing = Countdown::missing( $inkblocks_props );
if ( '' !== $inkblocks_missing ) {
	echo Editor_Notice::render( $inkblocks_missing ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
	return;
}
$inkblocks_expired = Countdown::expired( $inkblocks_props );
$inkblocks_message = $inkblocks_expired && in_array( 'message', $inkblocks_props['expire-actions'], true );
$inkblocks_hidden  = $inkblocks_expired && ! $inkblocks_message && in_array( 'hide', $inkblocks_props['expire-actions'], true );
$inkblocks_instant = 'endless' === $inkblocks_props['type'] ? $inkblocks_props['start-date'] : $inkblocks_props['due-date'];
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'inkblocks-countdown' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?><?php echo $inkblocks_hidden ? ' hidden' : ''; ?>>
	<div class="inkblocks-countdown__island" data-inkwell-island="countdown" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
		<?php if ( $inkblocks_message ) : ?>
			<p class="inkblocks-countdown__message"><?php echo Rich_Text::inline( $inkblocks_props['message'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></p>
		<?php elseif ( null !== $inkblocks_instant && 'evergreen' !== $inkblocks_props['type'] ) : ?>
			<p class="inkblocks-countdown__statement"><time datetime="<?php echo esc_attr( gmdate( 'c', intdiv( $inkblocks_instant, 1000 ) ) ); ?>"><?php echo esc_html( Countdown::statement( $inkblocks_props ) ); ?></time></p>
		<?php else : ?>
			<p class="inkblocks-countdown__statement"><?php echo esc_html( Countdown::statement( $inkblocks_props ) ); ?></p>
		<?php endif; ?>
	</div>
</div>
