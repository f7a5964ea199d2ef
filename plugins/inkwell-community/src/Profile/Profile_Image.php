<?php
/**
 * The profile image a user uploaded: validation by content, storage in the media library, removal.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Profile;

use Inkwell\Community\Rest\Request_Exception;
use Inkwell\Community\Storage\Clean_Image;
use Inkwell\Community\Storage\Storage_Unavailable;

/**
 * An upload is accepted only when its bytes are a real JPEG, PNG, GIF or WebP image (whatever its name
 * or declared type says; never SVG) within the size and pixel limits. It is redrawn as a square under a
 * random name and stored as an attachment owned by the user, whose id is kept in user meta.
 *
 * @since 0.1.0
 */
final class Profile_Image {

	/** User meta holding the attachment id. */
	public const META = 'inkwell_profile_image';

	/** Largest accepted file, in bytes (filter: inkwell_profile_image_max_bytes). */
	public const MAX_BYTES = 2 * MB_IN_BYTES;

	/** Image types accepted, by the MIME type read from the content, with their extension. */
	public const TYPES = array(
		'image/jpeg' => 'jpg',
		'image/png'  => 'png',
		'image/gif'  => 'gif',
		'image/webp' => 'webp',
	);

	/** Largest side of the stored square, in pixels. */
	private const SIDE = 512;

	/**
	 * The size limit in bytes.
	 *
	 * @since 0.1.0
	 */
	public static function max_bytes(): int {
		/**
		 * Filters the largest profile image accepted, in bytes.
		 *
		 * @since 0.1.0
		 *
		 * @param int $bytes Default 2 MB.
		 */
		return (int) apply_filters( 'inkwell_profile_image_max_bytes', self::MAX_BYTES );
	}

	/**
	 * A user's profile image attachment id, or 0.
	 *
	 * @since 0.1.0
	 *
	 * @param int $user_id The user.
	 */
	public static function id_of( int $user_id ): int {
		$id = (int) get_user_meta( $user_id, self::META, true );
		return $id && 'attachment' === get_post_type( $id ) ? $id : 0;
	}

	/**
	 * The URL of a user's profile image for a display size, or '' when they have none.
	 *
	 * @since 0.1.0
	 *
	 * @param int $user_id The user.
	 * @param int $size    Display size in pixels.
	 */
	public static function url_of( int $user_id, int $size ): string {
		$id = self::id_of( $user_id );
		if ( ! $id ) {
			return '';
		}
		// The thumbnail (150 px) is sharp up to 75 px on double-density screens.
		$url = wp_get_attachment_image_url( $id, $size <= 75 ? 'thumbnail' : 'full' );
		return $url ? $url : '';
	}

	/**
	 * Checks an uploaded file ($_FILES entry) and returns its image type.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $file The upload.
	 * @return string The MIME type read from the content.
	 * @throws Request_Exception When it is not an acceptable image.
	 */
	public static function validate( array $file ): string {
		$error = (int) ( $file['error'] ?? UPLOAD_ERR_NO_FILE );
		$path  = (string) ( $file['tmp_name'] ?? '' );
		$limit = size_format( self::max_bytes() );
		if ( UPLOAD_ERR_INI_SIZE === $error || UPLOAD_ERR_FORM_SIZE === $error || ( UPLOAD_ERR_OK === $error && (int) filesize( $path ) > self::max_bytes() ) ) {
			/* translators: %s: size limit, for example "2 MB". */
			throw new Request_Exception( 'inkwell_image_too_large', sprintf( __( 'The image is too large: the limit is %s.', 'inkwell-community' ), $limit ), 413 );
		}
		if ( UPLOAD_ERR_OK !== $error || '' === $path || ! is_file( $path ) ) {
			throw Request_Exception::invalid( __( 'The image could not be uploaded. Please try again.', 'inkwell-community' ) );
		}
		$mime = (string) wp_get_image_mime( $path );
		$size = isset( self::TYPES[ $mime ] ) ? @getimagesize( $path ) : false; // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a broken file is an expected answer, reported below.
		if ( ! $size || $size[0] < 1 || $size[1] < 1 ) {
			throw new Request_Exception( 'inkwell_image_type', __( 'Please choose a JPEG, PNG, GIF or WebP image.', 'inkwell-community' ), 415 );
		}
		if ( $size[0] * $size[1] > Clean_Image::MAX_PIXELS ) {
			throw Request_Exception::invalid( __( 'The image has too many pixels. Please choose a smaller one.', 'inkwell-community' ) );
		}
		return $mime;
	}

	/**
	 * Stores a validated upload as the user's profile image, replacing (and deleting) the previous one.
	 * What is stored is a redrawn square copy under a random name (Clean_Image): no metadata, nothing
	 * hidden after the pixels.
	 *
	 * @since 0.1.0
	 *
	 * @param int                 $user_id The user.
	 * @param array<string,mixed> $file    The upload, already validated.
	 * @param string              $mime    Its type, from validate().
	 * @throws Request_Exception When it cannot be stored.
	 */
	public static function save( int $user_id, array $file, string $mime ): int {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$path = (string) ( $file['tmp_name'] ?? '' );
		if ( ! is_uploaded_file( $path ) ) {
			throw Request_Exception::invalid( __( 'The image could not be uploaded. Please try again.', 'inkwell-community' ) );
		}
		$copy = Clean_Image::copy( $path, $mime, self::SIDE, true );
		if ( ! is_string( $copy ) ) {
			throw new Request_Exception( 'inkwell_image_type', __( 'Please choose a JPEG, PNG, GIF or WebP image.', 'inkwell-community' ), 415 );
		}
		$upload = array(
			'name'     => Clean_Image::random_name( $mime ),
			'tmp_name' => $copy,
			'size'     => (int) filesize( $copy ),
			'type'     => $mime,
			'error'    => UPLOAD_ERR_OK,
		);
		$stored = wp_handle_sideload(
			$upload,
			array(
				'test_form' => false,
				'mimes'     => array( self::TYPES[ $mime ] => $mime ),
			)
		);
		$failed = __( 'The image could not be saved. Please try again.', 'inkwell-community' );
		if ( isset( $stored['error'] ) ) {
			wp_delete_file( $copy );
			throw new Request_Exception( 'inkwell_image_not_saved', $failed, 503 );
		}
		$id = wp_insert_attachment(
			array(
				'post_title'     => sprintf( 'Profile image of user %d', $user_id ),
				'post_mime_type' => $mime,
				'post_status'    => 'inherit',
				'post_author'    => $user_id,
			),
			$stored['file'],
			0,
			true
		);
		if ( is_wp_error( $id ) ) {
			wp_delete_file( $stored['file'] );
			throw new Request_Exception( 'inkwell_image_not_saved', $failed, 503 );
		}
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $stored['file'] ) );
		$previous = self::id_of( $user_id );
		try {
			Storage_Unavailable::check_meta( update_user_meta( $user_id, self::META, $id ), 'user', $user_id, self::META, $id );
		} catch ( Storage_Unavailable ) {
			wp_delete_attachment( $id, true );
			throw new Request_Exception( 'inkwell_image_not_saved', $failed, 503 );
		}
		if ( $previous && $previous !== $id ) {
			wp_delete_attachment( $previous, true );
		}
		return $id;
	}

	/**
	 * Removes a user's profile image and its files.
	 *
	 * @since 0.1.0
	 *
	 * @param int $user_id The user.
	 */
	public static function delete( int $user_id ): void {
		$id = self::id_of( $user_id );
		if ( $id ) {
			wp_delete_attachment( $id, true );
		}
		delete_user_meta( $user_id, self::META );
	}
}
