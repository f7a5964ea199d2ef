<?php
/**
 * Prints the popups that apply to the current page.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Popups;

use Inkblocks\Frontend\Assets;
use WP_Post;

/**
 * In the footer, prints one `popup` island per published popup whose display conditions match the page
 * (whole site, front page, post types, specific pages; everyone, logged-in or guests). Its content is
 * rendered here unless the popup loads it on demand (use-ajax).
 *
 * @since 0.1.0
 */
final class Popup_Renderer {

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		// Before wp_print_footer_scripts (20), so the bundles enqueued here are printed.
		add_action( 'wp_footer', array( $this, 'render' ), 5 );
	}

	/**
	 * Prints the matching popups.
	 */
	public function render(): void {
		$html = '';
		foreach ( $this->popups() as $popup ) {
			$settings = Popup_Post_Type::settings( $popup->ID );
			if ( $this->applies( $settings ) ) {
				$html .= $this->island( $popup, $settings );
			}
		}
		if ( '' !== $html ) {
			Assets::enqueue( 'popups' );
			echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts in island().
		}
	}

	/**
	 * Whether the display conditions and audience of a popup match the current request.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $settings Popup settings.
	 */
	public function applies( array $settings ): bool {
		$audience = (string) $settings['audience'];
		if ( ( 'logged-in' === $audience && ! is_user_logged_in() ) || ( 'guest' === $audience && is_user_logged_in() ) ) {
			return false;
		}
		foreach ( (array) $settings['conditions'] as $condition ) {
			$condition = (string) $condition;
			if ( 'site' === $condition
				|| ( 'front-page' === $condition && is_front_page() )
				|| ( str_starts_with( $condition, 'post-type:' ) && is_singular( substr( $condition, 10 ) ) )
				|| ( str_starts_with( $condition, 'page:' ) && is_singular() && get_queried_object_id() === (int) substr( $condition, 5 ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The published popups, newest first.
	 *
	 * @return WP_Post[]
	 */
	private function popups(): array {
		return get_posts(
			array(
				'post_type'      => Popup_Post_Type::POST_TYPE,
				'post_status'    => 'publish',
				'posts_per_page' => 50,
				'no_found_rows'  => true,
			)
		);
	}

	/**
	 * The island of one popup.
	 *
	 * @param WP_Post             $popup    The popup.
	 * @param array<string,mixed> $settings Its settings.
	 */
	private function island( WP_Post $popup, array $settings ): string {
		$content = '';
		// Content that depends on the trigger (another post's content) always comes on demand.
		if ( ! $settings['use-ajax'] && 'post-content' !== $settings['content-type'] ) {
			$queried = is_singular() ? get_queried_object() : null;
			$content = Popup_Blocks::render( $popup, $queried instanceof WP_Post ? $queried : null );
		}
		$props = array(
			'id'       => $popup->ID,
			'title'    => get_the_title( $popup ),
			'settings' => $settings,
			'content'  => $content,
			'ajaxUrl'  => admin_url( 'admin-ajax.php' ),
		);
		return sprintf(
			'<div class="inkblocks-popup" data-inkblocks-popup-id="%d" data-inkwell-island="popup" data-inkwell-props="%s"></div>' . "\n",
			$popup->ID,
			// Hex escapes keep the markup of the content (with its own escaped attributes) intact through esc_attr.
			esc_attr( (string) wp_json_encode( $props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) )
		);
	}
}
