<?php
/**
 * The Animated text block. Override it in a theme as inkblocks/animated-text.php.
 *
 * Without JavaScript the heading reads with its first word; the animated-text island rotates the words.
 * Without words it renders nothing.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkblocks\Blocks\Animated_Text;

defined( 'ABSPATH' ) || exit;

$inkblocks_props = Animated_Text::props( $attributes );
if ( ! $inkblocks_props['words'] ) {
	return;
}
$inkblocks_tag = tag_escape( Animated_Text::tag( $attributes ) );
?>
<<?php echo $inkblocks_tag; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- tag_escape() above, from a fixed list. ?> <?php echo get_block_wrapper_attributes( array( 'class' => 'inkblocks-animated-text' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<span class="inkblocks-animated-text__island" data-inkwell-island="animated-text" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
		<?php if ( '' !== $inkblocks_props['before'] ) : ?>
			<span class="inkblocks-animated-text__before"><?php echo esc_html( $inkblocks_props['before'] ); ?></span>
		<?php endif; ?>
		<span class="inkblocks-animated-text__word"><?php echo esc_html( $inkblocks_props['words'][0] ); ?></span>
		<?php if ( '' !== $inkblocks_props['after'] ) : ?>
			<span class="inkblocks-animated-text__after"><?php echo esc_html( $inkblocks_props['after'] ); ?></span>
		<?php endif; ?>
	</span>
</<?php echo $inkblocks_tag; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- as above. ?>>
