<?php
/**
 * Abstract cover images drawn with GD.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use GdImage;

/**
 * Draws 1600x900 JPEG compositions (soft gradients, blobs, waves, rings, facets) from named palettes.
 *
 * The composition is drawn on a quarter-size canvas and scaled up, which softens it like a blur, then crisp
 * details are added at full size. The same seed and index always give the same bytes.
 */
final class Artwork {

	public const WIDTH  = 1600;
	public const HEIGHT = 900;

	/** Scale of the soft canvas. */
	private const SCALE = 4;

	/**
	 * Palettes: name, colour words for the alt text, then background start, background end and accents.
	 *
	 * @var array<int, array{0: string, 1: string, 2: array<int, string>}>
	 */
	private const PALETTES = array(
		array( 'Dawn', 'coral and deep blue', array( '#1d2b53', '#ff7e67', '#ffd6a5', '#ff4f5a', '#fdffb6' ) ),
		array( 'Lagoon', 'teal and sand', array( '#023e4a', '#0fa3b1', '#eddea4', '#f7a072', '#b5e2fa' ) ),
		array( 'Orchard', 'green and gold', array( '#1b4332', '#74c69d', '#f6bd60', '#d8f3dc', '#e76f51' ) ),
		array( 'Dusk', 'violet and rose', array( '#240046', '#9d4edd', '#ff99c8', '#e0aaff', '#ffcf56' ) ),
		array( 'Glacier', 'ice blue and slate', array( '#0b2545', '#8da9c4', '#eef4ed', '#13315c', '#a9def9' ) ),
		array( 'Ember', 'rust and charcoal', array( '#2b2d42', '#d9480f', '#f4a261', '#ffe8d6', '#e63946' ) ),
		array( 'Meadow', 'lime and sky', array( '#006466', '#b9fbc0', '#98f5e1', '#fbf8cc', '#4d908e' ) ),
		array( 'Ink', 'navy and cream', array( '#03045e', '#0077b6', '#f1faee', '#90e0ef', '#ffb703' ) ),
		array( 'Clay', 'terracotta and olive', array( '#3d405b', '#e07a5f', '#f2cc8f', '#81b29a', '#f4f1de' ) ),
		array( 'Berry', 'plum and peach', array( '#3c1642', '#c71f66', '#ffb4a2', '#ffcdb2', '#6d597a' ) ),
		array( 'Harbour', 'blue and orange', array( '#14213d', '#457b9d', '#fca311', '#e5e5e5', '#a8dadc' ) ),
		array( 'Moss', 'forest and mint', array( '#081c15', '#2d6a4f', '#b7e4c7', '#95d5b2', '#ffe66d' ) ),
		array( 'Saffron', 'yellow and crimson', array( '#6a040f', '#dc2f02', '#ffba08', '#fff3b0', '#9d0208' ) ),
		array( 'Nebula', 'indigo and magenta', array( '#10002b', '#5a189a', '#f72585', '#4cc9f0', '#c77dff' ) ),
		array( 'Linen', 'beige and sage', array( '#5e6472', '#b8b8d1', '#faf3dd', '#aed9e0', '#ffa69e' ) ),
		array( 'Coral reef', 'aqua and coral', array( '#05668d', '#02c39a', '#f0f3bd', '#ff6f59', '#00a896' ) ),
	);

	/** Composition styles, used in turn. */
	private const STYLES = array( 'blobs', 'waves', 'rings', 'facets' );

	/**
	 * How many distinct palettes there are.
	 *
	 * @return int
	 */
	public static function count(): int {
		return count( self::PALETTES );
	}

	/**
	 * Draws image $index and returns its JPEG bytes and a description.
	 *
	 * @param int    $index  Image number, from 0.
	 * @param Random $random The images' stream.
	 * @return array{bytes: string, name: string, alt: string}
	 */
	public function draw( int $index, Random $random ): array {
		list( $name, $words, $hex ) = self::PALETTES[ $index % count( self::PALETTES ) ];
		$colors                     = array_map( array( self::class, 'rgb' ), $hex );
		$style                      = self::STYLES[ $index % count( self::STYLES ) ];
		$w                          = intdiv( self::WIDTH, self::SCALE );
		$h                          = intdiv( self::HEIGHT, self::SCALE );

		$soft = imagecreatetruecolor( $w, $h );
		$this->gradient( $soft, $colors, $random );
		imagealphablending( $soft, true );
		match ( $style ) {
			'blobs'  => $this->blobs( $soft, $colors, $random ),
			'waves'  => $this->waves( $soft, $colors, $random ),
			'rings'  => $this->rings( $soft, $colors, $random ),
			default  => $this->facets( $soft, $colors, $random ),
		};

		$image = imagecreatetruecolor( self::WIDTH, self::HEIGHT );
		imagecopyresampled( $image, $soft, 0, 0, 0, 0, self::WIDTH, self::HEIGHT, $w, $h );
		imagedestroy( $soft );
		imagealphablending( $image, true );
		$this->details( $image, $colors, $random );

		ob_start();
		imagejpeg( $image, null, 84 );
		$bytes = (string) ob_get_clean();
		imagedestroy( $image );

		return array(
			'bytes' => $bytes,
			'name'  => $name,
			'alt'   => sprintf( 'Abstract %s composition in %s', 'facets' === $style ? 'geometric' : rtrim( $style, 's' ), $words ),
		);
	}

