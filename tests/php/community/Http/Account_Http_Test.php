<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Http;

use Inkwell\Community\Profile\Account_Settings;
use Inkwell\Community\Profile\Cover_Overlay;
use Inkwell\Community\Profile\Profile_Image;
use Inkwell\Tests\Community\Profile\Image_Files;
use Inkwell\Tests\Http_Test_Case;
use WP_Session_Tokens;

require_once dirname( __DIR__ ) . '/Profile/Image_Files.php';

/**
 * The account page's profile form posted as a browser does: multipart, with the session cookie and the
 * form's nonce, to admin-post.php.
 *
 * @covers \Inkwell\Community\Profile\Account_Settings
 * @covers \Inkwell\Community\Profile\Profile_Image
 */
final class Account_Http_Test extends Http_Test_Case {

	use Image_Files;

	protected function tear_down(): void {
		$this->remove_image_files();
		parent::tear_down();
	}

	/**
	 * A logged-in session of the user and a nonce of the profile form made for it.
	 *
	 * @return array{cookie: string, nonce: string}
	 */
	private function form_session( int $user_id ): array {
		$expiration = time() + DAY_IN_SECONDS;
		$token      = WP_Session_Tokens::get_instance( $user_id )->create( $expiration );
		$cookie     = wp_generate_auth_cookie( $user_id, $expiration, 'logged_in', $token );
		wp_set_current_user( $user_id );
		$_COOKIE[ LOGGED_IN_COOKIE ] = $cookie;
		$nonce                       = wp_create_nonce( Account_Settings::ACTION );
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		wp_set_current_user( 0 );
		return array(
			'cookie' => LOGGED_IN_COOKIE . '=' . rawurlencode( $cookie ),
			'nonce'  => $nonce,
		);
	}

