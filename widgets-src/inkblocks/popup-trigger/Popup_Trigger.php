<?php
/**
 * The "Popup trigger" block's server side: the popup it opens and how, read for render.php.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Rich_Text;
use Inkblocks\Popups\Popup_Post_Type;
use WP_Post;

/**
 * `inkblocks/popup-trigger`: an element that opens a popup through the per-element trigger settings of
 * SPEC 3 (`data-inkblocks-popup-trigger`: trigger-type, attached-popup, and the post a post-content popup
 * shows as custom-content), which the popups island already watches. The control is always a real button,
 * or a link to the post when one is named (so it still leads somewhere without JavaScript); hover and
 * scroll-to triggers sit on the block's element, and its control opens the popup by click and keyboard too.
 *
 * Only a published popup that the visitor's audience setting allows is used; the popup is then printed on
 * the page even when its own display conditions do not target it (see Popup_Renderer::attach()).
 *
 * @since 0.3.0
 */
final class Popup_Trigger {

	/** What the trigger looks like: a button, a link, or the blocks it wraps (with a button). */
	private const DISPLAYS = array( 'button', 'link', 'wrapper' );

	/** What opens the popup. */
	private const TRIGGERS = array( 'click', 'hover', 'scroll-to' );

	/**
	 * The popup the trigger names, 0 when none.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function popup_id( array $attributes ): int {
		return is_int( $attributes['popupId'] ?? null ) ? $attributes['popupId'] : 0;
	}

	/**
	 * A published popup that can be shown, or null.
	 *
	 * @since 0.4.0
	 *
	 * @param int $popup_id Popup id.
	 */
	public static function published_popup( int $popup_id ): ?WP_Post {
		$popup = $popup_id > 0 ? get_post( $popup_id ) : null;
		if ( ! $popup instanceof WP_Post || Popup_Post_Type::POST_TYPE !== $popup->post_type || 'publish' !== $popup->post_status || post_password_required( $popup ) ) {
			return null;
		}
		return $popup;
	}

	/**
	 * What the trigger renders: how it looks and opens, the per-element trigger settings of the block's
	 * element ('' when it has none) and its control.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param WP_Post              $popup      The popup it opens (published_popup()).
	 * @return array{display: string, trigger: string, own: string, control: array{tag: string, href: string, text: string, settings: string, class: string}}
	 */
	public static function parts( array $attributes, WP_Post $popup ): array {
		$display = in_array( $attributes['display'] ?? '', self::DISPLAYS, true ) ? $attributes['display'] : self::DISPLAYS[0];
		$trigger = in_array( $attributes['trigger'] ?? '', self::TRIGGERS, true ) ? $attributes['trigger'] : self::TRIGGERS[0];
		$post    = self::linked_post( is_int( $attributes['postId'] ?? null ) ? $attributes['postId'] : 0 );
		// Typed on the canvas; the control shows it as text.
		$text = Rich_Text::plain( $attributes['text'] ?? '' );

		// The element's own trigger: hover and scroll-to on the block's element; a click on the wrapped blocks.
		$own = 'click' !== $trigger ? $trigger : ( 'wrapper' === $display ? 'click-self' : '' );
		return array(
			'display' => $display,
			'trigger' => $trigger,
			'own'     => '' === $own ? '' : self::settings( $own, $popup->ID, $post ),
			'control' => array(
				'tag'      => null !== $post ? 'a' : 'button',
				'href'     => null !== $post ? (string) get_permalink( $post ) : '',
				'text'     => '' !== $text ? $text : get_the_title( $popup ),
				'settings' => 'click-self' !== $own ? self::settings( 'click-self', $popup->ID, $post ) : '',
				'class'    => 'inkblocks-popup-trigger__control' . ( 'link' === $display ? ' is-link' : ' wp-element-button' ),
			),
		);
	}

	/**
	 * The post a trigger names (shown by a post-content popup, linked to without JavaScript): published,
	 * public and unprotected, or null.
	 *
	 * @param int $post_id Post id.
	 */
	private static function linked_post( int $post_id ): ?WP_Post {
		$post = $post_id > 0 ? get_post( $post_id ) : null;
		if ( ! $post instanceof WP_Post || 'publish' !== $post->post_status || ! is_post_type_viewable( $post->post_type ) || post_password_required( $post ) ) {
			return null;
		}
		return $post;
	}

	/**
	 * The per-element trigger settings of SPEC 3, as JSON.
	 *
	 * @param string       $type     trigger-type.
	 * @param int          $popup_id attached-popup.
	 * @param WP_Post|null $post     The post a post-content popup shows, if named.
	 */
	private static function settings( string $type, int $popup_id, ?WP_Post $post ): string {
		$settings = array(
			'trigger-type'   => $type,
			'attached-popup' => $popup_id,
		);
		if ( null !== $post ) {
			$settings['custom-content'] = (string) $post->ID;
		}
		return (string) wp_json_encode( $settings );
	}
}
