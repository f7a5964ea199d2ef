<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Comments;

use CURLFile;
use Inkwell\Community\Comments\Attachment_Limits;
use Inkwell\Community\Comments\Comment_Attachments;
use Inkwell\Tests\Http_Test_Case;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * Image attachments through real multipart requests to `inkwell_post_comment` and to wp-comments-post.php:
 * accepted images are stored in the media library and shown with the comment, resized; the limits are
 * enforced and the content is judged, never the name or the declared type. What is stored is a redrawn
 * copy under a random name: no metadata, nothing hidden after the pixels. A response whose images cannot
 * be stored is not stored either.
 *
 * @covers \Inkwell\Community\Comments\Comment_Attachments
 * @covers \Inkwell\Community\Comments\Attachment_Files
 * @covers \Inkwell\Community\Comments\Attachment_Limits
 * @covers \Inkwell\Community\Comments\Comment_Submission
 */
final class Comment_Attachments_Http_Test extends Http_Test_Case {

	private int $post_id;
	private string $cookie;
	/** @var string[] */
	private array $temp = array();
	/** @var string[] */
	private array $mails_before;

	protected function set_up(): void {
		parent::set_up();
		$this->post_id      = $this->create_post( array( 'post_title' => 'A story with pictures in the responses' ) );
		$this->cookie       = $this->session_of( $this->create_user( 'editor' ) )['cookie'];
		$this->mails_before = (array) glob( INKWELL_MAIL_DIR . '/*.eml' );
	}

