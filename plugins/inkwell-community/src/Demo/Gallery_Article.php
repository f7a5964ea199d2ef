<?php
/**
 * The demo article with a gallery in the theme's "Slider" style.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use RuntimeException;

/**
 * Publishes "A week in pictures" (/a-week-in-pictures/): a short article whose gallery of demo images
 * uses the gallery block's "Slider" style (SPEC 2.9 gallery slider). It is dated an hour before the
 * newest article, so the newest article stays the one the other demos point at.
 */
final class Gallery_Article {

	/** Images in the gallery. */
	private const IMAGES = 5;

	/**
	 * Creates the article.
	 *
	 * @param array<int, array{id: int, author: int, date: int, status: string, topic: string}> $articles Articles.
	 * @param array<string, int>                                                                $categories Category ids by slug.
	 * @param array<int, array{id: int, url: string, alt: string}>                              $images   Media-library images.
	 * @return int The article's id, or 0 when there are no articles or images.
	 * @throws RuntimeException When WordPress refuses it.
	 */
	public function create( array $articles, array $categories, array $images ): int {
		$published = array_filter( $articles, static fn ( array $a ): bool => 'publish' === $a['status'] );
		if ( ! $published || ! $images ) {
			return 0;
		}
		usort( $published, static fn ( array $a, array $b ): int => $b['date'] <=> $a['date'] );
		$newest = $published[0];

		$figures = '';
		foreach ( array_slice( $images, 0, self::IMAGES ) as $image ) {
			$figures .= '<!-- wp:image {"id":' . $image['id'] . ',"sizeSlug":"large","linkDestination":"none"} -->' . "\n"
				. '<figure class="wp-block-image size-large"><img src="' . esc_url( $image['url'] ) . '" alt="' . esc_attr( $image['alt'] ) . '" class="wp-image-' . $image['id'] . '"/></figure>' . "\n"
				. "<!-- /wp:image -->\n";
		}
		$content = "<!-- wp:paragraph -->\n<p>Five pictures from the studio this week: swipe through them, or use the back and next buttons.</p>\n<!-- /wp:paragraph -->\n\n"
			. '<!-- wp:gallery {"linkTo":"none","className":"is-style-inkwell-slider"} -->' . "\n"
			. '<figure class="wp-block-gallery has-nested-images columns-default is-cropped is-style-inkwell-slider">' . $figures
			. '<figcaption class="blocks-gallery-caption wp-element-caption">The studio, Monday to Friday.</figcaption></figure>' . "\n<!-- /wp:gallery -->\n\n"
			. "<!-- wp:paragraph -->\n<p>Each picture is one of the covers drawn for this demo site.</p>\n<!-- /wp:paragraph -->";

		$date = $newest['date'] - 3600;
		$id   = Demo_Post::insert(
			array(
				'post_type'     => 'post',
				'post_name'     => 'a-week-in-pictures',
				'post_title'    => 'A week in pictures',
				'post_excerpt'  => 'Five pictures from the studio, in a gallery slider.',
				'post_content'  => $content,
				'post_author'   => $newest['author'],
				'post_date'     => Clock::local( $date ),
				'post_date_gmt' => Clock::gmt( $date ),
				'meta_input'    => array(
					'_inkwell_demo' => 1,
					'_thumbnail_id' => $images[0]['id'],
				),
			),
			'the gallery article'
		);
		if ( isset( $categories[ $newest['topic'] ] ) ) {
			wp_set_object_terms( $id, array( $categories[ $newest['topic'] ] ), 'category' );
		}
		return $id;
	}
}
