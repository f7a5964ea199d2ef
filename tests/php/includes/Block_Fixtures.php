<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Inkblocks\Blocks;

/**
 * Renders content blocks and makes demo images for their tests.
 */
trait Block_Fixtures {

	/**
	 * Renders a block from its attributes, with fresh script and style queues.
	 *
	 * @param string              $name       Block name without the inkblocks/ prefix.
	 * @param array<string,mixed> $attributes Attributes as they would be saved (any types).
	 */
	private function render_block( string $name, array $attributes ): string {
		$this->reset_queues();
		return do_blocks( '<!-- wp:inkblocks/' . $name . ' ' . ( $attributes ? wp_json_encode( $attributes ) : '{}' ) . ' /-->' );
	}

	/**
	 * The island props printed in the markup.
	 *
	 * @return array<string,mixed>
	 */
	private function props_of( string $html ): array {
		$this->assertSame( 1, preg_match( '/data-inkwell-props="([^"]*)"/', $html, $match ), 'no island props in: ' . $html );
		return json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
	}

	private function reset_queues(): void {
		$this->reset_asset_queues();
		do_action( 'wp_enqueue_scripts' );
	}

	/**
	 * An image attachment of the given size with a title, caption, description and alt text.
	 */
	private function create_image( int $width = 1200, int $height = 800, string $title = 'Harbour at dawn' ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => $title,
				'post_excerpt'   => 'Caption of ' . $title,
				'post_content'   => 'Description of ' . $title,
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'2026/11/photo-' . $width . 'x' . $height . '.jpg'
		);
		$this->assertIsInt( $id );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => $width,
				'height' => $height,
				'file'   => '2026/11/photo-' . $width . 'x' . $height . '.jpg',
				'sizes'  => array(),
			)
		);
		update_post_meta( $id, '_wp_attachment_image_alt', 'Alt of ' . $title );
		return $id;
	}

	/**
	 * The settings JSON a lightbox link carries.
	 *
	 * @return array<string,mixed>
	 */
	private function lightbox_settings_of( string $href ): array {
		$this->assertSame( 1, preg_match( '/^#block-action:action=lightbox&settings=([A-Za-z0-9+\/=]+)$/', $href, $match ), 'not a lightbox link: ' . $href );
		return json_decode( base64_decode( $match[1] ), true );
	}
}
