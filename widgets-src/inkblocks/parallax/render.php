<?php
/**
 * Template part: the parallax section. Override it in a theme as inkblocks/parallax.php.
 *
 * The nested blocks are plain server HTML over a background layer; only the layer is the parallax island,
 * which moves the image.
 *
 * @package Inkblocks
 *
 * @var array{props: array<string, mixed>, content: string, attributes: string} $args
 */

defined( 'ABSPATH' ) || exit;

$inkblocks_props = $args['props'];
?>
<section <?php echo $args['attributes']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<?php if ( '' !== $inkblocks_props['image'] ) : ?>
		<div class="inkblocks-parallax__layer" aria-hidden="true" data-inkwell-island="parallax" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props ) ); ?>">
			<img class="inkblocks-parallax__image" src="<?php echo esc_url( $inkblocks_props['image'] ); ?>" alt="" loading="lazy" decoding="async">
		</div>
	<?php endif; ?>
	<div class="inkblocks-parallax__content">
		<?php echo $args['content']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the nested blocks' own rendered markup. ?>
	</div>
</section>
