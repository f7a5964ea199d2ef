<?php
/**
 * The "Testimonials" block's server side: its attributes read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Input;

/**
 * `inkblocks/testimonials`: quotes with name, role, photo and a rating in stars (SPEC 3, Testimonial), as a
 * grid or a carousel showing 3 at once by default (SPEC 9). Every quote is printed (render.php); the
 * `testimonials` island runs the carousel.
 *
 * @since 0.2.0
 */
final class Testimonials {

	/** Most stars of a rating. */
	public const MAX_RATING = 5;

	/** Slides shown at once by default (SPEC 9, carousel). */
	public const COLUMNS = 3;

	/**
	 * The island's props: the valid quotes and the layout.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{items: list<array<string, mixed>>, layout: string, columns: int, showRating: bool}
	 */
	public static function props( array $attributes ): array {
		return array(
			'items'      => Input::items( $attributes['items'] ?? null, array( self::class, 'item' ) ),
			'layout'     => Input::choice( $attributes['layout'] ?? null, array( 'carousel', 'grid' ), 'carousel' ),
			'columns'    => Input::int( $attributes['columns'] ?? null, self::COLUMNS, 1, 4 ),
			'showRating' => Input::bool( $attributes['showRating'] ?? null, true ),
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
