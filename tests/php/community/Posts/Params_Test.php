<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Posts;

use Inkwell\Community\Posts\Params;
use Inkwell\Tests\Test_Case;

/**
 * @covers \Inkwell\Community\Posts\Params
 */
final class Params_Test extends Test_Case {

	public function test_signed_settings_come_back_unchanged(): void {
		$settings = array(
			'category' => 7,
			'perPage'  => 9,
		);
		$this->assertSame( $settings, Params::verify( Params::sign( $settings ) ) );
	}

	/**
	 * @dataProvider data_provider_altered_blobs
	 */
	public function test_altered_or_malformed_blobs_are_refused( callable $alter ): void {
		$blob = Params::sign(
			array(
				'category' => 7,
				'perPage'  => 9,
			)
		);
		$this->assertNull( Params::verify( $alter( $blob ) ) );
	}

	/** @return array<string,array{0: callable}> */
	public static function data_provider_altered_blobs(): array {
		$payload = static fn( array $s ) => rtrim( strtr( base64_encode( (string) wp_json_encode( $s ) ), '+/', '-_' ), '=' );
		return array(
			'empty'             => array( static fn() => '' ),
			'no signature'      => array( static fn( $b ) => explode( '.', $b )[0] ),
			'other signature'   => array( static fn( $b ) => explode( '.', $b )[0] . '.' . str_repeat( 'a', 64 ) ),
			'settings swapped'  => array(
				static fn( $b ) => $payload(
					array(
						'category' => 7,
						'perPage'  => 24000,
					)
				) . '.' . explode( '.', $b )[1],
			),
			'extra part'        => array( static fn( $b ) => $b . '.x' ),
			'not base64 at all' => array( static fn() => '%%%.***' ),
		);
	}

	public function test_settings_are_kept_in_range(): void {
		$this->assertSame(
			array(
				'category' => 0,
				'perPage'  => 24,
			),
			Params::normalise(
				array(
					'category' => -3,
					'perPage'  => 500,
					'evil'     => 'x',
				)
			)
		);
		$this->assertSame( 1, Params::normalise( array( 'perPage' => 0 ) )['perPage'] );
		$this->assertSame( 6, Params::normalise( array( 'perPage' => 'lots' ) )['perPage'] );
	}
}
