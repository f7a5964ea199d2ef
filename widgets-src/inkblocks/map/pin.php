<?php
/**
 * One pin's card of the "Map" block, in the list of places and as the pin's pop-up; included by render.php.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $inkblocks_pin A valid pin (see Map::pins()).
 */

use Inkblocks\Blocks\Support\Rich_Text;

defined( 'ABSPATH' ) || exit;

$inkblocks_link = $inkblocks_pin['link'];
$inkblocks_rel  = array_filter( array( $inkblocks_link['is_external'] ? 'noopener' : '', $inkblocks_link['nofollow'] ? 'nofollow' : '' ) );
?>
<div class="inkblocks-map-pin">
	<?php if ( '' !== $inkblocks_pin['image']['url'] ) : ?>
		<img class="inkblocks-map-pin__image" src="<?php echo esc_url( $inkblocks_pin['image']['url'] ); ?>" alt="<?php echo esc_attr( $inkblocks_pin['image']['alt'] ); ?>" loading="lazy"
			<?php echo $inkblocks_pin['image_width'] ? 'width="' . (int) $inkblocks_pin['image_width'] . '"' : ''; ?>
			<?php echo $inkblocks_pin['image_height'] ? 'height="' . (int) $inkblocks_pin['image_height'] . '"' : ''; ?>>
	<?php endif; ?>
	<?php if ( '' !== $inkblocks_pin['title'] ) : ?>
		<h3 class="inkblocks-map-pin__title"><?php echo Rich_Text::inline( $inkblocks_pin['title'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></h3>
	<?php endif; ?>
	<?php if ( '' !== $inkblocks_pin['address'] ) : ?>
		<address class="inkblocks-map-pin__address"><?php echo esc_html( $inkblocks_pin['address'] ); ?></address>
	<?php endif; ?>
	<?php if ( '' !== $inkblocks_pin['desc'] ) : ?>
		<p class="inkblocks-map-pin__desc"><?php echo nl2br( Rich_Text::inline( $inkblocks_pin['desc'] ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses); older descriptions keep their line breaks. ?></p>
	<?php endif; ?>
	<?php if ( '' !== $inkblocks_link['url'] ) : ?>
		<a class="inkblocks-map-pin__link" href="<?php echo esc_url( $inkblocks_link['url'] ); ?>"
			<?php foreach ( $inkblocks_link['custom_attributes'] as $inkblocks_name => $inkblocks_value ) : ?>
				<?php echo esc_attr( $inkblocks_name ) . '="' . esc_attr( $inkblocks_value ) . '"'; ?>
			<?php endforeach; ?>
			<?php echo $inkblocks_link['is_external'] ? 'target="_blank"' : ''; ?>
			<?php echo $inkblocks_rel ? 'rel="' . esc_attr( implode( ' ', $inkblocks_rel ) ) . '"' : ''; ?>>
			<?php echo esc_html( '' !== $inkblocks_pin['link_title'] ? $inkblocks_pin['link_title'] : __( 'More about this place', 'inkblocks' ) ); ?>
			<?php if ( $inkblocks_link['is_external'] ) : ?>
				<span class="screen-reader-text"><?php esc_html_e( '(opens in a new tab)', 'inkblocks' ); ?></span>
			<?php endif; ?>
		</a>
	<?php endif; ?>
</div>
