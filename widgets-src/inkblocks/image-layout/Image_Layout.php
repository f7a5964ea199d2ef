<?php
/**
 * The "Justified images" block's server side: its attributes read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Input;
use Inkblocks\Blocks\Support\Rich_Text;
use Inkblocks\Lightbox\Lightbox;
use Inkblocks\Lightbox\Settings;

/**
 * `inkblocks/image-layout`: a justified layout, rows of images of about rowHeight pixels (300 by default,
 * SPEC 9) that fill the width. The server (render.php) prints a flexbox that approximates it; the
 * `image-layout` island computes exact rows for the width. With the lightbox on, the images form one
 * slideshow.
 *
 * @since 0.2.0
 */
final class Image_Layout {

	/** Row height by default, pixels (SPEC 9: image layout justify height). */
	public const ROW_HEIGHT = 300;

	/**
	 * Whether the images open in the lightbox (on by default).
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function lightbox( array $attributes ): bool {
		return Input::bool( $attributes['lightbox'] ?? null, true );
	}

	/**
	 * The island's props: the valid images, each with its lightbox link when the lightbox is on.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{images: list<array{url: string, alt: string, caption: string, ratio: float, href: string}>, rowHeight: int, gap: int, showCaptions: bool}
	 */
	public static function props( array $attributes ): array {
		$group    = self::lightbox( $attributes ) ? wp_unique_id( 'image-layout-' ) : '';
		$settings = Settings::lightbox();
		return array(
			'images'       => Input::items(
				$attributes['images'] ?? null,
				static fn ( array $raw ): ?array => self::image( $raw, $group, $settings )
			),
			'rowHeight'    => Input::int( $attributes['rowHeight'] ?? null, self::ROW_HEIGHT, 80, 800 ),
			'gap'          => Input::int( $attributes['gap'] ?? null, 8, 0, 48 ),
			'showCaptions' => Input::bool( $attributes['showCaptions'] ?? null, false ),
		);
	}

	/**
	 * One image with its aspect ratio, or null without an image. Its caption is inline HTML typed on the
	 * canvas (Rich_Text::inline).
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
		$caption = Rich_Text::inline( $raw['caption'] ?? '' );
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
					'title'       => '' !== $caption ? wp_strip_all_tags( $caption ) : Lightbox::attachment_text( $image['id'], (string) $settings['lightbox_title_src'] ),
					'description' => Lightbox::attachment_text( $image['id'], (string) $settings['lightbox_description_src'] ),
					'slideshow'   => $group,
				)
			),
		);
	}
}
