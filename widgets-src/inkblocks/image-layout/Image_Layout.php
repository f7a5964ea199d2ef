<?php
/**
 * The "Justified images" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Template;
use Inkblocks\Lightbox\Lightbox;
use Inkblocks\Lightbox\Settings;
use WP_Block;

/**
 * `inkblocks/image-layout`: a justified layout, rows of images of about rowHeight pixels (300 by default,
 * SPEC 9) that fill the width. The server prints a flexbox that approximates it; the `image-layout` island
 * computes exact rows for the width. With the lightbox on, the images form one slideshow.
 *
 * @since 0.2.0
 */
final class Image_Layout implements Block {

	/** Row height by default, pixels (SPEC 9: image layout justify height). */
	public const ROW_HEIGHT = 300;

	/**
	 * Renders the block.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Unused.
	 * @param WP_Block             $block      Unused.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string {
		$lightbox = Input::bool( $attributes['lightbox'] ?? null, true );
		$group    = $lightbox ? wp_unique_id( 'image-layout-' ) : '';
		$settings = Settings::lightbox();
		$images   = Input::items(
			$attributes['images'] ?? null,
			static fn ( array $raw ): ?array => self::image( $raw, $group, $settings )
		);
		if ( ! $images ) {
			return Input::empty_notice( __( 'This image layout has no images yet: add some in the block settings.', 'inkblocks' ) );
		}
		$props = array(
			'images'       => $images,
			'rowHeight'    => Input::int( $attributes['rowHeight'] ?? null, self::ROW_HEIGHT, 80, 800 ),
			'gap'          => Input::int( $attributes['gap'] ?? null, 8, 0, 48 ),
			'showCaptions' => Input::bool( $attributes['showCaptions'] ?? null, false ),
		);
		Assets::enqueue( 'image-layout' );
		if ( $lightbox ) {
			Lightbox::enqueue();
		}
		return Template::render(
			'image-layout',
			array(
				'props'      => $props,
				'attributes' => get_block_wrapper_attributes(
					array(
						'class' => 'inkblocks-image-layout',
						'style' => sprintf( '--inkblocks-image-layout-height:%dpx;--inkblocks-image-layout-gap:%dpx', $props['rowHeight'], $props['gap'] ),
					)
				),
			)
		);
	}

	/**
	 * One image with its aspect ratio, or null without an image.
	 *
	 * @param array<string, mixed>       $raw      Raw item.
	 * @param string                     $group    The lightbox slideshow, '' without the lightbox.
	 * @param array<string, bool|string> $settings Lightbox settings (title and description sources).
	 * @return array{url: string, alt: string, caption: string, ratio: float, href: string}|null
	 */
	private static function image( array $raw, string $group, array $settings ): ?array {
		$image = Input::image( $raw );
		if ( ! $image ) {
			return null;
		}
		$caption = Input::text( $raw['caption'] ?? '' );
		return array(
			'url'     => $image['url'],
			'alt'     => $image['alt'],
			'caption' => $caption,
			// Width over height; square when the size is unknown.
			'ratio'   => $image['width'] && $image['height'] ? round( $image['width'] / $image['height'], 4 ) : 1.0,
			'href'    => '' === $group ? '' : Lightbox::link(
				array(
					'type'        => 'image',
					'url'         => $image['full'],
					'alt'         => $image['alt'],
					'title'       => '' !== $caption ? $caption : Lightbox::attachment_text( $image['id'], (string) $settings['lightbox_title_src'] ),
					'description' => Lightbox::attachment_text( $image['id'], (string) $settings['lightbox_description_src'] ),
					'slideshow'   => $group,
				)
			),
		);
	}
}
