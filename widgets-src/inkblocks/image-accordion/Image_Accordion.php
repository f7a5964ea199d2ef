<?php
/**
 * The "Image accordion" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Template;
use WP_Block;

/**
 * `inkblocks/image-accordion`: images side by side; the active one takes activeSize of the width (50% by
 * default) over duration ms (500 by default, SPEC 9). Without JavaScript, hover and keyboard focus widen an
 * image through CSS; the `image-accordion` island adds click activation and the announced state.
 *
 * @since 0.2.0
 */
final class Image_Accordion implements Block {

	/** Width of the active image, percent (SPEC 9). */
	public const ACTIVE_SIZE = 50;

	/** Duration of the change, ms (SPEC 9). */
	public const DURATION = 500;

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
			return Input::empty_notice( __( 'This image accordion has no images yet: add some in the block settings.', 'inkblocks' ) );
		}
		$count = count( $items );
		$props = array(
			'items'      => $items,
			'activeOn'   => Input::choice( $attributes['activeOn'] ?? null, array( 'hover', 'click' ), 'hover' ),
			'activeItem' => Input::int( $attributes['activeItem'] ?? null, 0, 0, $count ),
			'activeSize' => Input::int( $attributes['activeSize'] ?? null, self::ACTIVE_SIZE, 10, 90 ),
			'duration'   => Input::int( $attributes['duration'] ?? null, self::DURATION, 0, 5000 ),
			'height'     => Input::int( $attributes['height'] ?? null, 400, 150, 1200 ),
		);
		// The CSS-only fallback: the growth factor that gives the hovered image activeSize of the width.
		$share = $props['activeSize'] / 100;
		$grow  = $count > 1 ? round( $share * ( $count - 1 ) / ( 1 - $share ), 3 ) : 1;
		Assets::enqueue( 'image-accordion' );
		return Template::render(
			'image-accordion',
			array(
				'props'      => $props,
				'attributes' => get_block_wrapper_attributes(
					array(
						'class' => 'inkblocks-image-accordion',
						'style' => sprintf(
							'--inkblocks-image-accordion-grow:%s;--inkblocks-image-accordion-duration:%dms;--inkblocks-image-accordion-height:%dpx',
							$grow,
							$props['duration'],
							$props['height']
						),
					)
				),
			)
		);
	}

	/**
	 * One image, or null without an image.
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
			'title'       => Input::text( $raw['title'] ?? '' ),
			'description' => Input::text( $raw['description'] ?? '' ),
			'link'        => Input::url( $raw['link'] ?? '' ),
			'linkText'    => Input::text( $raw['linkText'] ?? '' ),
		);
	}
}
