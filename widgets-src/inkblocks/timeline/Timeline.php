<?php
/**
 * The "Timeline" block's server side: its events and layout read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Input;

/**
 * `inkblocks/timeline`: dated events in an ordered list, vertical or horizontal (render.php). The
 * `timeline` island reveals vertical events as they scroll into view and moves the horizontal row
 * (buttons, arrow keys, a swipe of 50px or more, SPEC 9).
 *
 * @since 0.2.0
 */
final class Timeline {

	/** Layouts; the first is the default. */
	public const LAYOUTS = array( 'vertical', 'horizontal' );

	/**
	 * The island's props: the events with a title, the layout and how many events a horizontal row shows.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{items: list<array{date: string, title: string, content: string, image: array{url: string, alt: string}|null}>, layout: string, perView: int}
	 */
	public static function props( array $attributes ): array {
		return array(
			'items'   => Input::items( $attributes['items'] ?? null, array( self::class, 'item' ) ),
			'layout'  => Input::choice( $attributes['layout'] ?? null, self::LAYOUTS, self::LAYOUTS[0] ),
			'perView' => Input::int( $attributes['perView'] ?? null, 3, 1, 6 ),
		);
	}

	/**
	 * One event, or null without a title.
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
		$image = Input::image( $raw );
		return array(
			'date'    => Input::text( $raw['date'] ?? '' ),
			'title'   => $title,
			'content' => Input::rich( $raw['content'] ?? '' ),
			'image'   => $image ? array(
				'url' => $image['url'],
				'alt' => $image['alt'],
			) : null,
		);
	}
}
