<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Profile;

use Inkwell\Community\Profile\Profile_Image;
use Inkwell\Community\Rest\Request_Exception;
use Inkwell\Tests\Test_Case;

require_once __DIR__ . '/Image_Files.php';

/**
 * @covers \Inkwell\Community\Profile\Profile_Image
 */
final class Profile_Image_Test extends Test_Case {

	use Image_Files;

	protected function tear_down(): void {
		$this->remove_image_files();
		parent::tear_down();
	}

	/**
	 * An upload entry as PHP fills $_FILES.
	 *
	 * @return array<string,mixed>
	 */
	private function upload( string $path, string $name, string $type, int $error = UPLOAD_ERR_OK ): array {
		return array(
			'name'     => $name,
			'type'     => $type,
			'tmp_name' => $path,
			'error'    => $error,
			'size'     => is_file( $path ) ? filesize( $path ) : 0,
		);
	}

	private function refusal( array $file ): Request_Exception {
		try {
			Profile_Image::validate( $file );
		} catch ( Request_Exception $refused ) {
			return $refused;
		}
		$this->fail( 'The upload was accepted.' );
	}

	/** @return array<string,array{0: string, 1: string}> */
	public static function data_provider_real_images(): array {
		return array(
			'jpeg' => array( 'jpeg', 'image/jpeg' ),
			'png'  => array( 'png', 'image/png' ),
			'gif'  => array( 'gif', 'image/gif' ),
			'webp' => array( 'webp', 'image/webp' ),
		);
	}

	/**
	 * @dataProvider data_provider_real_images
	 */
	public function test_a_real_image_is_accepted_by_its_content_whatever_its_name( string $type, string $mime ): void {
		$file = $this->upload( $this->image_file( $type ), 'holiday.txt', 'application/octet-stream' );
		$this->assertSame( $mime, Profile_Image::validate( $file ) );
	}

	public function test_a_script_named_like_an_image_is_refused(): void {
		$file    = $this->upload( $this->file_with( "<?php echo 'hi';", 'png' ), 'me.png', 'image/png' );
		$refusal = $this->refusal( $file );
		$this->assertSame( 'inkwell_image_type', $refusal->error_code );
		$this->assertSame( 415, $refusal->status );
		$this->assertSame( 'Please choose a JPEG, PNG, GIF or WebP image.', $refusal->getMessage() );
	}

	public function test_svg_is_refused_even_though_it_is_an_image(): void {
		$svg  = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
		$file = $this->upload( $this->file_with( $svg, 'svg' ), 'me.svg', 'image/svg+xml' );
		$this->assertSame( 'inkwell_image_type', $this->refusal( $file )->error_code );
	}

	public function test_a_truncated_image_is_refused(): void {
		$bytes = (string) file_get_contents( $this->image_file( 'png' ) );
		$file  = $this->upload( $this->file_with( substr( $bytes, 0, 12 ), 'png' ), 'me.png', 'image/png' );
		$this->assertSame( 'inkwell_image_type', $this->refusal( $file )->error_code );
	}

	public function test_a_file_over_the_limit_is_refused_with_the_limit_in_the_message(): void {
		$limit   = static fn () => 100;
		add_filter( 'inkwell_profile_image_max_bytes', $limit );
		$refusal = $this->refusal( $this->upload( $this->image_file( 'jpeg', 300, 300 ), 'me.jpg', 'image/jpeg' ) );
		remove_filter( 'inkwell_profile_image_max_bytes', $limit );
		$this->assertSame( 'inkwell_image_too_large', $refusal->error_code );
		$this->assertSame( 413, $refusal->status );
		$this->assertStringContainsString( '100 B', $refusal->getMessage() );
	}

	public function test_php_upload_errors_are_reported(): void {
		$this->assertSame( 'inkwell_image_too_large', $this->refusal( $this->upload( '', 'me.jpg', '', UPLOAD_ERR_INI_SIZE ) )->error_code );
		$this->assertSame( 'inkwell_invalid_request', $this->refusal( $this->upload( '', 'me.jpg', '', UPLOAD_ERR_PARTIAL ) )->error_code );
	}

	public function test_without_an_image_the_url_is_empty_and_a_stale_id_is_ignored(): void {
		$user = $this->users['subscriber'];
		$this->assertSame( '', Profile_Image::url_of( $user, 96 ) );
		update_user_meta( $user, Profile_Image::META, 999999 );
		$this->assertSame( 0, Profile_Image::id_of( $user ) );
	}
}
