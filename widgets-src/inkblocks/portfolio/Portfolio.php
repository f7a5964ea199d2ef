<?php
/**
 * The "Portfolio" block's server side: its items and settings read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Input;
use Inkblocks\Blocks\Support\Rich_Text;
use Inkblocks\Lightbox\Lightbox;

/**
 * `inkblocks/portfolio`: items with categories shown in a masonry grid (SPEC 4.13). The server renders every
 * item (render.php); the `portfolio` island adds the category filter ('all' first) and 'view more' by pages
 * of perPage. An item may open its image in the lightbox.
 *
 * @since 0.2.0
 */
final class Portfolio {

	/** Columns by default (SPEC 9). */
	public const COLUMNS = 3;

	/** Items per page by default (SPEC 9). */
	public const PER_PAGE = 6;

	/** Layouts: masonry (SPEC 9) or an even grid. */
	public const LAYOUTS = array( 'masonry', 'grid' );

	/**
	 * The island's props: the items with a title or an image, their filters and the layout.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{items: list<array<string, mixed>>, filters: list<array{slug: string, label: string}>, columns: int, perPage: int, layout: string, showFilter: bool, allLabel: string, moreLabel: string}
	 */
	public static function props( array $attributes ): array {
		$group = wp_unique_id( 'portfolio-' );
		$items = Input::items( $attributes['items'] ?? null, static fn ( array $item ): ?array => self::item( $item, $group ) );
		$all   = Rich_Text::plain( $attributes['allLabel'] ?? '' );
		$more  = Rich_Text::plain( $attributes['moreLabel'] ?? '' );
		return array(
			'items'      => $items,
			'filters'    => self::filters( $items ),
			'columns'    => Input::int( $attributes['columns'] ?? null, self::COLUMNS, 1, 6 ),
			'perPage'    => Input::int( $attributes['perPage'] ?? null, self::PER_PAGE, 1, 48 ),
			'layout'     => Input::choice( $attributes['layout'] ?? null, self::LAYOUTS, 'masonry' ),
			'showFilter' => Input::bool( $attributes['showFilter'] ?? null, true ),
			'allLabel'   => '' !== $all ? $all : __( 'All', 'inkblocks' ),
			'moreLabel'  => '' !== $more ? $more : __( 'View more', 'inkblocks' ),
		);
	}

	/**
	 * Whether an item opens in the lightbox, so the page loads it.
	 *
	 * @since 0.4.0
	 *
	 * @param list<array<string, mixed>> $items The items (props()).
	 */
	public static function uses_lightbox( array $items ): bool {
		return (bool) array_filter( $items, static fn ( array $item ): bool => $item['lightboxEnabled'] );
	}

	/**
	 * One item, or null without a title and an image. Its title and description are inline HTML typed on
	 * the canvas (Rich_Text::inline); its categories are plain text.
	 *
	 * @param array<string, mixed> $raw   Raw item.
	 * @param string               $group The slideshow the block's lightbox items form.
	 * @return array<string, mixed>|null
	 */
	private static function item( array $raw, string $group ): ?array {
		$image = Input::image( $raw );
		$title = Rich_Text::inline( $raw['title'] ?? '' );
		if ( ! $image && '' === $title ) {
			return null;
		}
		$labels = array_filter( array_map( 'trim', explode( ',', Rich_Text::plain( $raw['categories'] ?? '' ) ) ) );
		$cats   = array();
		foreach ( $labels as $label ) {
			$slug = sanitize_title( $label );
			if ( '' !== $slug ) {
				$cats[ $slug ] = $label;
			}
		}
		$description = Rich_Text::inline( $raw['description'] ?? '' );
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
						'title'       => wp_strip_all_tags( $title ),
						'description' => wp_strip_all_tags( $description ),
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
