<?php
/**
 * The limits of comment image attachments.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Comments;

/**
 * Site options for comment attachments (DESIGN 4): size of a file, size of all files, number of files,
 * and the image types accepted by content. The same values are printed into the page for the client checks.
 *
 * @since 0.1.0
 */
final class Attachment_Limits {

	/** Option: most bytes of one file. */
	public const MAX_FILE_OPTION = 'inkwell_comment_attachment_max_file';

	/** Option: most bytes of all the files of one comment. */
	public const MAX_TOTAL_OPTION = 'inkwell_comment_attachment_max_total';

	/** Option: most files of one comment. */
	public const MAX_FILES_OPTION = 'inkwell_comment_attachment_max_files';

	/** SPEC 9: at most 5 attachment slots, whatever the option says. */
	public const MAX_SLOTS = 5;

	/** Accepted types, by the content's real type, with the extension each file is stored under. */
	public const TYPES = array(
		'image/jpeg' => 'jpg',
		'image/png'  => 'png',
		'image/gif'  => 'gif',
		'image/webp' => 'webp',
	);

	/**
	 * Whether the three options were read.
	 *
	 * @var bool
	 */
	private bool $read = false;

	/**
	 * Most bytes of one file (default 2 MB), never above what PHP accepts for an upload.
	 *
	 * @since 0.1.0
	 */
	public function max_file(): int {
		return max( 1, min( (int) $this->option( self::MAX_FILE_OPTION, 2 * MB_IN_BYTES ), (int) wp_max_upload_size() ) );
	}

	/**
	 * Most bytes of all files together (default 8 MB), never above what PHP accepts for a whole request
	 * (a larger request would arrive empty).
	 *
	 * @since 0.1.0
	 */
	public function max_total(): int {
		$request = wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) );
		// Room for the form's text fields.
		$request = $request > 0 ? $request - 64 * KB_IN_BYTES : PHP_INT_MAX;
		return max( 1, min( (int) $this->option( self::MAX_TOTAL_OPTION, 8 * MB_IN_BYTES ), $request ) );
	}

	/**
	 * Most files (default 5, never more than the 5 slots).
	 *
	 * @since 0.1.0
	 */
	public function max_files(): int {
		return min( self::MAX_SLOTS, max( 1, (int) $this->option( self::MAX_FILES_OPTION, self::MAX_SLOTS ) ) );
	}

	/**
	 * One of the three options. A site that never set them has none stored, and without a persistent object
	 * cache each missing option would be a query of its own: they are read together, in one. Options known
	 * to be missing (core's `notoptions`) are not asked for again, which would cost a persistent object cache
	 * a round trip each.
	 *
	 * @param string $name     The option.
	 * @param int    $fallback Its default.
	 */
	private function option( string $name, int $fallback ): mixed {
		if ( ! $this->read ) {
			$missing = wp_cache_get( 'notoptions', 'options' );
			$unknown = array_filter(
				array( self::MAX_FILE_OPTION, self::MAX_TOTAL_OPTION, self::MAX_FILES_OPTION ),
				static fn ( string $option ): bool => ! ( is_array( $missing ) && isset( $missing[ $option ] ) )
			);
			if ( $unknown ) {
				wp_prime_option_caches( $unknown );
			}
			$this->read = true;
		}
		return get_option( $name, $fallback );
	}

	/**
	 * The message shown when one file is too large.
	 *
	 * @since 0.1.0
	 */
	public function file_too_large_message(): string {
		/* translators: %s: largest size of one image, for example "2 MB". */
		return sprintf( __( 'Each image can be at most %s.', 'inkwell-community' ), size_format( $this->max_file() ) );
	}

	/**
	 * The message shown when all files together are too large.
	 *
	 * @since 0.1.0
	 */
	public function total_too_large_message(): string {
		/* translators: %s: largest size of all images together, for example "8 MB". */
		return sprintf( __( 'All images together can be at most %s.', 'inkwell-community' ), size_format( $this->max_total() ) );
	}

	/**
	 * The message shown when a file is not an accepted image.
	 *
	 * @since 0.1.0
	 */
	public function not_image_message(): string {
		return __( 'Only JPEG, PNG, GIF and WebP images can be attached.', 'inkwell-community' );
	}

	/**
	 * The message shown when there are too many files.
	 *
	 * @since 0.1.0
	 */
	public function too_many_message(): string {
		/* translators: %d: most images a response can carry. */
		return sprintf( _n( 'A response can carry at most %d image.', 'A response can carry at most %d images.', $this->max_files(), 'inkwell-community' ), $this->max_files() );
	}
}
