<?php
/**
 * The demo sound and video of the showcase's players.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use RuntimeException;

/**
 * Puts the players' demo media in the media library without any download: three short tunes synthesized here
 * as WAV files (the audio playlist) and the tiny WebM clip committed in data/ (the self-hosted video).
 * The showcase fragments reach them as `{{media_url:N}}`: 0 is the video, 1 to 3 are the tunes.
 */
final class Showcase_Media {

	/** Sample rate of the tunes (Hz): plenty for sine tones, small files. */
	private const RATE = 11025;

	/** The tunes: title and notes (MIDI numbers, 0 a rest), each note a quarter of a second. */
	private const TUNES = array(
		'Morning Ink'  => array( 60, 64, 67, 72, 67, 64, 60, 0, 62, 65, 69, 74, 69, 65, 62, 0 ),
		'Margin Notes' => array( 69, 67, 65, 64, 62, 64, 65, 67, 69, 0, 69, 0, 72, 71, 69, 0 ),
		'Late Edition' => array( 57, 60, 64, 60, 59, 62, 67, 62, 57, 60, 64, 69, 64, 60, 57, 0 ),
	);

	/**
	 * Creates the step.
	 *
	 * @param int $author Owner of the attachments (the editor).
	 */
	public function __construct(
		private readonly int $author,
	) {}

	/**
	 * Stores the media and returns their attachments in token order.
	 *
	 * @return list<array{id: int, url: string}>
	 * @throws RuntimeException When a file cannot be stored.
	 */
	public function import(): array {
		$video = (string) file_get_contents( INKWELL_COMMUNITY_DIR . '/demo/data/showcase-video.webm' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file shipped with the plugin.
		$media = array( $this->store( 'inkwell-demo-clip.webm', 'Ink in water', 'video/webm', $video ) );
		$n     = 0;
		foreach ( self::TUNES as $title => $notes ) {
			$media[] = $this->store( sprintf( 'inkwell-demo-tune-%d.wav', ++$n ), $title, 'audio/wav', self::wav( $notes ) );
		}
		return $media;
	}

	/**
	 * A mono 16-bit WAV file playing the notes as soft sine tones.
	 *
	 * @param int[] $notes MIDI note numbers, 0 for a rest.
	 */
	private static function wav( array $notes ): string {
		$per_note = (int) ( self::RATE / 4 );
		$samples  = '';
		foreach ( $notes as $note ) {
			$frequency = $note ? 440 * 2 ** ( ( $note - 69 ) / 12 ) : 0;
			for ( $i = 0; $i < $per_note; $i++ ) {
				// A quick attack and a linear release keep the notes from clicking.
				$envelope = min( 1, $i / 200 ) * ( 1 - $i / $per_note );
				$samples .= pack( 'v', (int) round( 9000 * $envelope * sin( 2 * M_PI * $frequency * $i / self::RATE ) ) & 0xffff );
			}
		}
		return 'RIFF' . pack( 'V', 36 + strlen( $samples ) ) . 'WAVE'
			. 'fmt ' . pack( 'VvvVVvv', 16, 1, 1, self::RATE, self::RATE * 2, 2, 16 )
			. 'data' . pack( 'V', strlen( $samples ) ) . $samples;
	}

	/**
	 * Stores a file in the uploads and the media library, marked as demo content.
	 *
	 * @param string $name  File name.
	 * @param string $title Attachment title.
	 * @param string $mime  MIME type.
	 * @param string $bytes Contents.
	 * @return array{id: int, url: string}
	 * @throws RuntimeException When it cannot be stored.
	 */
	private function store( string $name, string $title, string $mime, string $bytes ): array {
		$saved = wp_upload_bits( $name, null, $bytes );
		if ( $saved['error'] ) {
			throw new RuntimeException( "could not store $name: " . $saved['error'] );
		}
		$id = wp_insert_attachment(
			array(
				'post_title'     => $title,
				'post_status'    => 'inherit',
				'post_mime_type' => $mime,
				'post_author'    => $this->author,
				'meta_input'     => array( '_inkwell_demo' => 1 ),
			),
			$saved['file'],
			0,
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( "could not import $name: " . $id->get_error_message() );
		}
		return array(
			'id'  => (int) $id,
			'url' => wp_make_link_relative( (string) wp_get_attachment_url( $id ) ),
		);
	}
}
