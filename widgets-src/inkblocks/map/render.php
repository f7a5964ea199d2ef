<?php
/**
 * The "Map" block. Override it in a theme as inkblocks/map.php.
 *
 * Without JavaScript the places are a list of cards (pin.php); the `map` island draws the map above the
 * same cards, which also serve as the pins' pop-ups.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkblocks\Blocks\Map;
use Inkblocks\Blocks\Support\Editor_Notice;

defined( 'ABSPATH' ) || exit;

$inkblocks_pins = Map::pins( $attributes['pins'] ?? array() );
if ( ! $inkblocks_pins ) {
	echo Editor_Notice::render( __( 'Add a pin with a position to show the map.', 'inkblocks' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
	return;
}
$inkblocks_map = wp_unique_id( 'inkblocks-map-' );
foreach ( $inkblocks_pins as $inkblocks_index => $inkblocks_pin ) {
	$inkblocks_pins[ $inkblocks_index ]['id'] = "$inkblocks_map-pin-" . ( $inkblocks_index + 1 );
	ob_start();
	require __DIR__ . '/pin.php';
	$inkblocks_pins[ $inkblocks_index ]['html'] = (string) ob_get_clean();
}
$inkblocks_props = Map::props( $attributes, $inkblocks_pins );
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'inkblocks-map' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<div class="inkblocks-map__island" data-inkwell-island="map" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
		<ul class="inkblocks-map__places">
			<?php foreach ( $inkblocks_pins as $inkblocks_pin ) : ?>
				<li class="inkblocks-map__place" id="<?php echo esc_attr( $inkblocks_pin['id'] ); ?>">
					<?php echo $inkblocks_pin['html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- pin.php escapes. ?>
				</li>
			<?php endforeach; ?>
		</ul>
	</div>
</div>
