<?php
/**
 * The "Audio player" block's server side: its attributes read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Media_File;
use Inkblocks\Blocks\Support\Rich_Text;

/**
 * `inkblocks/audio`: the playlist as a list of tracks, each playable with the browser's controls without
 * JavaScript (render.php), and the `audio` island, one player with keyboard controls that starts at the configured
 * volume (SPEC 9: 0.8).
 *
 * @since 0.3.0
 */
final class Audio {

	/** SPEC 9: the volume a player starts at. */
	public const START_VOLUME = 0.8;

	/** Most tracks a playlist takes. */
	public const MAX_TRACKS = 50;

	/**
	 * The island's props: the playable tracks and the playback settings.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{title: string, tracks: list<array{src: string, title: string, artist: string}>, volume: float, autoAdvance: bool, loop: bool}
	 */
	public static function props( array $attributes ): array {
		$volume = $attributes['volume'] ?? self::START_VOLUME;
		return array(
			'title'       => Rich_Text::plain( $attributes['title'] ?? '' ),
			'tracks'      => self::tracks( $attributes['tracks'] ?? array() ),
			'volume'      => is_numeric( $volume ) ? max( 0.0, min( 1.0, (float) $volume ) ) : self::START_VOLUME,
			'autoAdvance' => (bool) ( $attributes['autoAdvance'] ?? true ),
			'loop'        => ! empty( $attributes['loop'] ),
		);
	}

	/**
	 * The playable tracks: an audio file from the media library or an http(s) address, with plain texts
	 * (typed on the canvas in RichTexts without formats, Rich_Text::plain).
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $raw The tracks attribute.
	 * @return list<array{src: string, title: string, artist: string}>
	 */
	public static function tracks( mixed $raw ): array {
		$tracks = array();
		foreach ( is_array( $raw ) ? array_slice( array_values( $raw ), 0, self::MAX_TRACKS ) : array() as $track ) {
			$track = is_array( $track ) ? $track : array();
			$src   = Media_File::url( $track['id'] ?? 0, $track['url'] ?? '', 'audio' );
			if ( '' === $src ) {
				continue;
			}
			$title    = Rich_Text::plain( $track['title'] ?? '' );
			$tracks[] = array(
				'src'    => $src,
				/* translators: %d: position of the track in the playlist. */
				'title'  => '' !== $title ? $title : sprintf( __( 'Track %d', 'inkblocks' ), count( $tracks ) + 1 ),
				'artist' => Rich_Text::plain( $track['artist'] ?? '' ),
			);
		}
		return $tracks;
	}
}
