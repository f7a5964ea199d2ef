<?php
/**
 * The "Portfolio" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Template;
use Inkblocks\Lightbox\Lightbox;
use WP_Block;

/**
 * `inkblocks/portfolio`: items with categories shown in a masonry grid (SPEC 4.13). The server renders every
 * item; the `portfolio` island adds the category filter ('all' first) and 'view more' by pages of perPage.
 *
 * @since 0.2.0
 */
final class Portfolio implements Block {

	/** Columns by default (SPEC 9). */
	public const COLUMNS = 3;

	/** Items per page by default (SPEC 9). */
	public const PER_PAGE = 6;

	/** Layouts: masonry (SPEC 9) or an even grid. */
	public const LAYOUTS = array( 'masonry', 'grid' );

	/**
	 * Renders the block.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Unused.
	 * @param WP_Block             $block      Unused.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string {
		$group = wp_unique_id( 'portfolio-' );
		$items = Input::items( $attributes['items'] ?? null, fn ( array $item ): ?array => self::item( $item, $group ) );
		if ( ! $items ) {
			return Input::empty_notice( __( 'This portfolio has no items yet: add some in the block settings.', 'inkblocks' ) );
		}
		$all   = Input::text( $attributes['allLabel'] ?? '' );
		$more  = Input::text( $attributes['moreLabel'] ?? '' );
		$props = array(
			'items'      => $items,
			'filters'    => self::filters( $items ),
			'columns'    => Input::int( $attributes['columns'] ?? null, self::COLUMNS, 1, 6 ),
			'perPage'    => Input::int( $attributes['perPage'] ?? null, self::PER_PAGE, 1, 48 ),
			'layout'     => Input::choice( $attributes['layout'] ?? null, self::LAYOUTS, 'masonry' ),
			'showFilter' => Input::bool( $attributes['showFilter'] ?? null, true ),
			'allLabel'   => '' !== $all ? $all : __( 'All', 'inkblocks' ),
			'moreLabel'  => '' !== $more ? $more : __( 'View more', 'inkblocks' ),
		);

		Assets::enqueue( 'portfolio' );
		if ( array_filter( $items, static fn ( array $item ): bool => $item['lightboxEnabled'] ) ) {
			Lightbox::enqueue();
		}
		return Template::render(
			'portfolio',
			array(
				'props'      => $props,
				'attributes' => get_block_wrapper_attributes(
					array(
						'class' => 'inkblocks-portfolio is-layout-' . $props['layout'],
						'style' => '--inkblocks-portfolio-columns:' . $props['columns'],
					)
				),
			)
		);
	}

	/**
	 * One item, or null without a title and an image.
	 *
	 * @param array<string, mixed> $raw   Raw item.
	 * @param string               $group The slideshow the block's lightbox items form.
	 * @return array<string, mixed>|null
	 */
	private static function item( array $raw, string $group ): ?array {
		$image = Input::image( $raw );
		$title = Input::text( $raw['title'] ?? '' );
		if ( ! $image && '' === $title ) {
			return null;
		}
		$labels = array_filter( array_map( 'trim', explode( ',', Input::text( $raw['categories'] ?? '' ) ) ) );
		$cats   = array();
		foreach ( $labels as $label ) {
			$slug = sanitize_title( $label );
			if ( '' !== $slug ) {
				$cats[ $slug ] = $label;
			}
		}
		$description = Input::text( $raw['description'] ?? '' );
		$lightbox    = $image && Input::bool( $raw['lightboxEnabled'] ?? null, false );
		$link        = Input::url( $raw['link'] ?? '' );
		return array(
			'title'           => $title,
			'description'     => $description,
			'slug'            => array_keys( $cats ),
			'categories'      => array_values( $cats ),
			'image'           => $image ? self::image_props( $image ) : null,
			'lightboxEnabled' => $lightbox,
			'href'            => $lightbox
				? Lightbox::link(
					array(
						'type'        => 'image',
						'url'         => $image['full'],
						'alt'         => $image['alt'],
						'title'       => $title,
						'description' => $description,
						'slideshow'   => $group,
					)
				)
				: $link,
		);
	}

	/**
	 * What the island needs to draw an image (srcset when it is an attachment).
	 *
	 * @param array{id: int, url: string, alt: string, width: int, height: int} $image The image.
	 * @return array{url: string, alt: string, width: int, height: int, srcset: string}
	 */
	private static function image_props( array $image ): array {
		return array(
			'url'    => $image['url'],
			'alt'    => $image['alt'],
			'width'  => $image['width'],
			'height' => $image['height'],
			'srcset' => $image['id'] ? (string) wp_get_attachment_image_srcset( $image['id'], 'large' ) : '',
		);
	}

	/**
	 * The categories of the items, in the order they first appear: slug => label.
	 *
	 * @param list<array<string, mixed>> $items Items.
	 * @return list<array{slug: string, label: string}>
	 */
	private static function filters( array $items ): array {
		$filters = array();
		foreach ( $items as $item ) {
			foreach ( $item['slug'] as $i => $slug ) {
				$filters[ $slug ] ??= array(
					'slug'  => $slug,
					'label' => $item['categories'][ $i ],
				);
			}
		}
		return array_values( $filters );
	}
}
