<?php
/**
 * The "Newsletter form" block.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Newsletter;

use Inkblocks\Frontend\Assets;
use Inkblocks\Frontend\Template;
use Inkblocks\Popups\Popup_Blocks;
use WP_Block;

/**
 * Registers `inkblocks/newsletter` and renders its form: a real form that posts to admin-ajax without
 * JavaScript, and the `newsletter-form` island that takes it over. Inside a popup (a popup post's content)
 * it uses the popup action and the mailing-list settings of SPEC 3.
 *
 * @since 0.1.0
 */
final class Newsletter_Block {

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
	}

	/**
	 * Registers the block from its block.json with the server render.
	 */
	public function register(): void {
		register_block_type(
			INKBLOCKS_DIR . '/blocks/newsletter',
			array( 'render_callback' => array( $this, 'render' ) )
		);
	}

	/**
	 * Renders the form.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param string              $content    Inner content (none).
	 * @param WP_Block|null       $block      The block, with the popup it renders in as context.
	 */
	public function render( array $attributes, string $content = '', ?WP_Block $block = null ): string {
		Assets::enqueue( 'newsletter' );
		$popup_id = (int) ( $block->context[ Popup_Blocks::CONTEXT ] ?? 0 );
		$in_popup = $popup_id > 0;
		$list_id  = absint( $attributes['listId'] ?? 0 );
		$redirect = self::safe_redirect( (string) ( $attributes['redirectUrl'] ?? '' ) );
		$props    = array(
			'ajaxUrl'                  => admin_url( 'admin-ajax.php' ),
			'action'                   => $in_popup ? Subscribe_Ajax::POPUP_ACTION : Subscribe_Ajax::INLINE_ACTION,
			'inPopup'                  => $in_popup,
			'use_target_list_id'       => $list_id > 0,
			'target_list_id'           => (string) $list_id,
			'data'                     => $in_popup ? 'popup:' . $popup_id : 'page:' . get_the_ID(),
			'invalidMessage'           => (string) ( $attributes['invalidMessage'] ?? '' ),
			'buttonText'               => '' !== ( $attributes['buttonText'] ?? '' ) ? (string) $attributes['buttonText'] : __( 'Subscribe', 'inkblocks' ),
			'redirect'                 => ! empty( $attributes['redirect'] ) && '' !== $redirect,
			'redirect_url'             => $redirect,
			'close_popup_when_success' => ! empty( $attributes['closePopupWhenSuccess'] ),
		);
		return Template::render(
			'newsletter-form',
			array(
				'props'      => $props,
				'heading'    => (string) ( $attributes['heading'] ?? '' ),
				'honeypot'   => Subscribe_Ajax::HONEYPOT,
				'attributes' => get_block_wrapper_attributes( array( 'class' => 'inkblocks-newsletter' ) ),
			)
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
