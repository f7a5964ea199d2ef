<?php
/**
 * The slides shared by the slider and the carousel.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks\Support;

/**
 * Validates a `slides` attribute (media library images or image URLs, with a title, a text and a link).
 * The title and text are typed on the canvas (RichText): inline HTML, kept through Rich_Text::inline().
 * The blocks print the slides with the slider's slides.php, a list every visitor can read without
 * JavaScript, which the slider's view script takes over with Swiper.
 *
 * @since 0.3.0
 */
final class Slides {

	/** Most slides kept from the attribute. */
	public const MAX = 30;

	/**
	 * The valid slides of an attribute list: each with an image (from the media library, or an http(s) URL);
	 * the title and text are inline HTML.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $attributes Saved attributes.
	 * @param string               $size       Image size of the slide.
	 * @return list<array{src: string, srcset: string, alt: string, width: int, height: int, thumb: string, title: string, text: string, link: string}>
	 */
	public static function from( array $attributes, string $size ): array {
		$slides = array();
		foreach ( Attribute_Rules::items( $attributes, 'slides', self::MAX ) as $item ) {
			$id    = Attribute_Rules::int( $item, 'id', 0, 0, PHP_INT_MAX );
			$image = $id ? wp_get_attachment_image_src( $id, $size ) : false;
			$src   = $image ? (string) $image[0] : Attribute_Rules::url( $item, 'url' );
			if ( '' === $src ) {
				continue;
			}
			$thumb    = $id ? wp_get_attachment_image_url( $id, 'thumbnail' ) : false;
			$alt      = $id ? (string) get_post_meta( $id, '_wp_attachment_image_alt', true ) : '';
			$slides[] = array(
				'src'    => $src,
				'srcset' => $id ? (string) wp_get_attachment_image_srcset( $id, $size ) : '',
				'alt'    => Attribute_Rules::text( $item, 'alt', $alt ),
				'width'  => $image ? (int) $image[1] : 0,
				'height' => $image ? (int) $image[2] : 0,
				'thumb'  => $thumb ? $thumb : $src,
				'title'  => Rich_Text::inline( $item['title'] ?? '' ),
				'text'   => Rich_Text::inline( $item['text'] ?? '' ),
				'link'   => Attribute_Rules::url( $item, 'link' ),
			);
		}
		return $slides;
	}
}
