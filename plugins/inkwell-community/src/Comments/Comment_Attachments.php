<?php
/**
 * Image attachments of comments: the form field, the checks, the storage and the display.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Comments;

use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Frontend\Template;
use WP_Comment;
use WP_Error;

/**
 * Adds the attachment slots to the comment form (and makes the form send files, also without JavaScript),
 * refuses a comment whose files break the rules, or that cannot store them, before it is stored; keeps the
 * accepted images (redrawn copies, see Attachment_Files) in the media library attached to the comment,
 * shows them with the comment and deletes them with it. When an image cannot be stored after all, the
 * comment and its other images are removed again: a response is kept whole or not at all.
 *
 * @since 0.1.0
 */
final class Comment_Attachments {

	/** Comment meta holding the ids of the comment's images. */
	public const META = '_inkwell_attachments';

	/** Attachment meta naming the comment an image belongs to. */
	public const COMMENT_META = '_inkwell_comment_id';

	/** Image size shown under a comment. */
	private const SIZE = 'medium';

	/**
	 * Creates the attachments part.
	 *
	 * @param Attachment_Limits $limits The limits.
	 * @param Attachment_Files  $files  The upload checker.
	 */
	public function __construct(
		private readonly Attachment_Limits $limits,
		private readonly Attachment_Files $files,
	) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_filter( 'comment_form_field_comment', array( $this, 'add_field' ) );
		add_filter( 'comment_form_submit_button', array( $this, 'send_files' ) );
		add_filter( 'pre_comment_approved', array( $this, 'check' ), 20, 2 );
		// Before core's notices on the same hook: a response whose images fail is gone before anyone hears of it.
		add_action( 'comment_post', array( $this, 'store' ), 1, 3 );
		add_action( 'shutdown', array( $this->files, 'discard' ) );
		add_action( 'inkwell_comment_content_after', array( $this, 'show' ) );
		add_action( 'delete_comment', array( $this, 'delete' ) );
	}

	/**
	 * Appends the attachment field under the comment textarea.
	 *
	 * @param string|mixed $field The textarea's HTML.
	 */
	public function add_field( $field ): string {
		$post_id = (int) get_the_ID();
		if ( ! $post_id ) {
			return (string) $field;
		}
		// After the footer scripts, so that the list leaves out what the page already loads.
		add_action( 'wp_footer', array( $this, 'print_island_scripts' ), 21 );
		return $field . Template::render(
			'comment-attachments-field',
			array(
				'post_id' => $post_id,
				'field'   => Attachment_Files::field( $post_id ) . '[]',
				'accept'  => implode( ',', array_keys( Attachment_Limits::TYPES ) ),
				'props'   => array(
					'postId'       => $post_id,
					'maxFiles'     => $this->limits->max_files(),
					'maxFileSize'  => $this->limits->max_file(),
					'maxTotalSize' => $this->limits->max_total(),
					'accept'       => array_keys( Attachment_Limits::TYPES ),
					'notes'        => $this->notes(),
					'messages'     => array(
						'fileTooLarge'  => $this->limits->file_too_large_message(),
						'totalTooLarge' => $this->limits->total_too_large_message(),
						'notImage'      => $this->limits->not_image_message(),
					),
				),
				'notes'   => $this->notes(),
			)
		);
	}

	/**
	 * Prints, in an inert <template>, the script tags of the attachments island that the page has not loaded
	 * yet (React among them for guests), as WordPress prints them: the comments bundle runs them on the
	 * first use of the form, so the page loads no React before that.
	 */
	public function print_island_scripts(): void {
		if ( ! wp_script_is( Assets::ATTACHMENTS_HANDLE, 'registered' ) ) {
			return;
		}
		// A copy, so that the page's own list of printed scripts stays as it is.
		$scripts        = clone wp_scripts();
		$scripts->to_do = array();
		$scripts->all_deps( array( Assets::ATTACHMENTS_HANDLE ) );
		/**
		 * The queue, which all_deps() filled.
		 *
		 * @var array<int, string> $queue
		 */
		$queue = $scripts->to_do;
		ob_start();
		foreach ( $queue as $handle ) {
			$scripts->do_item( $handle );
		}
		printf( '<template id="inkwell-comment-attachments-scripts">%s</template>', ob_get_clean() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- script tags printed by WP_Scripts.
	}

	/**
	 * Makes the submit button send the form as multipart data, so files go along without JavaScript too
	 * (comment_form() offers no enctype for the form itself).
	 *
	 * @param string|mixed $button The submit button's HTML.
	 */
	public function send_files( $button ): string {
		return (string) preg_replace( '/^<(input|button)\b/', '<$1 formenctype="multipart/form-data"', (string) $button, 1 );
	}

	/**
	 * Refuses the comment when its files break the rules; runs last among core's checks, before storing.
	 *
	 * @param int|string|WP_Error|mixed $approved     Approval so far.
	 * @param array<string,mixed>       $comment_data The comment.
	 * @return int|string|WP_Error
	 */
	public function check( $approved, $comment_data ) {
		$post_id = (int) ( $comment_data['comment_post_ID'] ?? 0 );
		if ( is_wp_error( $approved ) || ! $post_id || ! $this->files->sent( $post_id ) ) {
			return $approved;
		}
		$accepted = $this->files->accepted( $post_id );
		if ( $accepted instanceof WP_Error ) {
			return $accepted;
		}
		$uploads = wp_upload_dir();
		if ( ! empty( $uploads['error'] ) || ! wp_is_writable( $uploads['path'] ) ) {
			return new WP_Error( 'inkwell_attachments_not_stored', self::not_stored_message(), 503 );
		}
		return $approved;
	}

	/**
	 * The message of a response whose images could not be stored.
	 *
	 * @since 0.5.0
	 */
	public static function not_stored_message(): string {
		return __( 'Your images could not be saved just now, so your response was not posted. Please try again in a moment.', 'inkwell-community' );
	}

	/**
	 * Stores the accepted images of a new comment in the media library; when one cannot be stored, removes
	 * the comment and the images stored so far (the answer then says the response was not posted).
	 *
	 * @param int|mixed           $comment_id   The new comment.
	 * @param int|string|mixed    $approved     Its approval.
	 * @param array<string,mixed> $comment_data The comment.
	 */
	public function store( $comment_id, $approved, $comment_data ): void {
		$post_id = (int) ( $comment_data['comment_post_ID'] ?? 0 );
		if ( ! $post_id || ! $this->files->sent( $post_id ) ) {
			return;
		}
		$files = $this->files->accepted( $post_id );
		if ( $files instanceof WP_Error ) {
			return; // Cannot happen after check(); never store what was not accepted.
		}
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/media.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$ids = array();
		foreach ( $files as $file ) {
			// Sideload: the redrawn copy of a checked upload is moved from the temporary folder.
			$id = media_handle_sideload(
				array(
					'name'     => $file['name'],
					'tmp_name' => $file['tmp_name'],
					'size'     => $file['size'],
					'type'     => $file['type'],
					'error'    => UPLOAD_ERR_OK,
				),
				$post_id,
				__( 'Image of a response', 'inkwell-community' ),
				array( 'post_author' => (int) ( $comment_data['user_id'] ?? 0 ) )
			);
			if ( ! is_int( $id ) ) {
				$this->undo( (int) $comment_id, $ids );
				return;
			}
			$ids[] = $id;
			if ( false === update_post_meta( $id, self::COMMENT_META, (int) $comment_id ) ) {
				$this->undo( (int) $comment_id, $ids );
				return;
			}
		}
		if ( $ids && false === update_comment_meta( (int) $comment_id, self::META, $ids ) ) {
			$this->undo( (int) $comment_id, $ids );
		}
	}

	/**
	 * Removes a new comment whose images could not all be stored, and the ones that were. A form posted
	 * without JavaScript gets an error page; the ajax answer sees the comment gone (Comment_Submission).
	 *
	 * @param int   $comment_id The comment.
	 * @param int[] $stored     Its images stored so far.
	 */
	private function undo( int $comment_id, array $stored ): void {
		foreach ( $stored as $id ) {
			wp_delete_attachment( $id, true );
		}
		wp_delete_comment( $comment_id, true );
		$this->files->discard();
		if ( ! wp_doing_ajax() ) {
			wp_die(
				esc_html( self::not_stored_message() ),
				'',
				array(
					'response'  => 503,
					'back_link' => true,
				)
			);
		}
	}

	/**
	 * The ids of a comment's images.
	 *
	 * @since 0.1.0
	 *
	 * @param int $comment_id The comment.
	 * @return int[]
	 */
	public static function of( int $comment_id ): array {
		return array_values( array_filter( array_map( 'intval', (array) get_comment_meta( $comment_id, self::META, true ) ) ) );
	}

	/**
	 * Prints a comment's images under its text, resized.
	 *
	 * @param WP_Comment|mixed $comment The comment.
	 */
	public function show( $comment ): void {
		if ( ! $comment instanceof WP_Comment ) {
			return;
		}
		$ids = array_filter( self::of( (int) $comment->comment_ID ), static fn ( int $id ): bool => wp_attachment_is_image( $id ) );
		if ( ! $ids ) {
			return;
		}
		echo Template::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
			'comment-attachments',
			array(
				'ids'    => array_values( $ids ),
				'size'   => self::SIZE,
				'author' => get_comment_author( $comment ),
			)
		);
	}

	/**
	 * Deletes a comment's images with the comment.
	 *
	 * @param int|string|mixed $comment_id The comment being deleted.
	 */
	public function delete( $comment_id ): void {
		foreach ( self::of( (int) $comment_id ) as $id ) {
			wp_delete_attachment( $id, true );
		}
	}

	/**
	 * The media notes under the field: the rules in words.
	 */
	private function notes(): string {
		return sprintf(
			/* translators: 1: most images, 2: largest image size, 3: largest total size. */
			__( 'Up to %1$d images (JPEG, PNG, GIF or WebP), %2$s each, %3$s in all.', 'inkwell-community' ),
			$this->limits->max_files(),
			size_format( $this->limits->max_file() ),
			size_format( $this->limits->max_total() )
		);
	}
}
