<?php
/**
 * The "Audio player" block. Override it in a theme as inkblocks/audio.php.
 *
 * Without JavaScript each track plays with the browser's controls; the `audio` island replaces the list with
 * one player and a playlist.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkblocks\Blocks\Audio;
use Inkblocks\Blocks\Support\Editor_Notice;

defined( 'ABSPATH' ) || exit;

$inkblocks_props = Audio::props( $attributes );
if ( ! $inkblocks_props['tracks'] ) {
	echo Editor_Notice::render( __( 'Add at least one audio track.', 'inkblocks' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
	return;
}
?>
<figure <?php echo get_block_wrapper_attributes( array( 'class' => 'inkblocks-audio' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
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