	/**
	 * Posts the form; returns the status and the Location header.
	 *
	 * @param array<string,mixed> $fields Form fields; a \CURLFile is a file.
	 * @return array{0: int, 1: string}
	 */
	private function submit( array $fields, string $cookie ): array {
		$handle = curl_init( $this->url( '/wp-admin/admin-post.php' ) );
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_POST           => true,
				CURLOPT_POSTFIELDS     => array( 'action' => Account_Settings::ACTION ) + $fields,
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_HEADER         => true,
				CURLOPT_TIMEOUT        => 60,
				CURLOPT_REFERER        => $this->url( '/account/' ),
				CURLOPT_HTTPHEADER     => '' !== $cookie ? array( 'Cookie: ' . $cookie ) : array(),
			)
		);
		$answer = (string) curl_exec( $handle );
		$status = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
		curl_close( $handle );
		preg_match( '/^Location: (.+)$/mi', $answer, $m );
		return array( $status, trim( $m[1] ?? '' ) );
	}

	/** @return array{type: string, text: string}|false */
	private function notice_of( int $user_id ) {
		wp_cache_flush();
		return get_transient( 'inkwell_profile_notice_' . $user_id );
	}

	private function fresh( int $user_id, string $key ): string {
		wp_cache_flush();
		return (string) get_user_meta( $user_id, $key, true );
	}

	public function test_a_reader_uploads_an_image_and_chooses_an_overlay_and_the_image_becomes_their_avatar(): void {
		$user    = $this->create_user();
		$session = $this->form_session( $user );

		list( $status, $location ) = $this->submit(
			array(
				'_wpnonce'                    => $session['nonce'],
				'cover_overlay'               => 'gradient',
				Account_Settings::DELETE_FLAG => '0',
				'profile_image'               => new \CURLFile( $this->image_file( 'png', 900, 600 ), 'image/png', 'me.png' ),
			),
			$session['cookie']
		);
		$this->assertSame( 302, $status );
		$this->assertSame( $this->url( '/account/#inkwell-profile-settings' ), $location );
		$this->assertSame( 'success', $this->notice_of( $user )['type'] );
		$this->assertSame( 'gradient', $this->fresh( $user, Cover_Overlay::META ) );

		$id = (int) $this->fresh( $user, Profile_Image::META );
		$this->assertGreaterThan( 0, $id );
		$this->assertSame( 'image/png', get_post_mime_type( $id ) );
		$this->assertSame( $user, (int) get_post_field( 'post_author', $id ) );
		// Stored as a square of at most 512 pixels, under a random name with the content's extension.
		$size = getimagesize( get_attached_file( $id ) );
		$this->assertSame( array( 512, 512 ), array( $size[0], $size[1] ) );
		$this->assertMatchesRegularExpression( '/^[a-z0-9]{24}\.png$/', basename( get_attached_file( $id ) ) );
		$this->assertSame( wp_get_attachment_image_url( $id, 'full' ), get_avatar_url( $user, array( 'size' => 112 ) ) );
		$this->assertSame( wp_get_attachment_image_url( $id, 'thumbnail' ), get_avatar_url( $user, array( 'size' => 40 ) ) );

		// A second upload replaces the first, whose files are deleted.
		$first_file = get_attached_file( $id );
		$this->submit(
			array(
				'_wpnonce'      => $session['nonce'],
				'cover_overlay' => 'gradient',
				'profile_image' => new \CURLFile( $this->image_file( 'webp' ), 'image/webp', 'new.webp' ),
			),
			$session['cookie']
		);
		$second = (int) $this->fresh( $user, Profile_Image::META );
		$this->assertNotSame( $id, $second );
		$this->assertNull( get_post( $id ) );
		$this->assertFileDoesNotExist( $first_file );

		// The hidden delete flag '1' removes it: the initials come back.
		$this->submit(
			array(
				'_wpnonce'                    => $session['nonce'],
				'cover_overlay'               => 'gradient',
				Account_Settings::DELETE_FLAG => '1',
			),
			$session['cookie']
		);
		$this->assertSame( '', $this->fresh( $user, Profile_Image::META ) );
		$this->assertNull( get_post( $second ) );
		$this->assertStringStartsWith( 'data:image/svg+xml', (string) get_avatar_url( $user ) );
	}

	public function test_an_impostor_file_is_refused_and_nothing_is_written(): void {
		$user    = $this->create_user();
		$session = $this->form_session( $user );
		update_user_meta( $user, Cover_Overlay::META, 'dark' );

		list( $status ) = $this->submit(
			array(
				'_wpnonce'      => $session['nonce'],
				'cover_overlay' => 'light',
				'profile_image' => new \CURLFile( $this->file_with( "<?php system('id');" ), 'image/jpeg', 'cat.jpg' ),
			),
			$session['cookie']
		);
		$this->assertSame( 302, $status );
		$this->assertSame(
			array(
				'type' => 'error',
				'text' => 'Please choose a JPEG, PNG, GIF or WebP image.',
			),
			$this->notice_of( $user )
		);
		$this->assertSame( 'dark', $this->fresh( $user, Cover_Overlay::META ), 'The overlay waits for a valid form.' );
		$this->assertSame( '', $this->fresh( $user, Profile_Image::META ) );
	}

	public function test_a_bad_nonce_or_an_unknown_overlay_changes_nothing(): void {
		$user    = $this->create_user();
		$session = $this->form_session( $user );

		$this->submit(
			array(
				'_wpnonce'      => 'not-a-nonce',
				'cover_overlay' => 'dark',
			),
			$session['cookie']
		);
		$this->assertSame( 'error', $this->notice_of( $user )['type'] );
		$this->assertSame( '', $this->fresh( $user, Cover_Overlay::META ) );

		$this->submit(
			array(
				'_wpnonce'      => $session['nonce'],
				'cover_overlay' => 'url(evil)',
			),
			$session['cookie']
		);
		$this->assertSame( 'Please choose one of the cover overlays offered.', $this->notice_of( $user )['text'] );
		$this->assertSame( '', $this->fresh( $user, Cover_Overlay::META ) );
	}

	public function test_a_guest_is_sent_to_log_in(): void {
		list( $status, $location ) = $this->submit( array( 'cover_overlay' => 'dark' ), '' );
		$this->assertSame( 302, $status );
		$this->assertStringContainsString( 'wp-login.php', $location );
	}

	public function test_an_image_keeps_no_metadata_and_nothing_after_its_pixels(): void {
		$user    = $this->create_user();
		$session = $this->form_session( $user );
		$image   = imagecreatetruecolor( 300, 300 );
		ob_start();
		imagejpeg( $image );
		$jpeg = (string) ob_get_clean();
		// An EXIF segment (a camera's "Make") and a comment with PHP in it, then HTML after the image.
		$tiff  = 'II' . pack( 'vV', 42, 8 ) . pack( 'v', 1 ) . pack( 'vvVV', 0x010F, 2, 8, 26 ) . pack( 'V', 0 ) . "SpyCam1\0";
		$bytes = substr( $jpeg, 0, 2 )
			. "\xFF\xE1" . pack( 'n', 8 + strlen( $tiff ) ) . "Exif\0\0" . $tiff
			. "\xFF\xFE" . pack( 'n', 2 + 24 ) . "<?php system('id'); ?>.."
			. substr( $jpeg, 2 ) . '<script>alert(1)</script>';

		$this->submit(
			array(
				'_wpnonce'      => $session['nonce'],
				'cover_overlay' => 'none',
				'profile_image' => new \CURLFile( $this->file_with( $bytes ), 'image/jpeg', "me\x01.jpg" ),
			),
			$session['cookie']
		);

		$id     = (int) $this->fresh( $user, Profile_Image::META );
		$stored = (string) file_get_contents( (string) get_attached_file( $id ) );
		$this->assertGreaterThan( 0, $id, (string) wp_json_encode( $this->notice_of( $user ) ) );
		foreach ( array( 'Exif', 'SpyCam1', '<?php', '<script' ) as $kept ) {
			$this->assertStringNotContainsString( $kept, $stored );
		}
	}
}
