<?php
/**
 * The lightbox: hash links, content images and loading the script where it is needed.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Lightbox;

use Inkblocks\Frontend\Assets;
use WP_HTML_Tag_Processor;

/**
 * Links of the form `#block-action:action=lightbox&settings={base64 JSON}` (SPEC 2.10) open an image or a
 * slideshow. Blocks build them with link(); links typed into content work too. With global_image_lightbox on,
 * content images linked to their file open in the lightbox as well (the link still opens the file without
 * JavaScript). The `lightbox` bundle and the page configuration load only on pages holding such a link.
 *
 * @since 0.2.0
 */
final class Lightbox {

	/** Start of every lightbox link (SPEC 2.10 with {builder} = block). */
	public const HASH_PREFIX = '#block-action:';

	/** The only action handled. */
	public const ACTION = 'lightbox';

	/** Attribute that marks a content image link, holding its slide's JSON settings. */
	public const CONTENT_ATTRIBUTE = 'data-inkblocks-lightbox';

	/** Bundle name. */
	private const BUNDLE = 'lightbox';

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		// After do_blocks (9) and the core content filters, so every link of the final content is seen.
		add_filter( 'the_content', array( $this, 'filter_content' ), 20 );
		add_action( 'wp_footer', array( $this, 'print_config' ), 1 );
	}

	/**
	 * A lightbox link for an image or a slideshow.
	 *
	 * @since 0.2.0
	 *
	 * @param array<string, mixed> $settings Slide settings: type, url, title, description, alt, slideshow.
	 */
	public static function link( array $settings ): string {
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the link format of SPEC 2.10.
		return self::HASH_PREFIX . 'action=' . self::ACTION . '&settings=' . base64_encode( (string) wp_json_encode( $settings ) );
	}

	/**
	 * Enqueues the lightbox script and style; the page configuration follows in the footer.
	 *
	 * @since 0.2.0
	 */
	public static function enqueue(): void {
		Assets::enqueue( self::BUNDLE );
	}

	/**
	 * Marks the content's image links for the lightbox when the global setting is on, and loads the script
	 * when the content holds a lightbox link.
	 *
	 * @since 0.2.0
	 *
	 * @param string $content Post content.
	 */
	public function filter_content( string $content ): string {
		$settings = Settings::lightbox();
		if ( $settings['global_image_lightbox'] && str_contains( $content, '<img' ) ) {
			$content = $this->mark_image_links( $content, $settings );
		}
		if ( str_contains( $content, self::HASH_PREFIX . 'action=' . self::ACTION ) || str_contains( $content, self::CONTENT_ATTRIBUTE ) ) {
			self::enqueue();
		}
		return $content;
	}

	/**
	 * Adds the slide settings to each link that points to an image file; the post's images form one slideshow.
	 *
	 * @param string                     $content  Post content.
	 * @param array<string, bool|string> $settings Lightbox settings.
	 */
	private function mark_image_links( string $content, array $settings ): string {
		$html  = new WP_HTML_Tag_Processor( $content );
		$group = 'content-' . (int) get_the_ID();
		while ( $html->next_tag( array( 'tag_name' => 'a' ) ) ) {
			$href = (string) $html->get_attribute( 'href' );
			if ( ! preg_match( '/\.(?:jpe?g|png|gif|webp|avif)(?:\?.*)?$/i', $href ) || null !== $html->get_attribute( self::CONTENT_ATTRIBUTE ) ) {
				continue;
			}
			$html->set_bookmark( 'link' );
			// The attachment is named by the wp-image-{id} class of the image inside the link, when there is one.
			$attachment = 0;
			$alt        = '';
			while ( $html->next_tag( array( 'tag_closers' => 'visit' ) ) && ! ( 'A' === $html->get_tag() && $html->is_tag_closer() ) ) {
				if ( 'IMG' === $html->get_tag() ) {
					$class      = (string) $html->get_attribute( 'class' );
					$attachment = preg_match( '/\bwp-image-(\d+)\b/', $class, $match ) ? (int) $match[1] : 0;
					$alt        = (string) $html->get_attribute( 'alt' );
					break;
				}
			}
			$html->seek( 'link' );
			$html->release_bookmark( 'link' );
			$html->set_attribute(
				self::CONTENT_ATTRIBUTE,
				(string) wp_json_encode(
					array(
						'type'        => 'image',
						'url'         => $href,
						'alt'         => $alt,
						'title'       => self::attachment_text( $attachment, (string) $settings['lightbox_title_src'] ),
						'description' => self::attachment_text( $attachment, (string) $settings['lightbox_description_src'] ),
						'slideshow'   => $group,
					)
				)
			);
		}
		return $html->get_updated_html();
	}

	/**
	 * The attachment field a title or description comes from (lightbox_title_src, lightbox_description_src).
	 *
	 * @since 0.2.0
	 *
	 * @param int    $attachment Attachment id (0: none).
	 * @param string $source     '', title, caption, alt or description.
	 */
	public static function attachment_text( int $attachment, string $source ): string {
		$post = $attachment ? get_post( $attachment ) : null;
		if ( ! $post || 'attachment' !== $post->post_type ) {
			return '';
		}
		switch ( $source ) {
			case 'title':
				return wp_strip_all_tags( $post->post_title );
			case 'caption':
				return wp_strip_all_tags( $post->post_excerpt );
			case 'alt':
				return (string) get_post_meta( $attachment, '_wp_attachment_image_alt', true );
			case 'description':
				return wp_strip_all_tags( $post->post_content );
			default:
				return '';
		}
	}

	/**
	 * Prints the page configuration before the lightbox script, on pages that load it.
	 *
	 * @since 0.2.0
	 */
	public function print_config(): void {
		$handle = Assets::handle( self::BUNDLE );
		if ( ! wp_script_is( $handle, 'enqueued' ) ) {
			return;
		}
		wp_add_inline_script( $handle, 'window.inkblocksPageConfig = ' . wp_json_encode( Settings::page_config() ) . ';', 'before' );
	}
}
