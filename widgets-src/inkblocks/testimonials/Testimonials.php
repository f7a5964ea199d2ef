<?php
/**
 * The "Testimonials" block's server side: its quotes read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Input;
use Inkblocks\Blocks\Support\Rich_Text;
use WP_Block;

/**
 * `inkblocks/testimonials`: quotes with name, role, photo and a rating in stars (SPEC 3, Testimonial), as a
 * grid or a carousel showing 3 at once by default (SPEC 9). Each quote is an `inkblocks/testimonial` child
 * block; a block saved before them keeps its quotes in the `items` attribute, which is still read. Every
 * quote is printed (render.php); the `testimonials` island runs the carousel.
 *
 * @since 0.2.0
 */
final class Testimonials {

	/** Most stars of a rating. */
	public const MAX_RATING = 5;

	/** Slides shown at once by default (SPEC 9, carousel). */
	public const COLUMNS = 3;

	/** The child block of a quote. */
	public const CHILD = 'inkblocks/testimonial';

	/**
	 * The island's props: the valid quotes and the layout. Texts are inline HTML, cleaned.
	 *
	 * @since 0.4.0
	 * @since 0.6.0 The quotes come from the child blocks; $block added.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param WP_Block|null        $block      The block, whose children are the quotes.
	 * @return array{items: list<array{content: string, name: string, role: string, image: array{url: string, alt: string}|null, rating: int}>, layout: string, columns: int, showRating: bool}
	 */
	public static function props( array $attributes, ?WP_Block $block = null ): array {
		$children = array();
		foreach ( $block ? $block->inner_blocks : array() as $inner ) {
			if ( self::CHILD === $inner->name ) {
				$children[] = $inner->attributes;
			}
		}
		return array(
			'items'      => $children
				? Input::items( $children, array( self::class, 'child' ) )
				: Input::items( $attributes['items'] ?? null, array( self::class, 'item' ) ),
			'layout'     => Input::choice( $attributes['layout'] ?? null, array( 'carousel', 'grid' ), 'carousel' ),
			'columns'    => Input::int( $attributes['columns'] ?? null, self::COLUMNS, 1, 4 ),
			'showRating' => Input::bool( $attributes['showRating'] ?? null, true ),
		);
	}

	/**
	 * One Testimonial child block, or null without a quote. Its texts were typed on the canvas (RichText).
	 *
	 * @since 0.6.0
	 *
	 * @param array<string, mixed> $raw The child's attributes.
	 * @return array{content: string, name: string, role: string, image: array{url: string, alt: string}|null, rating: int}|null
	 */
	public static function child( array $raw ): ?array {
		$quote = Rich_Text::inline( $raw['content'] ?? '' );
		if ( '' === $quote ) {
			return null;
		}
		return array(
			'content' => '<p>' . $quote . '</p>',
			'name'    => Rich_Text::inline( $raw['name'] ?? '' ),
			'role'    => Rich_Text::inline( $raw['role'] ?? '' ),
			'image'   => self::photo( $raw ),
			'rating'  => Input::int( $raw['rating'] ?? self::MAX_RATING, self::MAX_RATING, 0, self::MAX_RATING ),
		);
	}

	/**
	 * One testimonial of the `items` attribute saved before the child blocks, or null without a quote.
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
		return array(
			'content' => trim( wpautop( $quote ) ),
			'name'    => esc_html( Input::text( $raw['name'] ?? '' ) ),
			'role'    => esc_html( Input::text( $raw['role'] ?? '' ) ),
			'image'   => self::photo( $raw ),
			'rating'  => Input::int( $raw['rating'] ?? 0, 0, 0, self::MAX_RATING ),
		);
	}

	/**
	 * The photo of a testimonial, or null.
	 *
	 * @param array<string, mixed> $raw The testimonial's fields.
	 * @return array{url: string, alt: string}|null
	 */
	private static function photo( array $raw ): ?array {
		$image = Input::image( $raw );
		return $image ? array(
			'url' => $image['url'],
			'alt' => $image['alt'],
		) : null;
	}
}
