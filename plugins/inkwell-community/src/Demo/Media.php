<?php
/**
 * The demo images in the media library.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use RuntimeException;

/**
 * Draws the abstract cover images and imports each once into the media library, with its sizes.
 */
final class Media {

	/**
	 * Creates the step.
	 *
	 * @param Options $options Seed.
	 * @param Clock   $clock   Calendar.
	 * @param int     $author  Owner of the attachments.
	 */
	public function __construct(
		private readonly Options $options,
		private readonly Clock $clock,
		private readonly int $author,
	) {}

	/**
	 * Draws and imports the images.
	 *
	 * @return array<int, array{id: int, url: string, alt: string}>
	 * @throws RuntimeException When an image cannot be stored.
	 */
	public function import(): array {
		require_once ABSPATH . 'wp-admin/includes/image.php';

		$random  = new Random( $this->options->seed, 'images' );
		$artwork = new Artwork();
		$date    = $this->clock->start() - 30 * Clock::DAY;
		$out     = array();
		for ( $i = 0, $count = Artwork::count(); $i < $count; $i++ ) {
			$image = $artwork->draw( $i, $random );
			$file  = sprintf( 'inkwell-demo-%d-%02d.jpg', $this->options->seed, $i + 1 );
			$saved = wp_upload_bits( $file, null, $image['bytes'], gmdate( 'Y/m', $date ) );
			if ( $saved['error'] ) {
				throw new RuntimeException( "could not store $file: " . $saved['error'] );
			}
			$id = wp_insert_attachment(
				array(
					'post_title'     => $image['name'],
					'post_content'   => '',
					'post_excerpt'   => '',
					'post_status'    => 'inherit',
					'post_mime_type' => 'image/jpeg',
					'post_author'    => $this->author,
					'post_date'      => Clock::local( $date + $i * 60 ),
					'post_date_gmt'  => Clock::gmt( $date + $i * 60 ),
					'meta_input'     => array(
						'_inkwell_demo'            => 1,
						'_wp_attachment_image_alt' => $image['alt'],
					),
				),
				$saved['file'],
				0,
				true
			);
			if ( is_wp_error( $id ) ) {
				throw new RuntimeException( "could not import $file: " . $id->get_error_message() );
			}
			wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $saved['file'] ) );
			$out[] = array(
				'id'  => (int) $id,
				'url' => wp_make_link_relative( (string) wp_get_attachment_image_url( $id, 'large' ) ),
				'alt' => $image['alt'],
			);
		}
		return $out;
	}
}
