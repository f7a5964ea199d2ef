<?php
/**
 * The popup content call of SPEC 7.5.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Popups;

use WP_Post;

/**
 * `inkblocks_popup_get_content`: renders a published popup's blocks on demand and lists the scripts and
 * styles they enqueued, so the client can load each once. Read-only and public, like the page it serves.
 *
 * The blocks render in the context of a post (blocks such as Post Title or Post Excerpt show it): the post
 * that `customContent` names (the id a trigger element carries, as in a list of posts), or else the page
 * at `page_url` (the page the popup opened on). A popup whose content-type is `post-content` shows that
 * post's content instead of its own blocks. Only published, public, unprotected posts of this site count.
 *
 * @since 0.1.0
 */
final class Popup_Content_Ajax {

	public const ACTION = 'inkblocks_popup_get_content';

	/**
	 * Registers the action for guests and logged-in users.
	 */
	public function add_hooks(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'respond' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'respond' ) );
	}

	/**
	 * Reads the request and sends the answer.
	 */
	public function respond(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- public read of published content, like the page.
		$data = isset( $_POST['data'] ) && is_array( $_POST['data'] ) ? wp_unslash( $_POST['data'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- popup_id is cast below; nothing else is used.
		// phpcs:enable
		$answer = $this->content(
			absint( $data['popup_id'] ?? 0 ),
			is_string( $data['page_url'] ?? null ) ? esc_url_raw( $data['page_url'] ) : '',
			is_scalar( $data['customContent'] ?? null ) ? sanitize_text_field( (string) $data['customContent'] ) : ''
		);
		wp_send_json( $answer, 'success' === $answer['type'] ? 200 : 404 );
	}

	/**
	 * The answer for a popup: its rendered blocks and assets, or an error message.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $popup_id       Popup id.
	 * @param string $page_url       The page the popup opened on.
	 * @param string $custom_content A post id from the trigger element, or ''.
	 * @return array{type: string, message: string, content: array<string,mixed>}
	 */
	public function content( int $popup_id, string $page_url = '', string $custom_content = '' ): array {
		$popup = get_post( $popup_id );
		if ( ! $popup || Popup_Post_Type::POST_TYPE !== $popup->post_type || 'publish' !== $popup->post_status || post_password_required( $popup ) ) {
			return $this->error( __( 'This popup is not available.', 'inkblocks' ) );
		}
		$context = $this->context_post( $custom_content ) ?? $this->context_post( (string) url_to_postid( $this->own_url( $page_url ) ) );
		$as_post = 'post-content' === Popup_Post_Type::settings( $popup_id )['content-type'];
		if ( $as_post && null === $context ) {
			return $this->error( __( 'There is nothing to show here.', 'inkblocks' ) );
		}

		$scripts_before = wp_scripts()->queue;
		$styles_before  = wp_styles()->queue;
		$blocks         = parse_blocks( $as_post ? $context->post_content : $popup->post_content );
		if ( $as_post ) {
			$previous        = $GLOBALS['post'] ?? null;
			$GLOBALS['post'] = $context; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the_content renders the post as its own page would.
			setup_postdata( $context );
			$html            = (string) apply_filters( 'the_content', $context->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
			$GLOBALS['post'] = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored.
			wp_reset_postdata();
		} else {
			$html = Popup_Blocks::render( $popup, $context );
		}

		$scripts = $this->assets( wp_scripts(), array_diff( wp_scripts()->queue, $scripts_before ) );
		return array(
			'type'    => 'success',
			'message' => '',
			'content' => array(
				'content'         => $html,
				'contentElements' => array_values( array_unique( array_filter( array_column( $blocks, 'blockName' ) ) ) ),
				'scripts'         => $scripts,
				'styles'          => $this->assets( wp_styles(), array_diff( wp_styles()->queue, $styles_before ) ),
				'afterScripts'    => $this->after_scripts( array_column( $scripts, 'handle' ) ),
			),
		);
	}

	/**
	 * A published, public, unprotected post by id, or null.
	 *
	 * @param string $id Post id as sent.
	 */
	private function context_post( string $id ): ?WP_Post {
		$post = ctype_digit( $id ) && (int) $id > 0 ? get_post( (int) $id ) : null;
		if ( ! $post instanceof WP_Post || 'publish' !== $post->post_status || ! is_post_type_viewable( $post->post_type ) || post_password_required( $post ) ) {
			return null;
		}
		return $post;
	}

	/**
	 * The URL when it is on this site's host, else '' (a page elsewhere gives no context).
	 *
	 * @param string $url The page URL.
	 */
	private function own_url( string $url ): string {
		$host = wp_parse_url( $url, PHP_URL_HOST );
		return $host && strtolower( $host ) === strtolower( (string) wp_parse_url( home_url(), PHP_URL_HOST ) ) ? $url : '';
	}

	/**
	 * An error answer: its message is shown as a heading in the popup.
	 *
	 * @param string $message The message.
	 * @return array{type: string, message: string, content: array<string,mixed>}
	 */
	private function error( string $message ): array {
		return array(
			'type'    => 'error',
			'message' => $message,
			'content' => array(),
		);
	}

	/**
	 * Handle and URL of each newly enqueued asset and of its dependencies, dependencies first.
	 *
	 * @param \WP_Scripts|\WP_Styles $registry Scripts or styles.
	 * @param string[]               $handles  Newly enqueued handles.
	 * @return array<int, array{handle: string, src: string}>
	 */
	private function assets( \WP_Scripts|\WP_Styles $registry, array $handles ): array {
		$registry->all_deps( $handles );
		$assets = array();
		foreach ( $registry->to_do as $handle ) {
			$item = $registry->registered[ $handle ] ?? null;
			if ( $item && is_string( $item->src ) && '' !== $item->src ) {
				$src      = str_starts_with( $item->src, '/' ) && ! str_starts_with( $item->src, '//' ) ? $registry->base_url . $item->src : $item->src;
				$assets[] = array(
					'handle' => $handle,
					'src'    => add_query_arg( 'ver', $item->ver ? $item->ver : $registry->default_version, $src ),
				);
			}
		}
		$registry->to_do = array();
		return $assets;
	}

	/**
	 * The inline scripts that must run before and after the listed scripts (translations, settings).
	 *
	 * @param string[] $handles Script handles.
	 */
	private function after_scripts( array $handles ): string {
		$code = '';
		foreach ( $handles as $handle ) {
			foreach ( array( 'before', 'after' ) as $position ) {
				$inline = wp_scripts()->get_data( $handle, $position );
				$code  .= is_array( $inline ) ? implode( "\n", array_filter( $inline, 'is_string' ) ) . "\n" : '';
			}
		}
		return $code;
	}
}
