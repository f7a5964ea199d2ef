<?php
/**
 * Redraws an uploaded image so that only its pixels are kept.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Storage;

use WP_Error;

/**
 * Decodes an image with WordPress's image editor and encodes it again as a new file of the same type under
 * a random name. GD is asked first: it writes pixels only, never metadata (Imagick, used when GD cannot
 * read the type, strips metadata when it resizes). What a visitor could hide in the bytes does not survive:
 * EXIF and other metadata (GPS position, camera, comments), data after the image (a GIF or JPEG header
 * followed by HTML or PHP), and the name it was sent under. The orientation EXIF asked for is applied to
 * the pixels first. An animated GIF keeps its first frame.
 *
 * @since 0.5.0
 */
final class Clean_Image {

	/** Extension of each type the copies are written in. */
	private const EXTENSIONS = array(
		'image/jpeg' => 'jpg',
		'image/png'  => 'png',
		'image/gif'  => 'gif',
		'image/webp' => 'webp',
	);

	/** Most pixels decoded, so that a small file cannot expand into a huge bitmap. */
	public const MAX_PIXELS = 40_000_000;

	/**
	 * A random file name for a stored image of a type: nothing of the visitor's name is kept.
	 *
	 * @since 0.5.0
	 *
	 * @param string $mime The image type.
	 */
	public static function random_name( string $mime ): string {
		return strtolower( wp_generate_password( 24, false, false ) ) . '.' . ( self::EXTENSIONS[ $mime ] ?? 'bin' );
	}

	/**
	 * Writes a redrawn copy of an image in the temporary folder and returns its path; the caller moves or
	 * deletes it.
	 *
	 * @since 0.5.0
	 *
	 * @param string $path     The image as it arrived.
	 * @param string $mime     Its type, read from its content.
	 * @param int    $max_side Largest width or height of the copy, or 0 to keep the size.
	 * @param bool   $square   Whether to crop the copy to a centred square.
	 * @return string|WP_Error The copy's path, or why it could not be made.
	 */
	public static function copy( string $path, string $mime, int $max_side = 0, bool $square = false ) {
		if ( ! isset( self::EXTENSIONS[ $mime ] ) ) {
			return new WP_Error( 'inkwell_image_type', 'Not an accepted image type.' );
		}
		$info = @getimagesize( $path ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a broken file is an answer, not a warning.
		if ( ! is_array( $info ) || $info[0] < 1 || $info[1] < 1 || $info[0] * $info[1] > self::MAX_PIXELS ) {
			return new WP_Error( 'inkwell_image_size', 'Not a readable image of an accepted size.' );
		}
		// GD only: it redraws the pixels and writes no metadata, where Imagick keeps EXIF (GPS) on some paths.
		$gd_only = static fn (): array => array( 'WP_Image_Editor_GD' );
		add_filter( 'wp_image_editors', $gd_only );
		$editor  = wp_get_image_editor( $path, array( 'mime_type' => $mime ) );
		remove_filter( 'wp_image_editors', $gd_only );
		if ( is_wp_error( $editor ) ) {
			return $editor;
		}
		$editor->maybe_exif_rotate();
		$size = $editor->get_size();
		if ( $square ) {
			$side = min( $size['width'], $size['height'] );
			$side = $max_side > 0 ? min( $max_side, $side ) : $side;
			$done = $editor->resize( $side, $side, true );
		} elseif ( $max_side > 0 && max( $size['width'], $size['height'] ) > $max_side ) {
			$done = $editor->resize( $max_side, $max_side, false );
		} else {
			$done = true;
		}
		if ( is_wp_error( $done ) ) {
			return $done;
		}
		$saved = $editor->save( get_temp_dir() . self::random_name( $mime ), $mime );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		if ( ! is_array( $saved ) || empty( $saved['path'] ) || ! is_file( $saved['path'] ) ) {
			return new WP_Error( 'inkwell_image_not_written', 'The image could not be written.' );
		}
		return $saved['path'];
	}
}
