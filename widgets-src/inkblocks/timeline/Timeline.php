<?php
/**
 * The "Timeline" block's server side: its events and layout read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Input;
use Inkblocks\Blocks\Support\Rich_Text;
use WP_Block;

/**
 * `inkblocks/timeline`: dated events in an ordered list, vertical or horizontal (render.php). Each event
 * is an `inkblocks/timeline-event` child block; a block saved before them keeps its events in the `items`
 * attribute, which is still read. The `timeline` island reveals vertical events as they scroll into view
 * and moves the horizontal row (buttons, arrow keys, a swipe of 50px or more, SPEC 9).
 *
 * @since 0.2.0
 */
final class Timeline {

	/** Layouts; the first is the default. */
	public const LAYOUTS = array( 'vertical', 'horizontal' );

	/** The child block of an event. */
	public const CHILD = 'inkblocks/timeline-event';

	/**
	 * The island's props: the events with a title, the layout and how many events a horizontal row shows.
	 * Texts are inline HTML, cleaned.
	 *
	 * @since 0.4.0
	 * @since 0.6.0 The events come from the child blocks; $block added.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param WP_Block|null        $block      The block, whose children are the events.
	 * @return array{items: list<array{date: string, title: string, content: string, image: array{url: string, alt: string}|null}>, layout: string, perView: int}
	 */
	public static function props( array $attributes, ?WP_Block $block = null ): array {
		$children = array();
		foreach ( $block ? $block->inner_blocks : array() as $inner ) {
			if ( self::CHILD === $inner->name ) {
				$children[] = $inner->attributes;
			}
		}
		return array(
			'items'   => $children
				? Input::items( $children, array( self::class, 'child' ) )
				: Input::items( $attributes['items'] ?? null, array( self::class, 'item' ) ),
			'layout'  => Input::choice( $attributes['layout'] ?? null, self::LAYOUTS, self::LAYOUTS[0] ),
			'perView' => Input::int( $attributes['perView'] ?? null, 3, 1, 6 ),
		);
	}

	/**
	 * One Timeline event child block, or null without a title. Its texts were typed on the canvas.
	 *
	 * @since 0.6.0
	 *
	 * @param array<string, mixed> $raw The child's attributes.
	 * @return array{date: string, title: string, content: string, image: array{url: string, alt: string}|null}|null
	 */
	public static function child( array $raw ): ?array {
		$title = Rich_Text::inline( $raw['title'] ?? '' );
		if ( '' === $title ) {
			return null;
		}
		$content = Rich_Text::inline( $raw['content'] ?? '' );
		return array(
			'date'    => Rich_Text::inline( $raw['date'] ?? '' ),
			'title'   => $title,
			'content' => '' !== $content ? '<p>' . $content . '</p>' : '',
			'image'   => self::image( $raw ),
		);
	}

	/**
	 * One event of the `items` attribute saved before the child blocks, or null without a title.
	 *
	 * @since 0.2.0
	 *
	 * @param array<string, mixed> $raw Raw item.
	 * @return array{date: string, title: string, content: string, image: array{url: string, alt: string}|null}|null
	 */
	public static function item( array $raw ): ?array {
		$title = Input::text( $raw['title'] ?? '' );
		if ( '' === $title ) {
			return null;
		}
		$content = Input::rich( $raw['content'] ?? '' );
		return array(
			'date'    => esc_html( Input::text( $raw['date'] ?? '' ) ),
			'title'   => esc_html( $title ),
			'content' => '' !== $content ? trim( wpautop( $content ) ) : '',
			'image'   => self::image( $raw ),
		);
	}

	/**
	 * The image of an event, or null.
	 *
	 * @param array<string, mixed> $raw The event's fields.
	 * @return array{url: string, alt: string}|null
	 */
	private static function image( array $raw ): ?array {
		$image = Input::image( $raw );
		return $image ? array(
			'url' => $image['url'],
			'alt' => $image['alt'],
		) : null;
	}
}
