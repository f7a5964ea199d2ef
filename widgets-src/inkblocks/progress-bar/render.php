<?php
/**
 * The Progress bar block. Override it in a theme as inkblocks/progress-bar.php.
 *
 * The bar is printed filled, readable without JavaScript; the progress-bar island animates it when it
 * comes into view.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkblocks\Blocks\Progress_Bar;
use Inkblocks\Blocks\Support\Rich_Text;

defined( 'ABSPATH' ) || exit;

$inkblocks_props = Progress_Bar::props( $attributes );
$inkblocks_id    = wp_unique_id( 'inkblocks-progress-' );
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'inkblocks-progress-bar' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<div class="inkblocks-progress-bar__island" data-inkwell-island="progress-bar" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>"<?php echo null !== $inkblocks_props['current-value'] ? ' data-current-value="' . esc_attr( (string) $inkblocks_props['current-value'] ) . '" data-max-value="' . esc_attr( (string) $inkblocks_props['max-value'] ) . '"' : ''; ?>>
		<div class="inkblocks-progress-bar__header">
			<span class="inkblocks-progress-bar__title" id="<?php echo esc_attr( $inkblocks_id ); ?>"><?php echo Rich_Text::inline( $inkblocks_props['title'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></span>
			<?php if ( $inkblocks_props['showValue'] ) : ?>
				<span class="inkblocks-progress-bar__value" aria-hidden="true"><?php echo esc_html( $inkblocks_props['label'] ); ?></span>
			<?php endif; ?>
		</div>
		<div class="inkblocks-progress-bar__track" role="progressbar" aria-labelledby="<?php echo esc_attr( $inkblocks_id ); ?>" aria-valuemin="0" aria-valuemax="100" aria-valuenow="<?php echo esc_attr( (string) $inkblocks_props['percent'] ); ?>" aria-valuetext="<?php echo esc_attr( $inkblocks_props['label'] ); ?>">
			<div class="inkblocks-progress-bar__fill" style="width: <?php echo esc_attr( (string) $inkblocks_props['percent'] ); ?>%"></div>
		</div>
	</div>
</div>
