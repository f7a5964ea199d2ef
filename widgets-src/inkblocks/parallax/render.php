<?php
/**
 * The Parallax section block. Override it in a theme as inkblocks/parallax.php.
 *
 * The nested blocks are plain server HTML over a background layer; only the layer is the parallax island,
 * which moves the image. Without an image the section has no island, so no script.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 * @var string               $content    The nested blocks' markup (already rendered).
 */

use Inkblocks\Blocks\Parallax;

defined( 'ABSPATH' ) || exit;

$inkblocks_props   = Parallax::props( $attributes );
$inkblocks_wrapper = array(
	'class' => 'inkblocks-parallax',
	'style' => Parallax::style( $attributes ),
);
?>
<section <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<?php if ( '' !== $inkblocks_props['image'] ) : ?>
		<div class="inkblocks-parallax__layer" aria-hidden="true" data-inkwell-island="parallax" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
			<img class="inkblocks-parallax__image" src="<?php echo esc_url( $inkblocks_props['image'] ); ?>" alt="" loading="lazy" decoding="async">
		</div>
	<?php endif; ?>
	<div class="inkblocks-parallax__content">
		<?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the nested blocks' own rendered markup. ?>
	</div>
</section>
