<?php
/**
 * The popup content call of SPEC 7.5.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Popups;

/**
 * `inkblocks_popup_get_content`: renders a published popup's blocks on demand and lists the scripts and
 * styles they enqueued, so the client can load each once. Read-only and public, like the page it serves.
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
		$answer = $this->content( absint( $data['popup_id'] ?? 0 ) );
		wp_send_json( $answer, 'success' === $answer['type'] ? 200 : 404 );
	}

	/**
	 * The answer for a popup: its rendered blocks and assets, or an error message.
	 *
	 * @since 0.1.0
	 *
	 * @param int $popup_id Popup id.
	 * @return array{type: string, message: string, content: array<string,mixed>}
	 */
	public function content( int $popup_id ): array {
		$popup = get_post( $popup_id );
		if ( ! $popup || Popup_Post_Type::POST_TYPE !== $popup->post_type || 'publish' !== $popup->post_status || post_password_required( $popup ) ) {
			return array(
				'type'    => 'error',
				'message' => __( 'This popup is not available.', 'inkblocks' ),
				'content' => array(),
			);
		}

		$scripts_before  = wp_scripts()->queue;
		$styles_before   = wp_styles()->queue;
		$previous        = $GLOBALS['post'] ?? null;
		$GLOBALS['post'] = $popup; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- blocks render in the popup's context (the newsletter form knows it is in a popup).
		setup_postdata( $popup );
		$blocks          = parse_blocks( $popup->post_content );
		$html            = do_blocks( $popup->post_content );
		$GLOBALS['post'] = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored.
		wp_reset_postdata();

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
	 * Handle and URL of each newly enqueued asset and of its dependencies, dependencies first.
	 *
	 * @param \WP_Dependencies $registry Scripts or styles.
	 * @param string[]         $handles  Newly enqueued handles.
	 * @return array<int, array{handle: string, src: string}>
	 */
	private function assets( \WP_Dependencies $registry, array $handles ): array {
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