	/**
	 * Fills the canvas with a diagonal two-colour gradient and a glow of a third colour.
	 *
	 * @param GdImage                     $img    Canvas.
	 * @param array<int, array<int, int>> $colors Palette.
	 * @param Random                      $random Stream.
	 */
	private function gradient( GdImage $img, array $colors, Random $random ): void {
		$w                 = imagesx( $img );
		$h                 = imagesy( $img );
		$angle             = $random->float() * M_PI;
		$cos               = cos( $angle );
		$sin               = sin( $angle );
		$gx                = $random->int( 0, $w );
		$gy                = $random->int( 0, $h );
		$gr                = ( 0.35 + 0.4 * $random->float() ) * $w;
		$span              = abs( $cos ) * $w + abs( $sin ) * $h;
		list( $a, $b, $c ) = array( $colors[0], $colors[1], $colors[ 2 + $random->int( 0, 2 ) ] );
		for ( $y = 0; $y < $h; $y++ ) {
			for ( $x = 0; $x < $w; $x++ ) {
				$t   = ( ( $x - $w / 2 ) * $cos + ( $y - $h / 2 ) * $sin ) / $span + 0.5;
				$t   = $t * $t * ( 3 - 2 * $t );
				$d   = sqrt( ( $x - $gx ) ** 2 + ( $y - $gy ) ** 2 ) / $gr;
				$g   = $d < 1 ? ( 1 - $d ) * ( 1 - $d ) * 0.7 : 0;
				$rgb = array();
				for ( $k = 0; $k < 3; $k++ ) {
					$v         = $a[ $k ] + ( $b[ $k ] - $a[ $k ] ) * $t;
					$rgb[ $k ] = (int) max( 0, min( 255, $v + ( $c[ $k ] - $v ) * $g ) );
				}
				imagesetpixel( $img, $x, $y, ( $rgb[0] << 16 ) | ( $rgb[1] << 8 ) | $rgb[2] );
			}
		}
	}

	/**
	 * Soft translucent circles.
	 *
	 * @param GdImage                     $img    Canvas.
	 * @param array<int, array<int, int>> $colors Palette.
	 * @param Random                      $random Stream.
	 */
	private function blobs( GdImage $img, array $colors, Random $random ): void {
		$w = imagesx( $img );
		$h = imagesy( $img );
		for ( $i = 0, $n = $random->int( 5, 9 ); $i < $n; $i++ ) {
			$size = $random->int( (int) ( $h * 0.25 ), (int) ( $h * 1.1 ) );
			imagefilledellipse( $img, $random->int( 0, $w ), $random->int( 0, $h ), $size, $size, self::alpha( $img, $colors[ $random->int( 1, 4 ) ], $random->int( 55, 100 ) ) );
		}
	}

	/**
	 * Layered sine bands rising from the bottom.
	 *
	 * @param GdImage                     $img    Canvas.
	 * @param array<int, array<int, int>> $colors Palette.
	 * @param Random                      $random Stream.
	 */
	private function waves( GdImage $img, array $colors, Random $random ): void {
		$w = imagesx( $img );
		$h = imagesy( $img );
		for ( $i = 0, $n = $random->int( 4, 6 ); $i < $n; $i++ ) {
			$base   = $h * ( 0.3 + 0.6 * ( $i + 1 ) / ( $n + 1 ) );
			$amp    = $h * ( 0.04 + 0.1 * $random->float() );
			$freq   = ( 1 + 2.5 * $random->float() ) * 2 * M_PI / $w;
			$phase  = $random->float() * 2 * M_PI;
			$points = array( 0, $h );
			for ( $x = 0; $x <= $w; $x += 4 ) {
				$points[] = $x;
				$points[] = (int) ( $base + $amp * sin( $freq * $x + $phase ) );
			}
			$points[] = $w;
			$points[] = $h;
			imagefilledpolygon( $img, $points, self::alpha( $img, $colors[ 1 + ( $i % 4 ) ], $random->int( 25, 60 ) ) );
		}
	}

