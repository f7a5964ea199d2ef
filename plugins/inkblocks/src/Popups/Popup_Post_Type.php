<?php
/**
 * The popup post type and its settings.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Popups;

use Inkblocks\Frontend\Assets;

/**
 * Registers `inkblocks_popup` (edited in the block editor, not public on its own URL) and its settings meta
 * with the names of SPEC 3, exposed to the editor through REST.
 *
 * @since 0.1.0
 */
final class Popup_Post_Type {

	public const POST_TYPE = 'inkblocks_popup';

	/** Meta key of the settings object. */
	public const SETTINGS_META = 'inkblocks_popup_settings';

	/** The open triggers of SPEC 2.10. */
	public const TRIGGERS = array( 'page-load', 'user-inactivity', 'scroll-trigger', 'exit-intent', 'on-date', 'on-time', 'custom-selector', 'click', 'hover', 'scroll-to' );

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue_editor' ) );
	}

	/**
	 * Loads the settings panel (build/popups/editor.js) in the editor of a popup, and nowhere else.
	 */
	public function enqueue_editor(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( null === $screen || self::POST_TYPE !== $screen->post_type ) {
			return;
		}
		Assets::register_editor( 'popups' );
		wp_enqueue_script( Assets::editor_handle( 'popups' ) );
	}

	/**
	 * Registers the post type and its meta.
	 */
	public function register(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'              => array(
					'name'          => __( 'Popups', 'inkblocks' ),
					'singular_name' => __( 'Popup', 'inkblocks' ),
					'add_new_item'  => __( 'Add new popup', 'inkblocks' ),
					'edit_item'     => __( 'Edit popup', 'inkblocks' ),
				),
				'public'              => false,
				'show_ui'             => true,
				'show_in_rest'        => true,
				'exclude_from_search' => true,
				'menu_icon'           => 'dashicons-format-chat',
				'supports'            => array( 'title', 'editor', 'custom-fields', 'revisions' ),
				'capability_type'     => 'page',
				'map_meta_cap'        => true,
			)
		);
		register_post_meta(
			self::POST_TYPE,
			self::SETTINGS_META,
			array(
				'type'          => 'object',
				'single'        => true,
				'default'       => self::defaults(),
				'auth_callback' => static fn ( bool $allowed, string $key, int $post_id ): bool => current_user_can( 'edit_post', $post_id ),
				'show_in_rest'  => array( 'schema' => self::schema() ),
			)
		);
	}

	/**
	 * A popup's settings, every field filled with its default.
	 *
	 * @since 0.1.0
	 *
	 * @param int $popup_id Popup id.
	 * @return array<string,mixed>
	 */
	public static function settings( int $popup_id ): array {
		$stored = get_post_meta( $popup_id, self::SETTINGS_META, true );
		return array_intersect_key( ( is_array( $stored ) ? $stored : array() ) + self::defaults(), self::defaults() );
	}

	/**
	 * The defaults of the settings (SPEC 3 names; the time window defaults of SPEC 9).
	 *
	 * @return array<string,mixed>
	 */
	public static function defaults(): array {
		return array(
			'open-trigger'           => 'page-load',
			'page-load-delay'        => 0,
			'user-inactivity-time'   => 30,
			'scrolled-to'            => 50,
			'on-date'                => '',
			'on-time-start'          => '00:00',
			'on-time-end'            => '23:59',
			'custom-selector'        => '',
			'show-once'              => false,
			'close-on-overlay-click' => true,
			'prevent-scrolling'      => false,
			'use-ajax'               => false,
			'force-ajax'             => false,
			'animation'              => 'fade',
			'content-type'           => 'default',
			'show-again-delay'       => 'none',
			'conditions'             => array( 'site' ),
			'audience'               => 'all',
		);
	}

	/**
	 * The REST schema of the settings object.
	 *
	 * @return array<string,mixed>
	 */
	private static function schema(): array {
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'open-trigger'           => array(
					'type' => 'string',
					'enum' => self::TRIGGERS,
				),
				'page-load-delay'        => array(
					'type'    => 'number',
					'minimum' => 0,
				),
				'user-inactivity-time'   => array(
					'type'    => 'number',
					'minimum' => 1,
				),
				'scrolled-to'            => array(
					'type'    => 'number',
					'minimum' => 0,
					'maximum' => 100,
				),
				'on-date'                => array( 'type' => 'string' ),
				'on-time-start'          => array(
					'type'    => 'string',
					'pattern' => '^\d{2}:\d{2}$',
				),
				'on-time-end'            => array(
					'type'    => 'string',
					'pattern' => '^\d{2}:\d{2}$',
				),
				'custom-selector'        => array( 'type' => 'string' ),
				'show-once'              => array( 'type' => 'boolean' ),
				'close-on-overlay-click' => array( 'type' => 'boolean' ),
				'prevent-scrolling'      => array( 'type' => 'boolean' ),
				'use-ajax'               => array( 'type' => 'boolean' ),
				'force-ajax'             => array( 'type' => 'boolean' ),
				'animation'              => array(
					'type' => 'string',
					'enum' => array( 'fade', 'zoom-in', 'slide-up', 'none' ),
				),
				'content-type'           => array(
					'type' => 'string',
					'enum' => array( 'default', 'post-content' ),
				),
				'show-again-delay'       => array( 'type' => 'string' ),
				'conditions'             => array(
					'type'  => 'array',
					'items' => array( 'type' => 'string' ),
				),
				'audience'               => array(
					'type' => 'string',
					'enum' => array( 'all', 'logged-in', 'guest' ),
				),
			),
		);
	}
}
