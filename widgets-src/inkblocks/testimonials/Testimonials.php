<?php
/**
 * The "Testimonials" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Template;
use WP_Block;

/**
 * `inkblocks/testimonials`: quotes with name, role, photo and a rating in stars (SPEC 3, Testimonial), as a
 * grid or a carousel showing 3 at once by default (SPEC 9). Every quote is printed; the `testimonials`
 * island runs the carousel.
 *
 * @since 0.2.0
 */
final class Testimonials implements Block {

	/** Most stars of a rating. */
	public const MAX_RATING = 5;

	/** Slides shown at once by default (SPEC 9, carousel). */
	public const COLUMNS = 3;

	/**
	 * Renders the block.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Unused.
	 * @param WP_Block             $block      Unused.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string {
		$items = Input::items( $attributes['items'] ?? null, array( self::class, 'item' ) );
		if ( ! $items ) {
			return Input::empty_notice( __( 'These testimonials have no quotes yet: add some in the block settings.', 'inkblocks' ) );
		}
		$props = array(
			'items'      => $items,
			'layout'     => Input::choice( $attributes['layout'] ?? null, array( 'carousel', 'grid' ), 'carousel' ),
			'columns'    => Input::int( $attributes['columns'] ?? null, self::COLUMNS, 1, 4 ),
			'showRating' => Input::bool( $attributes['showRating'] ?? null, true ),
		);
		Assets::enqueue( 'testimonials' );
		return Template::render(
			'testimonials',
			array(
				'props'      => $props,
				'attributes' => get_block_wrapper_attributes(
					array(
						'class' => 'inkblocks-testimonials is-layout-' . $props['layout'],
						'style' => '--inkblocks-testimonials-columns:' . $props['columns'],
					)
				),
			)
		);
	}

	/**
	 * One testimonial, or null without a quote.
	 *
	 * @since 0.2.0
	 *
	 * @param array<string, mixed> $raw Raw item.
	 * @return array{content: string, name: string, role: string, image: array{url: string, alt: string}|null, rating: int}|null
	 */
	public static function item( array $raw ): ?array {
		$quote = Input::rich( $raw['content'] ?? '' );
		if ( '' === $quote ) {
			return null;
		}
		$image = Input::image( $raw );
		return array(
			'content' => $quote,
			'name'    => Input::text( $raw['name'] ?? '' ),
			'role'    => Input::text( $raw['role'] ?? '' ),
			'image'   => $image ? array(
				'url' => $image['url'],
				'alt' => $image['alt'],
			) : null,
			'rating'  => Input::int( $raw['rating'] ?? 0, 0, 0, self::MAX_RATING ),
		);
	}
}
