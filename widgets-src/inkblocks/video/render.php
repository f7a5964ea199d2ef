<?php
/**
 * The "Video player" block. Override it in a theme as inkblocks/video.php.
 *
 * Without JavaScript a self-hosted video plays with the browser's controls, and an embedded one is a poster
 * linking to the provider's page (the embed itself is never loaded before a click). The `video` island adds
 * the custom controls and the click-to-load player.
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkblocks\Blocks\Support\Editor_Notice;
use Inkblocks\Blocks\Video;

defined( 'ABSPATH' ) || exit;

$inkblocks_video = Video::video( $attributes );
if ( null === $inkblocks_video ) {
	echo Editor_Notice::render( __( 'Choose a video file or paste a YouTube or Vimeo address.', 'inkblocks' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
	return;
}
$inkblocks_provider = 'vimeo' === $inkblocks_video['source'] ? 'Vimeo' : 'YouTube';
$inkblocks_title    = '' !== $inkblocks_video['title'] ? $inkblocks_video['title'] : __( 'Video', 'inkblocks' );
$inkblocks_ratio    = explode( ':', $inkblocks_video['aspectRatio'] );
$inkblocks_wrapper  = array(
	'class' => 'inkblocks-video is-source-' . $inkblocks_video['source'],
	'style' => sprintf( '--inkblocks-video-ratio: %d / %d;', $inkblocks_ratio[0], $inkblocks_ratio[1] ),
);
?>
<figure <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<div class="inkblocks-video__island" data-inkwell-island="video" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_video, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>">
		<?php if ( 'self' === $inkblocks_video['source'] ) : ?>
			<video class="inkblocks-video__media" controls preload="metadata" playsinline
				src="<?php echo esc_url( $inkblocks_video['src'] . ( $inkblocks_video['start'] ? '#t=' . $inkblocks_video['start'] : '' ) ); ?>"
				<?php echo '' !== $inkblocks_video['poster'] ? 'poster="' . esc_url( $inkblocks_video['poster'] ) . '"' : ''; ?>
				<?php echo $inkblocks_video['loop'] ? 'loop' : ''; ?>
				<?php echo $inkblocks_video['muted'] ? 'muted' : ''; ?>
				aria-label="<?php echo esc_attr( $inkblocks_title ); ?>">
				<a href="<?php echo esc_url( $inkblocks_video['src'] ); ?>"><?php echo esc_html( $inkblocks_title ); ?></a>
			</video>
		<?php else : ?>
			<a class="inkblocks-video__watch" href="<?php echo esc_url( $inkblocks_video['watch'] ); ?>">
				<?php if ( '' !== $inkblocks_video['poster'] ) : ?>
					<img class="inkblocks-video__poster" src="<?php echo esc_url( $inkblocks_video['poster'] ); ?>" alt="" loading="lazy">
				<?php endif; ?>
				<span class="inkblocks-video__watch-label">
					<?php
					/* translators: 1: video title, 2: YouTube or Vimeo. */
					echo esc_html( sprintf( __( 'Watch “%1$s” on %2$s', 'inkblocks' ), $inkblocks_title, $inkblocks_provider ) );
					?>
				</span>
			</a>
		<?php endif; ?>
	</div>
	<?php if ( '' !== $inkblocks_video['title'] ) : ?>
		<figcaption class="inkblocks-video__caption"><?php echo esc_html( $inkblocks_video['title'] ); ?></figcaption>
	<?php endif; ?>
</figure>
