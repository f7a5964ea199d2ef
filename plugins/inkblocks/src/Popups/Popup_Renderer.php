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
 * rendered here unless the popup loads it on demand (use-ajax). A popup that a trigger block on the page
 * opens is printed too, for its audience, without arming its own open-trigger where its conditions do not
 * match.
 *
 * @since 0.1.0
 */
final class Popup_Renderer {

	/**
	 * Ids (as keys) of the popups that trigger blocks on this page open.
	 *
	 * @var array<int, true>
	 */
	private array $attached = array();

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		// Before wp_print_footer_scripts (20), so the bundles enqueued here are printed.
		add_action( 'wp_footer', array( $this, 'render' ), 5 );
		add_action( 'inkblocks_popup_attached', array( $this, 'attach' ) );
	}

	/**
	 * Prints a popup with this page because an element on it opens the popup.
	 *
	 * @since 0.3.0
	 *
	 * @param int $popup_id The popup.
	 */
	public function attach( int $popup_id ): void {
		$this->attached[ $popup_id ] = true;
	}

	/**
	 * Prints the matching popups (conditions and audience match the page) and those an element on the page
	 * opens, newest first. The index picks which popups to read; their own settings decide, so an index
	 * built while a popup changed never shows it where it no longer belongs.
	 */
	public function render(): void {
		$index = Popup_Index::get();
		$ids   = array();
		foreach ( $index as $id => $where ) {
			if ( isset( $this->attached[ $id ] ) || $this->applies( $where ) ) {
				$ids[] = $id;
			}
		}
		$ids  = array_merge( $ids, array_diff( array_keys( $this->attached ), array_keys( $index ) ) );
		$html = '';
		foreach ( $this->popups( $ids ) as $popup ) {
			$settings = Popup_Post_Type::settings( $popup->ID );
			$applies  = $this->applies( $settings );
			if ( $applies || ( isset( $this->attached[ $popup->ID ] ) && self::reaches( $settings ) ) ) {
				$html .= $this->island( $popup, $settings, ! $applies );
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
		if ( ! self::reaches( $settings ) ) {
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
	 * Whether a popup's audience (everyone, logged-in people or guests) includes the current visitor.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string,mixed> $settings Popup settings.
	 */
	public static function reaches( array $settings ): bool {
		$audience = (string) $settings['audience'];
		return ! ( ( 'logged-in' === $audience && ! is_user_logged_in() ) || ( 'guest' === $audience && is_user_logged_in() ) );
	}

	/**
	 * The published popups among some IDs, in the order of the IDs.
	 *
	 * @param int[] $ids Popup IDs.
	 * @return WP_Post[]
	 */
	private function popups( array $ids ): array {
		if ( ! $ids ) {
			return array();
		}
		return get_posts(
			array(
				'post_type'              => Popup_Post_Type::POST_TYPE,
				'post_status'            => 'publish',
				'post__in'               => $ids,
				'orderby'                => 'post__in',
				'posts_per_page'         => 100, // The index's 50 at most, and the few a page opens.
				'no_found_rows'          => true,
				'update_post_term_cache' => false,
			)
		);
	}

	/**
	 * The island of one popup.
	 *
	 * @param WP_Post             $popup         The popup.
	 * @param array<string,mixed> $settings      Its settings.
	 * @param bool                $attached_only Whether only the elements that open it do (its own open-trigger is off here).
	 */
	private function island( WP_Post $popup, array $settings, bool $attached_only ): string {
		$content = '';
		// Content that depends on the trigger (another post's content) always comes on demand.
		if ( ! $settings['use-ajax'] && 'post-content' !== $settings['content-type'] ) {
			$queried = is_singular() ? get_queried_object() : null;
			$content = Popup_Blocks::render( $popup, $queried instanceof WP_Post ? $queried : null );
		}
		$props = array(
			'id'           => $popup->ID,
			'title'        => get_the_title( $popup ),
			'settings'     => $settings,
			'content'      => $content,
			'ajaxUrl'      => admin_url( 'admin-ajax.php' ),
			'attachedOnly' => $attached_only,
		);
		return sprintf(
			'<div class="inkblocks-popup" data-inkblocks-popup-id="%d" data-inkwell-island="popup" data-inkwell-props="%s"></div>' . "\n",
			$popup->ID,
			// Hex escapes keep the markup of the content (with its own escaped attributes) intact through esc_attr.
			esc_attr( (string) wp_json_encode( $props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) )
		);
	}
}
