<?php
/**
 * Template part: an audio player with its playlist. Override it in a theme as inkblocks/audio.php.
 *
 * Without JavaScript each track plays with the browser's controls; the `audio` island replaces the list with
 * one player and a playlist.
 *
 * @package Inkblocks
 *
 * @var array{props: array<string,mixed>, attributes: string} $args
 */

defined( 'ABSPATH' ) || exit;

$inkblocks_props = $args['props'];
?>
<figure <?php echo $args['attributes']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<?php if ( '' !== $inkblocks_props['title'] ) : ?>
		<figcaption class="inkblocks-audio__title"><?php echo esc_html( $inkblocks_props['title'] ); ?></figcaption>
	<?php endif; ?>
	<div class="inkblocks-audio__island" data-inkwell-island="audio" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
		<ol class="inkblocks-audio__tracks">
			<?php foreach ( $inkblocks_props['tracks'] as $inkblocks_track ) : ?>
				<li class="inkblocks-audio__track">
					<span class="inkblocks-audio__track-title"><?php echo esc_html( $inkblocks_track['title'] ); ?></span>
					<?php if ( '' !== $inkblocks_track['artist'] ) : ?>
						<span class="inkblocks-audio__track-artist"><?php echo esc_html( $inkblocks_track['artist'] ); ?></span>
					<?php endif; ?>
					<audio controls preload="none" src="<?php echo esc_url( $inkblocks_track['src'] ); ?>">
						<a href="<?php echo esc_url( $inkblocks_track['src'] ); ?>"><?php echo esc_html( $inkblocks_track['title'] ); ?></a>
					</audio>
				</li>
			<?php endforeach; ?>
		</ol>
	</div>
</figure>
