<?php
/**
 * Checks the image files sent with a comment.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Comments;

use Inkwell\Community\Storage\Clean_Image;
use WP_Error;

/**
 * Reads the `attachments_{postId}[]` upload field and accepts it only when every file is a real uploaded
 * image of an accepted type, judged by its content (never by its name or the type the browser declared),
 * and the sizes and the count are within the limits. What is accepted is a redrawn copy of each image
 * under a random name (Clean_Image): no metadata, nothing hidden after the pixels, nothing of the name the
 * visitor gave.
 *
 * @since 0.1.0
 */
final class Attachment_Files {

	/**
	 * The answer of accepted() for each post of this request: the copies are made once.
	 *
	 * @var array<int, array<int,array{tmp_name: string, name: string, size: int, type: string}>|WP_Error>
	 */
	private array $accepted = array();

	/**
	 * Redrawn copies written in this request, deleted at its end unless stored.
	 *
	 * @var string[]
	 */
	private array $copies = array();

	/**
	 * Creates the checker.
	 *
	 * @param Attachment_Limits $limits The limits.
	 */
	public function __construct( private readonly Attachment_Limits $limits ) {
	}

	/**
	 * The upload field's name for a post (SPEC 3: attachments_{postId}[]).
	 *
	 * @since 0.1.0
	 *
	 * @param int $post_id The post commented on.
	 */
	public static function field( int $post_id ): string {
		return 'attachments_' . $post_id;
	}

	/**
	 * Whether the request carries at least one file for the post.
	 *
	 * @since 0.1.0
	 *
	 * @param int $post_id The post commented on.
	 */
	public function sent( int $post_id ): bool {
		return array() !== $this->uploads( $post_id );
	}

	/**
	 * The accepted files of the request as redrawn copies, each with its real type and a random name; a
	 * WP_Error naming the first problem.
	 *
	 * @since 0.1.0
	 *
	 * @param int $post_id The post commented on.
	 * @return array<int,array{tmp_name: string, name: string, size: int, type: string}>|WP_Error
	 */
	public function accepted( int $post_id ) {
		$this->accepted[ $post_id ] ??= $this->check( $post_id );
		return $this->accepted[ $post_id ];
	}

	/**
	 * Deletes the copies that were not stored (the comment was refused, or storing failed); runs at the
	 * end of the request.
	 *
	 * @since 0.5.0
	 */
	public function discard(): void {
		foreach ( $this->copies as $path ) {
			if ( is_file( $path ) ) {
				wp_delete_file( $path );
			}
		}
		$this->copies = array();
	}

	/**
	 * Checks the field's files and makes the copies.
	 *
	 * @param int $post_id The post commented on.
	 * @return array<int,array{tmp_name: string, name: string, size: int, type: string}>|WP_Error
	 */
	private function check( int $post_id ) {
		$uploads = $this->uploads( $post_id );
		if ( count( $uploads ) > $this->limits->max_files() ) {
			return $this->error( 'inkwell_attachments_too_many', $this->limits->too_many_message() );
		}
		$files = array();
		$total = 0;
		foreach ( $uploads as $upload ) {
			if ( UPLOAD_ERR_INI_SIZE === $upload['error'] || UPLOAD_ERR_FORM_SIZE === $upload['error'] ) {
				return $this->error( 'inkwell_attachment_too_large', $this->limits->file_too_large_message() );
			}
			if ( UPLOAD_ERR_OK !== $upload['error'] || ! is_uploaded_file( $upload['tmp_name'] ) ) {
				return $this->error( 'inkwell_attachment_failed', __( 'An image could not be uploaded. Please try again.', 'inkwell-community' ) );
			}
			$size = (int) filesize( $upload['tmp_name'] );
			if ( $size > $this->limits->max_file() ) {
				return $this->error( 'inkwell_attachment_too_large', $this->limits->file_too_large_message() );
			}
			$total += $size;
			if ( $total > $this->limits->max_total() ) {
				return $this->error( 'inkwell_attachments_too_large', $this->limits->total_too_large_message() );
			}
			$type = $this->image_type( $upload['tmp_name'] );
			$copy = null === $type ? null : Clean_Image::copy( $upload['tmp_name'], $type );
			if ( ! is_string( $copy ) ) {
				return $this->error( 'inkwell_attachment_not_image', $this->limits->not_image_message() );
			}
			$this->copies[] = $copy;
			$files[]        = array(
				'tmp_name' => $copy,
				'name'     => Clean_Image::random_name( $type ),
				'size'     => (int) filesize( $copy ),
				'type'     => $type,
			);
		}
		return $files;
	}

	/**
	 * The real type of an image file, read from its content, or null when it is not an accepted image
	 * (SVG, text, a script renamed .jpg, a truncated file).
	 *
	 * @param string $path The file.
	 */
	private function image_type( string $path ): ?string {
		$type = wp_get_image_mime( $path );
		if ( ! is_string( $type ) || ! isset( Attachment_Limits::TYPES[ $type ] ) ) {
			return null;
		}
		// The signature alone is a few bytes: the image must also have readable dimensions.
		$info = @getimagesize( $path ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a broken file is an answer, not a warning.
		return is_array( $info ) && $info[0] > 0 && $info[1] > 0 && $info['mime'] === $type ? $type : null;
	}

	/**
	 * The field's files, one array per file, without the empty slots.
	 *
	 * @param int $post_id The post commented on.
	 * @return array<int,array{name: string, tmp_name: string, error: int}>
	 */
	private function uploads( int $post_id ): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- comment forms carry no nonce; core's checks apply.
		$field = $_FILES[ self::field( $post_id ) ] ?? null;
		if ( ! is_array( $field ) || ! isset( $field['name'], $field['tmp_name'], $field['error'] ) ) {
			return array();
		}
		$uploads = array();
		foreach ( (array) $field['error'] as $i => $error ) {
			if ( UPLOAD_ERR_NO_FILE === (int) $error || ! is_scalar( $error ) ) {
				continue;
			}
			$uploads[] = array(
				'name'     => (string) ( ( (array) $field['name'] )[ $i ] ?? '' ),
				'tmp_name' => (string) ( ( (array) $field['tmp_name'] )[ $i ] ?? '' ),
				'error'    => (int) $error,
			);
		}
		return $uploads;
	}

	/**
	 * An error, answered with HTTP 400 (wp-comments-post.php shows it on its error page).
	 *
	 * @param string $code    Error code.
	 * @param string $message Message.
	 */
	private function error( string $code, string $message ): WP_Error {
		return new WP_Error( $code, $message, 400 );
	}
}
