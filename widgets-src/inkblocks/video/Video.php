<?php
/**
 * The "Video player" block's server side: its attributes read into the video the island plays.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Media_File;
use Inkblocks\Blocks\Support\Rich_Text;

/**
 * `inkblocks/video`: a native video element (self-hosted), or a poster with a link to the video's page
 * (YouTube, Vimeo), printed by render.php, and the `video` island with custom controls. Embedded players come from the providers'
 * privacy-enhanced addresses and load only after the reader clicks: no third-party request before that.
 *
 * @since 0.3.0
 */
final class Video {

	/** Aspect ratios offered, as width:height. */
	public const RATIOS = array( '16:9', '4:3', '1:1', '21:9', '9:16' );

	/**
	 * The validated video, or null when there is nothing to play.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{source: string, src: string, embed: string, watch: string, poster: string, title: string, customControls: bool, loop: bool, muted: bool, start: int, aspectRatio: string}|null
	 */
	public static function video( array $attributes ): ?array {
		$source = (string) ( $attributes['source'] ?? 'self' );
		$start  = max( 0, min( 86400, (int) ( $attributes['start'] ?? 0 ) ) );
		$loop   = ! empty( $attributes['loop'] );
		$muted  = ! empty( $attributes['muted'] );
		$url    = is_string( $attributes['url'] ?? null ) ? trim( $attributes['url'] ) : '';
		$src    = '';
		$embed  = '';
		$watch  = '';
		if ( 'youtube' === $source || 'vimeo' === $source ) {
			$id = 'youtube' === $source ? self::youtube_id( $url ) : self::vimeo_id( $url );
			if ( '' === $id ) {
				return null;
			}
			$player = self::embed( $source, $id, $start, $loop, $muted );
			$embed  = $player['embed'];
			$watch  = $player['watch'];
		} else {
			$source = 'self';
			$src    = Media_File::url( $attributes['mediaId'] ?? 0, $url, 'video' );
			if ( '' === $src ) {
				return null;
			}
		}
		$ratio = (string) ( $attributes['aspectRatio'] ?? '16:9' );
		return array(
			'source'         => $source,
			'src'            => $src,
			'embed'          => $embed,
			'watch'          => $watch,
			'poster'         => Media_File::url( $attributes['posterId'] ?? 0, $attributes['poster'] ?? '', 'image' ),
			// Typed on the canvas without formats (a RichText keeps entities such as &amp;).
			'title'          => Rich_Text::plain( $attributes['title'] ?? '' ),
			'customControls' => (bool) ( $attributes['customControls'] ?? true ),
			'loop'           => $loop,
			'muted'          => $muted,
			'start'          => $start,
			'aspectRatio'    => in_array( $ratio, self::RATIOS, true ) ? $ratio : '16:9',
		);
	}

	/**
	 * The YouTube video id of an address (watch, youtu.be, embed, shorts) or of a bare id, else ''.
	 *
	 * @since 0.3.0
	 *
	 * @param string $url Address or id.
	 */
	public static function youtube_id( string $url ): string {
		$pattern = '#^(?:https?://(?:www\.|m\.)?(?:youtube\.com/(?:watch\?(?:.*&)?v=|embed/|shorts/|live/)|youtube-nocookie\.com/embed/|youtu\.be/))?([A-Za-z0-9_-]{11})(?:[?&\#/].*)?$#';
		return preg_match( $pattern, $url, $match ) ? $match[1] : '';
	}

	/**
	 * The Vimeo video id of an address (vimeo.com/123, player.vimeo.com/video/123) or of a bare id, else ''.
	 *
	 * @since 0.3.0
	 *
	 * @param string $url Address or id.
	 */
	public static function vimeo_id( string $url ): string {
		$pattern = '#^(?:https?://(?:www\.)?(?:player\.)?vimeo\.com/(?:video/|channels/[\w-]+/)?)?(\d{1,12})(?:[?\#/].*)?$#';
		return preg_match( $pattern, $url, $match ) ? $match[1] : '';
	}

	/**
	 * The privacy-enhanced player address and the provider's page of a video.
	 *
	 * @param string $source youtube or vimeo.
	 * @param string $id     Video id.
	 * @param int    $start  Start time in seconds.
	 * @param bool   $loop   Whether to loop.
	 * @param bool   $muted  Whether to start muted.
	 * @return array{embed: string, watch: string}
	 */
	private static function embed( string $source, string $id, int $start, bool $loop, bool $muted ): array {
		if ( 'youtube' === $source ) {
			// rel=0: related videos from the same channel only.
			$args = array(
				'autoplay' => 1,
				'rel'      => 0,
			) + array_filter(
				array(
					'start'    => $start,
					'loop'     => (int) $loop,
					'playlist' => $loop ? $id : '',
					'mute'     => (int) $muted,
				)
			);
			return array(
				'embed' => add_query_arg( $args, "https://www.youtube-nocookie.com/embed/$id" ),
				'watch' => "https://www.youtube.com/watch?v=$id",
			);
		}
		$args = array_filter(
			array(
				'dnt'      => 1,
				'autoplay' => 1,
				'loop'     => (int) $loop,
				'muted'    => (int) $muted,
			)
		);
		return array(
			'embed' => add_query_arg( $args, "https://player.vimeo.com/video/$id" ) . ( $start ? "#t={$start}s" : '' ),
			'watch' => "https://vimeo.com/$id",
		);
	}
}
