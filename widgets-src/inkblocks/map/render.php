<?php
/**
 * Template part: a map. Override it in a theme as inkblocks/map.php.
 *
 * Without JavaScript the places are a list of cards; the `map` island draws the map above the same cards,
 * which also serve as the pins' pop-ups.
 *
 * @package Inkblocks
 *
 * @var array{props: array<string,mixed>, pins: list<array<string,mixed>>, attributes: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo $args['attributes']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<div class="inkblocks-map__island" data-inkwell-island="map" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $args['props'], JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
		<ul class="inkblocks-map__places">
			<?php foreach ( $args['pins'] as $inkblocks_pin ) : ?>
				<li class="inkblocks-map__place" id="<?php echo esc_attr( $inkblocks_pin['id'] ); ?>">
					<?php echo $inkblocks_pin['html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the map-pin template escapes. ?>
				</li>
			<?php endforeach; ?>
		</ul>
	</div>
</div>
