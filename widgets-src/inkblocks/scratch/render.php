<?php
/**
 * The Scratch card block. Override it in a theme as inkblocks/scratch.php.
 *
 * Without JavaScript the content is shown uncovered; the scratch island (in the flip box's view script)
 * lays the cover over it.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkblocks\Blocks\Scratch;
use Inkblocks\Blocks\Support\Rich_Text;

defined( 'ABSPATH' ) || exit;

$inkblocks_props   = Scratch::props( $attributes );
$inkblocks_wrapper = array(
	'class' => 'inkblocks-scratch',
	'style' => sprintf( '--inkblocks-scratch-height:%dpx', $inkblocks_props['height'] ),
);
?>
<div <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<div class="inkblocks-scratch__island" data-inkwell-island="scratch" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
		<div class="inkblocks-scratch__content">
			<?php if ( '' !== $inkblocks_props['image'] ) : ?>
				<img class="inkblocks-scratch__image" src="<?php echo esc_url( $inkblocks_props['image'] ); ?>" alt="" loading="lazy" decoding="async">
			<?php endif; ?>
			<?php if ( '' !== $inkblocks_props['title'] ) : ?>
				<h3 class="inkblocks-scratch__title"><?php echo Rich_Text::inline( $inkblocks_props['title'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></h3>
			<?php endif; ?>
			<?php if ( '' !== $inkblocks_props['text'] ) : ?>
				<p class="inkblocks-scratch__text"><?php echo Rich_Text::inline( $inkblocks_props['text'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></p>
			<?php endif; ?>
		</div>
	</div>
</div>