	protected function tear_down(): void {
		foreach ( get_comments( array( 'post_id' => $this->post_id ) ) as $comment ) {
			wp_delete_comment( (int) $comment->comment_ID, true );
		}
		delete_option( Attachment_Limits::MAX_FILE_OPTION );
		delete_option( Attachment_Limits::MAX_TOTAL_OPTION );
		foreach ( $this->temp as $file ) {
			@unlink( $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
		}
		foreach ( array_diff( (array) glob( INKWELL_MAIL_DIR . '/*.eml' ), $this->mails_before ) as $file ) {
			unlink( $file );
		}
		parent::tear_down();
	}

	/**
	 * A real image file of a type ('png', 'jpeg', 'gif', 'webp'), padded to at least $bytes.
	 */
	private function image( string $name, string $type = 'png', int $bytes = 0 ): CURLFile {
		$image = imagecreatetruecolor( 400, 300 );
		imagefilledrectangle( $image, 20, 20, 380, 280, (int) imagecolorallocate( $image, 200, 80, 40 ) );
		ob_start();
		( 'image' . $type )( $image );
		$data = (string) ob_get_clean();
		// Bytes after the end of the image: still the same valid image, just larger.
		$data .= str_repeat( "\0", max( 0, $bytes - strlen( $data ) ) );
		return $this->file( $name, $data );
	}

	private function file( string $name, string $content, string $declared = '' ): CURLFile {
		$path = sys_get_temp_dir() . '/' . wp_generate_password( 8, false ) . '-' . $name;
		file_put_contents( $path, $content );
		$this->temp[] = $path;
		return new CURLFile( $path, $declared, $name );
	}

	/**
	 * Posts the comment form with files, as the logged-in editor unless told otherwise.
	 *
	 * @param CURLFile[]          $files  The files, one per slot.
	 * @param array<string,mixed> $fields Extra fields.
	 * @return array{0: int, 1: string, 2: string} Status, body and the Location header.
	 */
	private function send( array $files, array $fields = array(), string $path = '/wp-admin/admin-ajax.php?action=inkwell_post_comment' ): array {
		$body = $fields + array(
			'comment_post_ID' => (string) $this->post_id,
			'comment_parent'  => '0',
			'comment'         => 'Look at these ' . wp_generate_password( 6, false ),
		);
		foreach ( array_values( $files ) as $i => $file ) {
			$body[ 'attachments_' . $this->post_id . "[$i]" ] = $file;
		}
		$handle = curl_init( $this->url( $path ) );
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_POST           => true,
				CURLOPT_POSTFIELDS     => $body,
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_HEADER         => true,
				CURLOPT_TIMEOUT        => 60,
				CURLOPT_HTTPHEADER     => array( 'Cookie: ' . $this->cookie ),
			)
		);
		$response = (string) curl_exec( $handle );
		$status   = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
		$split    = (int) curl_getinfo( $handle, CURLINFO_HEADER_SIZE );
		curl_close( $handle );
		$headers = substr( $response, 0, $split );
		return array( $status, substr( $response, $split ), preg_match( '/^Location: (\S+)/mi', $headers, $m ) ? $m[1] : '' );
	}

	/**
	 * @return array<string,mixed>
	 */
	private function answer( array $files ): array {
		list( , $body ) = $this->send( $files );
		$answer         = json_decode( $body, true );
		$this->assertIsArray( $answer, $body );
		return $answer;
	}

	/** @return int[] Attachment ids of the post's only comment. */
	private function stored(): array {
		wp_cache_flush();
		$comments = get_comments( array( 'post_id' => $this->post_id ) );
		return $comments ? Comment_Attachments::of( (int) $comments[0]->comment_ID ) : array();
	}

	private function assert_refused( array $answer, string $message ): void {
		$this->assertSame( 'error', $answer['status'] );
		$this->assertStringContainsString( $message, $answer['data'] );
		wp_cache_flush();
		$this->assertSame( array(), get_comments( array( 'post_id' => $this->post_id ) ), 'nothing is stored' );
	}

	public function test_two_images_are_stored_with_the_comment_and_shown_resized(): void {
		$answer = $this->answer( array( $this->image( 'sunrise.png' ), $this->image( 'harbour.jpg', 'jpeg' ) ) );

		$this->assertSame( 'success', $answer['status'], wp_json_encode( $answer ) );
		$this->assertSame( 'approved', $answer['comment_status'] );
		$ids = $this->stored();
		$this->assertCount( 2, $ids );
		foreach ( $ids as $id ) {
			$this->assertTrue( wp_attachment_is_image( $id ) );
			$this->assertSame( $this->post_id, (int) get_post_field( 'post_parent', $id ), 'in the media library, attached to the story' );
			$this->assertArrayHasKey( 'medium', wp_get_attachment_metadata( $id )['sizes'], 'resized copies exist' );
			$this->assertStringContainsString( (string) wp_get_attachment_image_url( $id, 'medium' ), $answer['data'] );
		}
		$this->assertSame( 2, substr_count( $answer['data'], 'class="inkwell-comment-media__image' ) );

		$page = (string) wp_remote_retrieve_body( wp_remote_get( $this->url( '/?p=' . $this->post_id ), array( 'timeout' => 30 ) ) );
		$this->assertStringContainsString( (string) wp_get_attachment_image_url( $ids[0], 'medium' ), $page );
	}

	public function test_the_form_posts_images_without_javascript_too(): void {
		list( $status, , $location ) = $this->send( array( $this->image( 'plain.gif', 'gif' ) ), array(), '/wp-comments-post.php' );

		$this->assertSame( 302, $status );
		$this->assertStringContainsString( '#comment-', $location );
		$this->assertCount( 1, $this->stored() );
	}

	public function test_a_renamed_non_image_is_refused(): void {
		$answer = $this->answer( array( $this->file( 'holiday.jpg', "#!/bin/sh\necho 'not a picture'\n", 'image/jpeg' ) ) );
		$this->assert_refused( $answer, 'Only JPEG, PNG, GIF and WebP images can be attached.' );
	}

	public function test_an_svg_is_refused(): void {
		$svg    = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
		$answer = $this->answer( array( $this->file( 'logo.svg', $svg, 'image/svg+xml' ) ) );
		$this->assert_refused( $answer, 'Only JPEG, PNG, GIF and WebP images can be attached.' );
	}

	public function test_an_svg_named_png_is_refused(): void {
		$answer = $this->answer( array( $this->image( 'fine.png' ), $this->file( 'logo.png', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/png' ) ) );
		$this->assert_refused( $answer, 'Only JPEG, PNG, GIF and WebP images can be attached.' );
	}

	public function test_a_file_over_the_two_megabyte_default_is_refused(): void {
		$answer = $this->answer( array( $this->image( 'huge.png', 'png', 2 * MB_IN_BYTES + 1024 ) ) );
		$this->assert_refused( $answer, 'Each image can be at most 2 MB.' );
	}

	public function test_the_per_file_limit_is_a_site_option(): void {
		update_option( Attachment_Limits::MAX_FILE_OPTION, 100 * KB_IN_BYTES );
		$answer = $this->answer( array( $this->image( 'small.png' ), $this->image( 'medium.png', 'png', 150 * KB_IN_BYTES ) ) );
		$this->assert_refused( $answer, 'Each image can be at most 100 KB.' );
	}

	public function test_the_total_limit_is_enforced(): void {
		update_option( Attachment_Limits::MAX_TOTAL_OPTION, 300 * KB_IN_BYTES );
		$answer = $this->answer( array( $this->image( 'one.png', 'png', 200 * KB_IN_BYTES ), $this->image( 'two.png', 'png', 200 * KB_IN_BYTES ) ) );
		$this->assert_refused( $answer, 'All images together can be at most 300 KB.' );
	}

	public function test_more_than_five_files_are_refused(): void {
		$files  = array_map( fn ( int $n ): CURLFile => $this->image( "pic-$n.png" ), range( 1, 6 ) );
		$answer = $this->answer( $files );
		$this->assert_refused( $answer, 'A response can carry at most 5 images.' );
	}

	public function test_an_image_is_stored_under_the_extension_of_its_content(): void {
		$answer = $this->answer( array( $this->image( 'really-a-jpeg.png', 'jpeg' ) ) );

		$this->assertSame( 'success', $answer['status'] );
		$ids = $this->stored();
		$this->assertSame( 'image/jpeg', get_post_mime_type( $ids[0] ) );
		$this->assertStringEndsWith( '.jpg', (string) get_attached_file( $ids[0] ) );
	}

	public function test_deleting_the_comment_deletes_its_images(): void {
		$this->assertSame( 'success', $this->answer( array( $this->image( 'gone.webp', 'webp' ) ) )['status'] );
		$ids  = $this->stored();
		$file = (string) get_attached_file( $ids[0] );
		$this->assertFileExists( $file );

		wp_delete_comment( (int) get_comments( array( 'post_id' => $this->post_id ) )[0]->comment_ID, true );

		$this->assertNull( get_post( $ids[0] ) );
		$this->assertFileDoesNotExist( $file );
	}

	/**
	 * A JPEG carrying an EXIF GPS position (N 48° 51' 24") and a comment segment with the given text.
	 */
	private function jpeg_with_gps( string $comment ): string {
		$image = imagecreatetruecolor( 400, 300 );
		imagefilledrectangle( $image, 20, 20, 380, 280, (int) imagecolorallocate( $image, 40, 90, 200 ) );
		ob_start();
		imagejpeg( $image );
		$jpeg = (string) ob_get_clean();
		// TIFF, little-endian: IFD0 points at the GPS IFD (offset 26), whose latitude lives at offset 56.
		$tiff = 'II' . pack( 'vV', 42, 8 )
			. pack( 'v', 1 ) . pack( 'vvVV', 0x8825, 4, 1, 26 ) . pack( 'V', 0 )
			. pack( 'v', 2 ) . pack( 'vvV', 0x0001, 2, 2 ) . "N\0\0\0" . pack( 'vvVV', 0x0002, 5, 3, 56 ) . pack( 'V', 0 )
			. pack( 'VVVVVV', 48, 1, 51, 1, 24, 1 );
		$app1 = "\xFF\xE1" . pack( 'n', 8 + strlen( $tiff ) ) . "Exif\0\0" . $tiff;
		$com  = "\xFF\xFE" . pack( 'n', 2 + strlen( $comment ) ) . $comment;
		return substr( $jpeg, 0, 2 ) . $app1 . $com . substr( $jpeg, 2 );
	}

	/**
	 * The files under the uploads folder.
	 *
	 * @return string[]
	 */
	private function uploaded_files(): array {
		$base = wp_get_upload_dir()['basedir'];
		if ( ! is_dir( $base ) ) {
			return array();
		}
		$files = array();
		foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $base, RecursiveDirectoryIterator::SKIP_DOTS ) ) as $file ) {
			$files[] = (string) $file;
		}
		sort( $files );
		return $files;
	}

	/**
	 * Copies of uploads in the temporary folder (Clean_Image names them with 24 random characters).
	 *
	 * @return string[]
	 */
	private function temporary_copies(): array {
		return array_values( preg_grep( '/\/[a-z0-9]{24}\.(jpg|png|gif|webp)$/', (array) glob( get_temp_dir() . '*' ) ) );
	}

	public function test_the_gps_position_and_other_metadata_do_not_survive_and_the_name_is_random(): void {
		$jpeg = $this->jpeg_with_gps( "<?php system('id'); ?>" );
		$sent = $this->file( "my\x01home\x7f.jpg", $jpeg, 'image/jpeg' );
		$this->assertArrayHasKey( 'GPSLatitude', (array) exif_read_data( $sent->getFilename(), 'GPS' ), 'the visitor sent a position' );

		$answer = $this->answer( array( $sent ) );

		$this->assertSame( 'success', $answer['status'], wp_json_encode( $answer ) );
		$ids    = $this->stored();
		$stored = (string) get_attached_file( $ids[0] );
		$bytes  = (string) file_get_contents( $stored );
		$this->assertMatchesRegularExpression( '/^[a-z0-9]{24}\.jpg$/', wp_basename( $stored ), 'a random name, nothing of "my home"' );
		$this->assertStringNotContainsString( 'Exif', $bytes );
		$this->assertStringNotContainsString( '<?php', $bytes );
		$this->assertFalse( @exif_read_data( $stored, 'GPS' ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- no EXIF at all is the expected answer.
		$this->assertArrayNotHasKey( 'latitude', (array) ( wp_get_attachment_metadata( $ids[0] )['image_meta'] ?? array() ) );
		$this->assertSame( array( 400, 300 ), array_slice( (array) getimagesize( $stored ), 0, 2 ) );
	}

	/**
	 * @return array<string,array{0: string, 1: string}>
	 */
	public static function data_provider_images_with_a_payload(): array {
		return array(
			'GIF then PHP and HTML'  => array( 'gif', 'gif' ),
			'JPEG then PHP and HTML' => array( 'jpeg', 'jpg' ),
			'PNG then PHP and HTML'  => array( 'png', 'png' ),
		);
	}

	/**
	 * @dataProvider data_provider_images_with_a_payload
	 */
	public function test_what_follows_the_image_does_not_survive( string $type, string $extension ): void {
		$image = imagecreatetruecolor( 120, 80 );
		ob_start();
		( 'image' . $type )( $image );
		$payload = "<?php echo 'owned'; ?><script>alert(document.cookie)</script>";

		$answer = $this->answer( array( $this->file( "picture.$extension", ob_get_clean() . $payload ) ) );

		$this->assertSame( 'success', $answer['status'], wp_json_encode( $answer ) );
		foreach ( $this->stored() as $id ) {
			$files = array( (string) get_attached_file( $id ) );
			foreach ( wp_get_attachment_metadata( $id )['sizes'] ?? array() as $size ) {
				$files[] = dirname( $files[0] ) . '/' . $size['file'];
			}
			foreach ( $files as $file ) {
				$this->assertStringNotContainsString( '<?php', (string) file_get_contents( $file ) );
				$this->assertStringNotContainsString( '<script', (string) file_get_contents( $file ) );
			}
		}
	}

	public function test_an_image_header_followed_by_html_is_refused(): void {
		$copies = $this->temporary_copies();
		$answer = $this->answer( array( $this->file( 'header.gif', 'GIF89a<html><body><script>alert(1)</script></body></html>', 'image/gif' ) ) );
		$this->assert_refused( $answer, 'Only JPEG, PNG, GIF and WebP images can be attached.' );
		$this->assertSame( $copies, $this->temporary_copies() );
	}

	public function test_an_unwritable_uploads_folder_answers_a_clean_json_error_and_leaves_nothing_behind(): void {
		$folder = wp_get_upload_dir()['path'];
		$moved  = $folder . '.kept-' . wp_generate_password( 6, false );
		$files  = $this->uploaded_files();
		$copies = $this->temporary_copies();
		$media  = count( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		wp_mkdir_p( dirname( $folder ) );
		if ( is_dir( $folder ) ) {
			rename( $folder, $moved ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
		}
		// A file where the month's folder should be: nothing can be written there, not even by root.
		file_put_contents( $folder, 'not a folder' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		try {
			list( $status, $body ) = $this->send( array( $this->image( 'one.png' ), $this->image( 'two.jpg', 'jpeg' ) ) );
		} finally {
			unlink( $folder );
			if ( is_dir( $moved ) ) {
				rename( $moved, $folder ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
			}
		}

		$this->assertSame( 503, $status, $body );
		$answer = json_decode( $body, true );
		$this->assertIsArray( $answer, 'a JSON answer: ' . $body );
		$this->assert_refused( $answer, 'Your images could not be saved just now, so your response was not posted.' );
		wp_cache_flush();
		$this->assertSame( $media, count( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) ), 'no orphan attachment' ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( $files, $this->uploaded_files(), 'no orphan file' );
		$waited = 0;
		while ( $copies !== $this->temporary_copies() && $waited++ < 50 ) {
			usleep( 100000 ); // The copies go when the request ends, maybe just after its answer.
		}
		$this->assertSame( $copies, $this->temporary_copies() );
	}
}
