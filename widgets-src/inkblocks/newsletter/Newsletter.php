<?php
/**
 * The "Newsletter form" block's server side: its settings read into the island's props.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Blocks;

use Inkblocks\Blocks\Support\Rich_Text;
use Inkblocks\Newsletter\Subscribe_Ajax;
use Inkblocks\Popups\Popup_Blocks;
use WP_Block;

/**
 * `inkblocks/newsletter` (SPEC 4.12, 5.4): a real form that posts to admin-ajax without JavaScript
 * (render.php), and the `newsletter-form` island that takes it over. Inside a popup (a popup post's
 * content) it uses the popup action and the mailing-list settings of SPEC 3. The sign-up itself is
 * Inkblocks\Newsletter\Subscribe_Ajax.
 *
 * @since 0.1.0
 */
final class Newsletter {

	/**
	 * The island's props, with SPEC 3's field names; they also fill the form's fields.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param WP_Block             $block      The block, with the popup it renders in as context.
	 * @return array{ajaxUrl: string, action: string, inPopup: bool, use_target_list_id: bool, target_list_id: string, data: string, invalidMessage: string, buttonText: string, redirect: bool, redirect_url: string, close_popup_when_success: bool}
	 */
	public static function props( array $attributes, WP_Block $block ): array {
		$popup_id = (int) ( $block->context[ Popup_Blocks::CONTEXT ] ?? 0 );
		$in_popup = $popup_id > 0;
		$list_id  = absint( $attributes['listId'] ?? 0 );
		$redirect = self::safe_redirect( (string) ( $attributes['redirectUrl'] ?? '' ) );
		return array(
			'ajaxUrl'                  => admin_url( 'admin-ajax.php' ),
			'action'                   => $in_popup ? Subscribe_Ajax::POPUP_ACTION : Subscribe_Ajax::INLINE_ACTION,
			'inPopup'                  => $in_popup,
			'use_target_list_id'       => $list_id > 0,
			'target_list_id'           => (string) $list_id,
			'data'                     => $in_popup ? 'popup:' . $popup_id : 'page:' . get_the_ID(),
			// Typed on the canvas; the island shows them as text.
			'invalidMessage'           => Rich_Text::plain( $attributes['invalidMessage'] ?? '' ),
			'buttonText'               => '' !== Rich_Text::plain( $attributes['buttonText'] ?? '' ) ? Rich_Text::plain( $attributes['buttonText'] ) : __( 'Subscribe', 'inkblocks' ),
			'redirect'                 => ! empty( $attributes['redirect'] ) && '' !== $redirect,
			'redirect_url'             => $redirect,
			'close_popup_when_success' => ! empty( $attributes['closePopupWhenSuccess'] ),
		);
	}

	/**
	 * The redirect URL when it points to this site's own host, else '' (no open redirect).
	 *
	 * @since 0.1.0
	 *
	 * @param string $url The configured URL.
	 */
	public static function safe_redirect( string $url ): string {
		$url  = esc_url_raw( $url, array( 'http', 'https' ) );
		$host = wp_parse_url( $url, PHP_URL_HOST );
		return '' !== $url && $host && strtolower( $host ) === strtolower( (string) wp_parse_url( home_url(), PHP_URL_HOST ) ) ? $url : '';
	}
}
