<?php
/**
 * The file of a media block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks\Support;

/**
 * Resolves what an editor picked for a player or poster: a media library item of the right kind, or else a
 * typed http(s) address.
 *
 * @since 0.3.0
 */
final class Media_File {

	/**
	 * The file's URL, or '' when neither the item nor the address is usable.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed  $id   Attachment id.
	 * @param mixed  $url  Typed address, used when the id is not an attachment of the kind.
	 * @param string $kind MIME top-level type: video, audio or image.
	 */
	public static function url( mixed $id, mixed $url, string $kind ): string {
		$id   = is_numeric( $id ) ? absint( $id ) : 0;
		$mime = $id ? (string) get_post_mime_type( $id ) : '';
		if ( str_starts_with( $mime, "$kind/" ) ) {
			return (string) ( 'image' === $kind ? wp_get_attachment_image_url( $id, 'large' ) : wp_get_attachment_url( $id ) );
		}
		return esc_url_raw( is_string( $url ) ? trim( $url ) : '', array( 'http', 'https' ) );
	}
}
