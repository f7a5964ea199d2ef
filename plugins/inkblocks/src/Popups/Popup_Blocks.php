<?php
/**
 * Renders a popup's blocks for the post it is shown with.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Popups;

use WP_Block;
use WP_Post;

/**
 * The blocks of a popup see the post they are shown with as their context (Post Title, Post Excerpt and
 * the like show it, as in a Query Loop) and the popup's id as `inkblocks/popupId` (the newsletter form
 * switches to the popup action with it).
 *
 * @since 0.2.0
 */
final class Popup_Blocks {

	/** Block context key that names the popup a block renders in. */
	public const CONTEXT = 'inkblocks/popupId';

	/**
	 * The HTML of a popup's blocks.
	 *
	 * @since 0.2.0
	 *
	 * @param WP_Post      $popup   The popup.
	 * @param WP_Post|null $context The post it is shown with, if any.
	 */
	public static function render( WP_Post $popup, ?WP_Post $context ): string {
		$available = array( self::CONTEXT => $popup->ID );
		if ( $context ) {
			$available += array(
				'postId'   => $context->ID,
				'postType' => $context->post_type,
			);
		}
		$previous        = $GLOBALS['post'] ?? null;
		$GLOBALS['post'] = $context; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- core's post blocks read the global post, as in a Query Loop.
		if ( $context ) {
			setup_postdata( $context );
		}
		$html = '';
		foreach ( parse_blocks( $popup->post_content ) as $block ) {
			$html .= ( new WP_Block( $block, $available ) )->render();
		}
		$GLOBALS['post'] = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored.
		if ( $previous instanceof WP_Post ) {
			setup_postdata( $previous );
		}
		return $html;
	}
}
