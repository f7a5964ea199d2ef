<?php
/**
 * The showcase sections: block patterns in the "Inkwell" category, and the demo's showcase page.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Patterns;

use WP_Block_Pattern_Categories_Registry;
use WP_Block_Patterns_Registry;

/**
 * One source for the showcase examples: the block markup fragments in patterns/showcase/*.html, one file a
 * section (so each block's example lives beside the others without touching them). Each section but the
 * page's introduction is a block pattern `inkblocks/<section>` in the "Inkwell" category (the theme's
 * patterns share it), titled "Showcase: " and its heading; the demo generator of Inkwell Community builds the /showcase/
 * page from the same files, in file-name order.
 *
 * Fragments may use these tokens, filled from the demo's content for the page and from the site's media
 * library and articles for the patterns (empty when there are none: the blocks then offer their media
 * placeholders):
 * - `{{image_id:N}}`, `{{image_url:N}}`, `{{image_alt:N}}`: the N-th image (0-based, wraps around);
 * - `{{post_url:N}}`, `{{post_title:N}}`: the N-th article;
 * - `{{date:+D}}`: a date D days from now, as YYYY-MM-DD HH:MM:SS in the site's time zone;
 * - `{{media_id:N}}`, `{{media_url:N}}`: the N-th sound or video file (0 the video, then the sounds).
 *
 * @since 0.5.0
 */
final class Showcase_Patterns {

	/** The pattern category the theme registers too. */
	public const CATEGORY = 'inkwell';

	/** The section that introduces the showcase page: not a pattern. */
	private const INTRO = 'intro';

	/**
	 * Registers the hooks: the patterns are registered where the editor asks for them (its REST calls and
	 * the admin), so front-end pages never read the fragments.
	 */
	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register' ) );
		add_action( 'admin_init', array( $this, 'register' ) );
	}

	/**
	 * Registers the category (unless the theme did) and one pattern a section.
	 *
	 * @since 0.5.0
	 */
	public function register(): void {
		if ( ! WP_Block_Pattern_Categories_Registry::get_instance()->is_registered( self::CATEGORY ) ) {
			register_block_pattern_category( self::CATEGORY, array( 'label' => __( 'Inkwell', 'inkblocks' ) ) );
		}
		$values = null;
		foreach ( self::sections() as $section => $file ) {
			$name = 'inkblocks/' . $section;
			if ( self::INTRO === $section || WP_Block_Patterns_Registry::get_instance()->is_registered( $name ) ) {
				continue;
			}
			$values ??= self::site_values();
			$markup   = self::fill( (string) file_get_contents( $file ), $values ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file shipped with the plugin.
			register_block_pattern(
				$name,
				array(
					'title'      => self::title( $markup, $section ),
					'content'    => $markup,
					'categories' => array( self::CATEGORY ),
				)
			);
		}
	}

	/**
	 * The sections, in file-name order: name (the file name without its order number) => file.
	 *
	 * @since 0.5.0
	 *
	 * @return array<string, string>
	 */
	public static function sections(): array {
		$files = glob( INKBLOCKS_DIR . '/patterns/showcase/*.html' );
		$files = $files ? $files : array();
		sort( $files );
		$sections = array();
		foreach ( $files as $file ) {
			$sections[ (string) preg_replace( '/^\d+-/', '', basename( $file, '.html' ) ) ] = $file;
		}
		return $sections;
	}

	/**
	 * Replaces the tokens of a fragment.
	 *
	 * @since 0.5.0
	 *
	 * @param string                                                                                                                         $markup Fragment markup.
	 * @param array{images: array<int, array{id: int, url: string, alt: string}>, articles: int[], media: list<array{id: int, url: string}>} $values What fills the tokens.
	 */
	public static function fill( string $markup, array $values ): string {
		$images   = $values['images'];
		$articles = $values['articles'];
		$media    = $values['media'];
		return (string) preg_replace_callback(
			'/\{\{(image_id|image_url|image_alt|post_url|post_title|media_id|media_url|date):([+-]?\d+)\}\}/',
			static function ( array $m ) use ( $images, $articles, $media ): string {
				$n = (int) $m[2];
				switch ( $m[1] ) {
					case 'image_id':
					case 'image_url':
					case 'image_alt':
						$image = $images ? $images[ abs( $n ) % count( $images ) ] : array(
							'id'  => 0,
							'url' => '',
							'alt' => '',
						);
						return (string) $image[ substr( $m[1], 6 ) ];
					case 'post_url':
					case 'post_title':
						$post = $articles ? $articles[ abs( $n ) % count( $articles ) ] : 0;
						return 'post_url' === $m[1] ? wp_make_link_relative( (string) get_permalink( $post ) ) : esc_html( get_the_title( $post ) );
					case 'media_id':
					case 'media_url':
						return (string) ( $media[ $n ][ substr( $m[1], 6 ) ] ?? '' );
					default:
						return wp_date( 'Y-m-d H:i:s', time() + $n * DAY_IN_SECONDS );
				}
			},
			$markup
		);
	}

	/**
	 * What fills the patterns' tokens on this site: its newest images and articles; no sound or video.
	 *
	 * @return array{images: array<int, array{id: int, url: string, alt: string}>, articles: int[], media: list<array{id: int, url: string}>}
	 */
	private static function site_values(): array {
		$ids = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'post_mime_type' => 'image',
				'posts_per_page' => 8,
				'fields'         => 'ids',
			)
		);
		return array(
			'images'   => array_map(
				static fn ( int $id ): array => array(
					'id'  => $id,
					'url' => (string) wp_get_attachment_image_url( $id, 'large' ),
					'alt' => (string) get_post_meta( $id, '_wp_attachment_image_alt', true ),
				),
				array_map( 'intval', $ids )
			),
			'articles' => array_map(
				'intval',
				get_posts(
					array(
						'post_type'      => 'post',
						'post_status'    => 'publish',
						'posts_per_page' => 3,
						'fields'         => 'ids',
					)
				)
			),
			'media'    => array(),
		);
	}

	/**
	 * A section's title, "Showcase: " and its first heading (else its name): apart from the blocks' own
	 * titles in the inserter's search.
	 *
	 * @param string $markup  The section's markup.
	 * @param string $section Its name.
	 */
	private static function title( string $markup, string $section ): string {
		$heading = preg_match( '#<h[1-6][^>]*>(.*?)</h[1-6]>#s', $markup, $match ) ? trim( wp_strip_all_tags( $match[1] ) ) : '';
		/* translators: %s: the heading of a section of the showcase page, such as "Charts". */
		return sprintf( __( 'Showcase: %s', 'inkblocks' ), '' !== $heading ? $heading : ucfirst( str_replace( '-', ' ', $section ) ) );
	}
}