	/**
	 * Thick concentric rings around one or two centres.
	 *
	 * @param GdImage                     $img    Canvas.
	 * @param array<int, array<int, int>> $colors Palette.
	 * @param Random                      $random Stream.
	 */
	private function rings( GdImage $img, array $colors, Random $random ): void {
		$w = imagesx( $img );
		$h = imagesy( $img );
		for ( $c = 0, $centres = $random->int( 1, 2 ); $c < $centres; $c++ ) {
			$cx = $random->int( (int) ( $w * 0.15 ), (int) ( $w * 0.85 ) );
			$cy = $random->int( (int) ( $h * 0.15 ), (int) ( $h * 0.85 ) );
			for ( $r = $random->int( 8, 20 ), $k = 0; $r < $w; $r += $random->int( 14, 30 ), $k++ ) {
				imagesetthickness( $img, $random->int( 3, 9 ) );
				imageellipse( $img, $cx, $cy, $r * 2, $r * 2, self::alpha( $img, $colors[ 1 + ( $k % 4 ) ], $random->int( 40, 85 ) ) );
			}
		}
		imagesetthickness( $img, 1 );
		imagefilledellipse( $img, $random->int( 0, $w ), $random->int( 0, $h ), $h, $h, self::alpha( $img, $colors[2], 90 ) );
	}

	/**
	 * Overlapping translucent triangles.
	 *
	 * @param GdImage                     $img    Canvas.
	 * @param array<int, array<int, int>> $colors Palette.
	 * @param Random                      $random Stream.
	 */
	private function facets( GdImage $img, array $colors, Random $random ): void {
		$w = imagesx( $img );
		$h = imagesy( $img );
		for ( $i = 0, $n = $random->int( 7, 12 ); $i < $n; $i++ ) {
			$cx     = $random->int( -20, $w + 20 );
			$cy     = $random->int( -20, $h + 20 );
			$r      = $random->int( (int) ( $h * 0.2 ), (int) ( $h * 0.8 ) );
			$points = array();
			for ( $k = 0; $k < 3; $k++ ) {
				$angle    = $random->float() * 2 * M_PI;
				$points[] = (int) ( $cx + $r * cos( $angle ) );
				$points[] = (int) ( $cy + $r * sin( $angle ) );
			}
			imagefilledpolygon( $img, $points, self::alpha( $img, $colors[ $random->int( 1, 4 ) ], $random->int( 45, 95 ) ) );
		}
	}

	/**
	 * Crisp small details at full size: a dot grid, a thin ring or a few fine lines.
	 *
	 * @param GdImage                     $img    Full-size image.
	 * @param array<int, array<int, int>> $colors Palette.
	 * @param Random                      $random Stream.
	 */
	private function details( GdImage $img, array $colors, Random $random ): void {
		$light = self::alpha( $img, $colors[ $random->pick( array( 2, 4 ) ) ], 70 );
		if ( $random->chance( 0.6 ) ) {
			$x0 = $random->int( 80, self::WIDTH - 420 );
			$y0 = $random->int( 80, self::HEIGHT - 300 );
			for ( $y = 0; $y < 8; $y++ ) {
				for ( $x = 0; $x < 12; $x++ ) {
					imagefilledellipse( $img, $x0 + $x * 28, $y0 + $y * 28, 7, 7, $light );
				}
			}
		}
		if ( $random->chance( 0.6 ) ) {
			imagesetthickness( $img, 3 );
			$size = $random->int( 180, 520 );
			imageellipse( $img, $random->int( 0, self::WIDTH ), $random->int( 0, self::HEIGHT ), $size, $size, $light );
		}
		if ( $random->chance( 0.5 ) ) {
			imagesetthickness( $img, 2 );
			$y = $random->int( 120, self::HEIGHT - 120 );
			for ( $k = 0; $k < 5; $k++ ) {
				imageline( $img, 0, $y + $k * 18, self::WIDTH, $y + $k * 18 - $random->int( 100, 300 ), $light );
			}
		}
		imagesetthickness( $img, 1 );
	}

	/**
	 * Allocates a colour with alpha (0 opaque, 127 transparent).
	 *
	 * @param GdImage        $img   Image.
	 * @param array<int,int> $rgb   Colour.
	 * @param int            $alpha Alpha.
	 * @return int
	 */
	private static function alpha( GdImage $img, array $rgb, int $alpha ): int {
		return (int) imagecolorallocatealpha( $img, $rgb[0], $rgb[1], $rgb[2], $alpha );
	}

	/**
	 * Parses #rrggbb.
	 *
	 * @param string $hex Colour.
	 * @return array<int, int>
	 */
	private static function rgb( string $hex ): array {
		return array_map( 'hexdec', str_split( ltrim( $hex, '#' ), 2 ) );
	}
}
