<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Profile;

/**
 * Real image files (drawn with GD) and impostors, written to the temp folder for upload tests.
 */
trait Image_Files {

	/** @var string[] Files written by the current test. */
	private array $image_files = array();

	/**
	 * A real image of a type: jpeg, png, gif or webp.
	 */
	protected function image_file( string $type, int $width = 40, int $height = 30 ): string {
		$image = imagecreatetruecolor( $width, $height );
		imagefilledrectangle( $image, 0, 0, $width, $height, (int) imagecolorallocate( $image, 200, 80, 20 ) );
		$path = $this->temp_file( $type );
		$save = 'image' . $type;
		$save( $image, $path );
		return $path;
	}

	/**
	 * A file with given bytes.
	 */
	protected function file_with( string $bytes, string $suffix = 'bin' ): string {
		$path = $this->temp_file( $suffix );
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		return $path;
	}

	private function temp_file( string $suffix ): string {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$path                = wp_tempnam( 'inkwell-image.' . $suffix );
		$this->image_files[] = $path;
		return $path;
	}

	protected function remove_image_files(): void {
		foreach ( $this->image_files as $path ) {
			if ( is_file( $path ) ) {
				wp_delete_file( $path );
			}
		}
		$this->image_files = array();
	}
}
