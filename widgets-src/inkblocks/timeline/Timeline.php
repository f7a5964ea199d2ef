<?php
/**
 * The "Timeline" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Template;
use WP_Block;

/**
 * `inkblocks/timeline`: dated events in an ordered list, vertical or horizontal. The `timeline` island
 * reveals vertical events as they scroll into view and moves the horizontal row (buttons, arrow keys, a
 * swipe of 50px or more, SPEC 9).
 *
 * @since 0.2.0
 */
final class Timeline implements Block {

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
			return Input::empty_notice( __( 'This timeline has no events yet: add some in the block settings.', 'inkblocks' ) );
		}
		$props = array(
			'items'   => $items,
			'layout'  => Input::choice( $attributes['layout'] ?? null, array( 'vertical', 'horizontal' ), 'vertical' ),
			'perView' => Input::int( $attributes['perView'] ?? null, 3, 1, 6 ),
		);
		Assets::enqueue( 'timeline' );
		return Template::render(
			'timeline',
			array(
				'props'      => $props,
				'attributes' => get_block_wrapper_attributes(
					array(
						'class' => 'inkblocks-timeline is-layout-' . $props['layout'],
						'style' => '--inkblocks-timeline-per-view:' . $props['perView'],
					)
				),
			)
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
