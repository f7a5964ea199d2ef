<?php
/**
 * Boots Inkwell Community.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community;

use Inkwell\Community\Frontend\Assets;
use Inkwell\Community\Frontend\Avatars;
use Inkwell\Community\Frontend\Like_Button;
use Inkwell\Community\Posts\Posts_Widget;
use Inkwell\Community\Rest\Post_Controller;
use Inkwell\Community\Storage\Relations;
use Inkwell\Community\Storage\Schema;

/**
 * Wires the plugin's parts together and registers their hooks.
 *
 * @since 0.1.0
 */
final class Plugin {

	/**
	 * Registers every hook of the plugin.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		$relations = new Relations();

		add_action( 'plugins_loaded', array( Schema::class, 'maybe_upgrade' ) );
		add_action( 'init', array( $this, 'load_textdomain' ) );
		add_action(
			'rest_api_init',
			static function () use ( $relations ): void {
				( new Post_Controller( $relations ) )->register_routes();
			}
		);

		( new Assets() )->add_hooks();
		( new Avatars() )->add_hooks();
		( new Like_Button( $relations ) )->add_hooks();
		( new Posts_Widget() )->add_hooks();
	}

	/**
	 * Loads the plugin's translations.
	 */
	public function load_textdomain(): void {
		load_plugin_textdomain( 'inkwell-community', false, dirname( plugin_basename( INKWELL_COMMUNITY_FILE ) ) . '/languages' );
	}
}
