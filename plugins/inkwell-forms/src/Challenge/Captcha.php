<?php
/**
 * The image captcha: a short code drawn with GD, checked once on the server.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Challenge;

/**
 * A challenge is a random id whose code (hashed) waits in a transient for 10 minutes; the image goes to
 * the page as a data: URL, so no file is ever written. Each id can be answered once, right or wrong.
 *
 * @since 0.2.0
 */
final class Captcha {

	/** Letters and digits that cannot be mistaken for one another. */
	private const ALPHABET = 'ABCDEFHJKLMNPRSTUVWXYZ2345678';

	private const LENGTH   = 5;
	private const LIFETIME = 10 * MINUTE_IN_SECONDS;
	private const WIDTH    = 150;
	private const HEIGHT   = 50;

	/**
	 * A new challenge: its token and its image.
	 *
	 * @since 0.2.0
	 *
	 * @return array{token: string, image: string} The image is a data: URL of a PNG.
	 */
	public function create(): array {
		$code  = '';
		$last  = strlen( self::ALPHABET ) - 1;
		$token = wp_generate_password( 20, false );
		for ( $i = 0; $i < self::LENGTH; $i++ ) {
			$code .= self::ALPHABET[ random_int( 0, $last ) ];
		}
		set_transient( self::key( $token ), self::hash( $code ), self::LIFETIME );
		return array(
			'token' => $token,
			'image' => 'data:image/png;base64,' . base64_encode( $this->draw( $code ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a data: URL of the image.
		);
	}

	/**
	 * Whether the answer matches the challenge; the challenge is used up either way.
	 *
	 * @since 0.2.0
	 *
	 * @param string $token  Challenge token from the form.
	 * @param string $answer What the person typed (case and spaces do not matter).
	 */
	public function verify( string $token, string $answer ): bool {
		if ( ! preg_match( '/^[A-Za-z0-9]{20}$/', $token ) ) {
			return false;
		}
		$expected = get_transient( self::key( $token ) );
		delete_transient( self::key( $token ) );
		return is_string( $expected ) && hash_equals( $expected, self::hash( $answer ) );
	}

	/**
	 * The PNG of a code: each character from GD's built-in font, enlarged, tilted and offset, over noise.
	 *
	 * @param string $code The code.
	 */
	private function draw( string $code ): string {
		$image = imagecreatetruecolor( self::WIDTH, self::HEIGHT );
		imagefilledrectangle( $image, 0, 0, self::WIDTH, self::HEIGHT, (int) imagecolorallocate( $image, 250, 248, 240 ) );
		for ( $i = 0; $i < 6; $i++ ) {
			$grey = random_int( 120, 190 );
			imageline( $image, random_int( 0, self::WIDTH ), random_int( 0, self::HEIGHT ), random_int( 0, self::WIDTH ), random_int( 0, self::HEIGHT ), (int) imagecolorallocate( $image, $grey, $grey, $grey ) );
		}
		$font  = 5;
		$cell  = intdiv( self::WIDTH - 10, self::LENGTH );
		$glyph = imagecreatetruecolor( imagefontwidth( $font ), imagefontheight( $font ) );
		$white = (int) imagecolorallocate( $glyph, 255, 255, 255 );
		imagecolortransparent( $glyph, $white );
		foreach ( str_split( $code ) as $i => $char ) {
			imagefilledrectangle( $glyph, 0, 0, imagefontwidth( $font ), imagefontheight( $font ), $white );
			imagestring( $glyph, $font, 0, 0, $char, (int) imagecolorallocate( $glyph, random_int( 10, 80 ), random_int( 10, 80 ), random_int( 60, 120 ) ) );
			$tilted = imagerotate( $glyph, random_int( -20, 20 ), $white );
			imagecolortransparent( $tilted, $white );
			imagecopyresized( $image, $tilted, 5 + $i * $cell + random_int( 0, 4 ), random_int( 2, 10 ), 0, 0, $cell - 4, self::HEIGHT - 12, imagesx( $tilted ), imagesy( $tilted ) );
		}
		ob_start();
		imagepng( $image );
		return (string) ob_get_clean();
	}

	/**
	 * The transient key of a challenge.
	 *
	 * @param string $token Challenge token.
	 */
	private static function key( string $token ): string {
		return 'inkwell_forms_captcha_' . $token;
	}

	/**
	 * A code hashed with the site's salt, normalised to upper case without spaces.
	 *
	 * @param string $code The code.
	 */
	private static function hash( string $code ): string {
		return hash_hmac( 'sha256', strtoupper( (string) preg_replace( '/\s+/', '', $code ) ), wp_salt( 'nonce' ) );
	}
}
