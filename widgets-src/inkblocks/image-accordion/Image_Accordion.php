<?php
/**
 * The "Image accordion" block's server side: its attributes read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Input;
use Inkblocks\Blocks\Support\Rich_Text;

/**
 * `inkblocks/image-accordion`: images side by side; the active one takes activeSize of the width (50% by
 * default) over duration ms (500 by default, SPEC 9). Without JavaScript, hover and keyboard focus widen an
 * image through CSS (render.php); the `image-accordion` island adds click activation and the announced
 * state.
 *
 * @since 0.2.0
 */
final class Image_Accordion {

	/** Width of the active image, percent (SPEC 9). */
	public const ACTIVE_SIZE = 50;

	/** Duration of the change, ms (SPEC 9). */
	public const DURATION = 500;

	/**
	 * The island's props: the valid images and the behaviour.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{items: list<array<string, mixed>>, activeOn: string, activeItem: int, activeSize: int, duration: int, height: int}
	 */
	public static function props( array $attributes ): array {
		$items = Input::items( $attributes['items'] ?? null, array( self::class, 'item' ) );
		return array(
			'items'      => $items,
			'activeOn'   => Input::choice( $attributes['activeOn'] ?? null, array( 'hover', 'click' ), 'hover' ),
			'activeItem' => Input::int( $attributes['activeItem'] ?? null, 0, 0, count( $items ) ),
			'activeSize' => Input::int( $attributes['activeSize'] ?? null, self::ACTIVE_SIZE, 10, 90 ),
			'duration'   => Input::int( $attributes['duration'] ?? null, self::DURATION, 0, 5000 ),
			'height'     => Input::int( $attributes['height'] ?? null, 400, 150, 1200 ),
		);
	}

	/**
	 * The CSS-only fallback: the growth factor that gives the hovered image activeSize of the width.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $props The island's props.
	 */
	public static function grow( array $props ): float {
		$count = count( $props['items'] );
		$share = $props['activeSize'] / 100;
		return $count > 1 ? round( $share * ( $count - 1 ) / ( 1 - $share ), 3 ) : 1.0;
	}

	/**
	 * One image, or null without an image. Its title, text and link label are inline HTML typed on the
	 * canvas (Rich_Text::inline).
	 *
	 * @since 0.2.0
	 *
	 * @param array<string, mixed> $raw Raw item.
	 * @return array{image: array{url: string, alt: string}, title: string, description: string, link: string, linkText: string}|null
	 */
	public static function item( array $raw ): ?array {
		$image = Input::image( $raw );
		if ( ! $image ) {
			return null;
		}
		return array(
			'image'       => array(
				'url' => $image['url'],
				'alt' => $image['alt'],
			),
			'title'       => Rich_Text::inline( $raw['title'] ?? '' ),
			'description' => Rich_Text::inline( $raw['description'] ?? '' ),
			'link'        => Input::url( $raw['link'] ?? '' ),
			'linkText'    => Rich_Text::inline( $raw['linkText'] ?? '' ),
		);
	}
}
